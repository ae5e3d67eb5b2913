// Zero-dependency static server for web/ and dist/:
//   node web/serve.mjs [DIR] [PORT] [--base /games/sudoku/] [--frame-ancestors "'self' https://example.org"]
// Binds 127.0.0.1 only. PORT comes from the argument, else $PORT, else 8080 (0 picks a free one).
// --base mounts DIR under that path (as a host serving the site from a sub-folder would): other
// paths are 404, and the base without its final slash redirects to it.
// --frame-ancestors sets who may put the pages in a frame (CSP frame-ancestors; default 'none'), as
// a site that embeds the game sets it (docs/site-owners.md, "Embedding").
// WRONG_WASM_MIME=1 serves .wasm as application/octet-stream, for the test that the page still
// loads when a host gets the MIME type wrong (the worker then compiles the bytes instead of streaming).
import { createServer } from 'node:http';
import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
if (process.env.WRONG_WASM_MIME === '1') MIME['.wasm'] = 'application/octet-stream';

// The app needs nothing from elsewhere; 'wasm-unsafe-eval' allows compiling WebAssembly (the glue
// is built with -sDYNAMIC_EXECUTION=0, so no 'unsafe-eval' is needed).
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: 'string', default: '/' }, 'frame-ancestors': { type: 'string', default: "'none'" } },
});
// Sources only ('self', 'none', scheme://host[:port]): a ';' or a line break would add directives.
const ancestors = flags['frame-ancestors'].trim();
if (!/^('none'|'self'|https?:\/\/[\w.-]+(:\d+)?)( ('self'|https?:\/\/[\w.-]+(:\d+)?))*$/.test(ancestors)) {
  console.error(`serve.mjs: --frame-ancestors takes 'none', 'self' or origins such as https://example.org, separated by spaces (got "${ancestors}")`);
  process.exit(2);
}
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
  `img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
const root = resolve(positionals[0] ?? fileURLToPath(new URL('.', import.meta.url)));
const portText = positionals[1] ?? process.env.PORT ?? '8080';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) {
  console.error(`serve.mjs: port must be a whole number from 0 to 65535 (got "${portText}")`);
  process.exit(2);
}
// "/games/sudoku" and "games/sudoku/" both mean "/games/sudoku/".
const base = `/${flags.base.split('/').filter(Boolean).join('/')}/`.replace(/^\/\/$/, '/');
if (/[?#%\\]|\/\.\.?\//.test(base)) {
  console.error(`serve.mjs: --base must be a plain path such as /games/sudoku/ (got "${flags.base}")`);
  process.exit(2);
}
try {
  if (!statSync(root).isDirectory()) throw new Error('not a folder');
} catch {
  console.error(`serve.mjs: ${root} is not a folder${/dist\/?$/.test(root) ? ' (build it first: npm run build)' : ''}`);
  process.exit(1);
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return send(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
  }
  // The path as sent, without its query: URL parsing would read "//x" as a host and refuse "//".
  const raw = req.url.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/')) return send(res, 400, 'bad request: the path does not start with /\n');
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return send(res, 400, 'bad request: the path is not valid percent-encoding\n');
  }
  if (path.includes('\0')) return send(res, 400, 'bad request\n');
  if (base !== '/') {
    if (`${path}/` === base) return send(res, 301, '', { Location: base });
    if (!path.startsWith(base)) return send(res, 404, `not found: ${path} (this server serves the site under ${base})\n`);
    path = path.slice(base.length - 1);
  }
  if (path.endsWith('/')) path += 'index.html';
  // resolve() folds any "..", so a path that leaves root after it is an escape attempt.
  const file = resolve(join(root, path));
  if (file !== root && !file.startsWith(root + sep)) return send(res, 403, 'forbidden\n');

  let handle;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    if (info.isDirectory()) {
      await handle.close();
      handle = null;
      return send(res, 301, '', { Location: `${base.slice(0, -1)}${path}/` });
    }
    res.writeHead(200, {
      'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': info.size,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': CSP,
    });
    if (req.method === 'HEAD') return res.end();
    // pipeline, not pipe: when the client goes away mid-file, pipe leaves the file stream (and its
    // descriptor) open until garbage collection; pipeline destroys it, which closes the file.
    pipeline(handle.createReadStream(), res, () => {});
    handle = null; // the stream closes it
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return send(res, 404, `not found: ${path}\n`);
    send(res, 500, 'internal error\n');
    console.error(`serve.mjs: ${req.url}: ${error.message}`);
  } finally {
    await handle?.close();
  }
}

const server = createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(`serve.mjs: ${error.stack}`);
    if (!res.headersSent) send(res, 500, 'internal error\n');
  });
});
server.on('error', (error) => {
  const why = error.code === 'EADDRINUSE' ? `port ${port} is already in use (set PORT to choose another)` : error.message;
  console.error(`serve.mjs: cannot listen on 127.0.0.1:${port}: ${why}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`listening http://127.0.0.1:${server.address().port}${base}`);
  console.log(`serving ${root}${process.env.WRONG_WASM_MIME === '1' ? ' (.wasm as application/octet-stream)' : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
