// Starts web/serve.mjs on a free loopback port for the browser benchmarks (web_budget.mjs,
// levels_web.mjs) and resolves when it listens: { url, stop }.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../web/serve.mjs', import.meta.url));

export function startServer(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, dir, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const m = /listening (http:\S+)/.exec(text);
      if (m) resolve({ url: m[1], stop: () => child.kill('SIGTERM') });
    });
  });
}
