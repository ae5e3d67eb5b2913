// Starts web/serve.mjs on a free loopback port and resolves when it listens: { url, stop, child }.
// For the browser benchmarks (web_budget.mjs, levels_web.mjs) and the tests that need their own
// server process (offline.spec's rebuilt site, serve.test's descriptor count).
//   args    more arguments for serve.mjs (such as ['--base', '/games/sudoku/'])
//   stderr  'inherit' (default) or 'pipe' (then read child.stderr)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('../web/serve.mjs', import.meta.url));

export function startServer(dir, { args = [], stderr = 'inherit' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SERVE, dir, '0', ...args], { stdio: ['ignore', 'pipe', stderr] });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code})`)));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      const m = /listening (http:\S+)/.exec(text);
      if (m) resolve({ url: m[1], stop: () => child.kill('SIGTERM'), child });
    });
  });
}
