#!/usr/bin/env node
// Writes dist/: the static site, ready for any static server at any sub-path. Called at the end of
// .ci/build.sh (npm run build); also by the Playwright config before serving dist/.
//
// dist/ is web/ without its development files, plus the WebAssembly module from web/wasm/. No
// bundler: the pages stay plain ES modules, one file per module, at the same relative URLs. Our
// own scripts are minified one by one with esbuild, because their comments are half their weight
// and the first visit must stay within 120 KiB gzip (bench/web_budget.mjs; minifying saves about
// 18 KiB of the ~40 KiB gzip the modules weigh). Each gets a source map (x.js.map, original text
// included) so DevTools shows the commented source; browsers fetch maps only when DevTools is
// open. The Emscripten glue (wasm/*.js) is minified the same way, as a classic script: its
// top-level names (createDlxSudokuCore, the worker's importScripts global) are kept, only local
// names and whitespace go (10.1 -> about 7 KiB gzip of the core's glue on the first load).
// The string catalogs on the game page's first screen (index.html's static module graph) ship
// English only; their Chinese half moves to catalog_x.zh.js, loaded when the page is shown in
// Chinese (web/i18n/i18n.js takes a loader for a language's table): an English first visit
// never downloads it. Catalogs loaded later with their feature (dialogs, hints) keep both halves,
// so a view that loads in Chinese has its strings at once.
// Each page also gets <link rel="modulepreload"> for every module its scripts import statically,
// so the browser fetches the whole module graph at once instead of one import level per round
// trip (lazily imported modules, such as dialogs, are left to load on first use).
// sw.js (the service worker) is written last, with the list of every other file of dist/ and a
// version that hashes their contents, so the offline copy is always complete and any change to any
// file is a new version for browsers (web/sw.js, web/ui/offline.js).
// Before writing, every URL the files name is checked (pages, scripts, styles, the manifest):
//   - it must be relative ("./x.js", "../wasm/x.js"): a root-relative "/x.js" breaks the site as
//     soon as it is served from a sub-path such as https://example.org/games/sudoku/;
//   - it must point at a file that is in dist/, so nothing the page loads is left behind.
//
// Usage: node .ci/build_dist.mjs [--out DIR] [--wasm DIR] [--web DIR] [--no-minify] [--quiet]
//   --out   where to write (default dist/ at the repository root); replaced as a whole
//   --wasm  where dlx_sudoku{,_core}.{js,wasm} come from (default web/wasm/), for size experiments
//   --web   the site's sources (default web/), for the checks' own tests
//   --no-minify  copy scripts unchanged (to debug a problem that only shows in dist/)
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: opts } = parseArgs({
  options: {
    out: { type: 'string', default: join(root, 'dist') },
    wasm: { type: 'string', default: join(root, 'web', 'wasm') },
    web: { type: 'string', default: join(root, 'web') },
    quiet: { type: 'boolean', default: false },
    'no-minify': { type: 'boolean', default: false },
  },
});
const webDir = resolve(opts.web);
const outDir = resolve(opts.out);
const log = (...args) => { if (!opts.quiet) console.log(...args); };
const fail = (message) => {
  console.error(`build_dist: ${message}`);
  process.exit(1);
};

// What a browser fetches. Anything else under web/ (serve.mjs, package.json files, .d.ts types,
// notes) is for development and stays out.
const SHIPPED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.svg', '.png', '.ico', '.webmanifest', '.woff2', '.txt']);
const DEV_ONLY = new Set(['serve.mjs', 'package.json']);
// The core module (loaded first) and the full one (loaded on demand by web/engine/worker.js).
const MODULE_FILES = ['dlx_sudoku_core.js', 'dlx_sudoku_core.wasm', 'dlx_sudoku.js', 'dlx_sudoku.wasm'];

function listFiles(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, base));
    else out.push(relative(base, path).split(sep).join('/'));
  }
  return out;
}

function shipped(file) {
  const name = file.split('/').pop();
  if (file.startsWith('wasm/')) return false; // copied from --wasm below
  if (DEV_ONLY.has(name) || name.endsWith('.d.ts')) return false;
  return SHIPPED.has(extname(name).toLowerCase());
}

// ---- the URLs each file names ---------------------------------------------------------------
// Static strings only, which is what this code base writes; a computed URL is not checked.
const PATTERNS = {
  '.html': [/\b(?:src|href)\s*=\s*["']([^"']+)["']/g],
  '.css': [/url\(\s*["']?([^"')]+)["']?\s*\)/g, /@import\s+["']([^"']+)["']/g],
  '.js': [
    /\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?["']([^"']+)["']/g,   // import x from '...'; import '...'
    /\bexport\s+[\w*{}\s,$]+\s+from\s+["']([^"']+)["']/g,          // export ... from '...'
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,                          // import('...')
    /\bnew\s+URL\(\s*["'`]([^"'`$]+)["'`]\s*,\s*(?:import\.meta\.url|self\.location\.href|location\.href)/g,
    /\bimportScripts\(\s*["']([^"']+)["']/g,
    /\bnew\s+(?:Shared)?Worker\(\s*["']([^"']+)["']/g,
  ],
};
PATTERNS['.mjs'] = PATTERNS['.js'];
PATTERNS['.webmanifest'] = [/"(?:src|start_url|scope)"\s*:\s*"([^"]+)"/g]; // icons, and where the installed app opens

function stripComments(text, ext) {
  if (ext === '.webmanifest') return text; // JSON: no comments, and "//" only inside strings
  if (ext === '.html') return text.replace(/<!--[\s\S]*?-->/g, '');
  // Block comments, and line comments that start a line or follow whitespace (not "https://").
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

function references(file, text) {
  const ext = extname(file).toLowerCase();
  const body = stripComments(text, ext);
  const found = [];
  for (const pattern of PATTERNS[ext] ?? []) {
    for (const m of body.matchAll(pattern)) found.push(m[1].trim());
  }
  return found;
}

function checkReference(file, url, present) {
  if (/^(?:data|blob|mailto|tel|javascript):/i.test(url) || url.startsWith('#') || url === '') return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null; // links to other sites (a elements): not loaded
  if (url.startsWith('//')) return `${file}: "${url}" is protocol-relative; name files of the site relatively`;
  if (url.startsWith('/')) {
    return `${file}: "${url}" is root-relative, so it breaks when the site is served from a sub-path; ` +
      `write it relative to ${file} (for example "./${url.replace(/^\/+/, '')}")`;
  }
  const target = new URL(url, `http://site/${file}`).pathname.replace(/^\//, '');
  const path = decodeURIComponent(target === '' || target.endsWith('/') ? `${target}index.html` : target);
  if (!present.has(path)) return `${file}: "${url}" points at ${path}, which is not in dist/`;
  return null;
}

// ---- build ----------------------------------------------------------------------------------
if (!existsSync(join(webDir, 'index.html'))) fail(`${webDir}/index.html is missing`);
for (const name of MODULE_FILES) {
  if (!existsSync(join(opts.wasm, name))) {
    fail(`${join(opts.wasm, name)} is missing: build the WebAssembly module first (npm run build)`);
  }
}

const files = listFiles(webDir).filter(shipped).sort();
const plan = [...files.map((f) => [f, join(webDir, f)]), ...MODULE_FILES.map((n) => [`wasm/${n}`, join(opts.wasm, n)])];
const present = new Set(plan.map(([f]) => f));

const problems = [];
for (const [file, source] of plan) {
  if (!/\.(html|css|m?js|webmanifest)$/i.test(file)) continue;
  if (/^wasm\/dlx_sudoku(_core)?\.js$/.test(file)) continue; // the Emscripten glue: its URLs come from locateFile/instantiateWasm
  for (const url of references(file, readFileSync(source, 'utf8'))) {
    const problem = checkReference(file, url, present);
    if (problem) problems.push(problem);
  }
}
if (problems.length) fail(`dist/ would not work as a static site:\n  ${problems.join('\n  ')}`);

// ---- module preloads for each page ---------------------------------------------------------
const STATIC_IMPORTS = PATTERNS['.js'].slice(0, 2);
const sourceOf = new Map(plan);
const resolveUrl = (from, url) => new URL(url, `http://site/${from}`).pathname.replace(/^\//, '');

/** The modules a page's module scripts import statically, in a stable order (entries excluded). */
function staticGraph(page, text) {
  const entries = [...stripComments(text, '.html').matchAll(/<script\b[^>]*\btype\s*=\s*["']module["'][^>]*\bsrc\s*=\s*["']([^"']+)["']/g)]
    .map((m) => resolveUrl(page, m[1]));
  const seen = new Set(entries);
  const order = [];
  const visit = (file) => {
    const source = sourceOf.get(file);
    if (!source) return;
    const body = stripComments(readFileSync(source, 'utf8'), '.js');
    for (const pattern of STATIC_IMPORTS) {
      for (const m of body.matchAll(pattern)) {
        const target = resolveUrl(file, m[1]);
        if (seen.has(target) || !sourceOf.has(target)) continue;
        seen.add(target);
        order.push(target);
        visit(target);
      }
    }
  };
  entries.forEach(visit);
  return order;
}

function withPreloads(page, text) {
  const modules = staticGraph(page, text);
  if (modules.length === 0 || !/<\/head>/i.test(text)) return text;
  const depth = page.split('/').length - 1;
  const links = modules.map((file) => {
    const href = depth ? `${'../'.repeat(depth)}${file}` : `./${file}`;
    return `  <link rel="modulepreload" href="${href}">`;
  });
  return text.replace(/<\/head>/i, `  <!-- added by .ci/build_dist.mjs: the static module graph, fetched at once -->\n${links.join('\n')}\n</head>`);
}

// ---- the other language on demand -------------------------------------------------------------
const ON_DEMAND_LANGUAGE = 'zh';
const splitCatalogs = new Map(); // file -> { text, other: [file, text] }
if (sourceOf.has('index.html')) {
  const firstScreen = staticGraph('index.html', readFileSync(sourceOf.get('index.html'), 'utf8'));
  for (const file of firstScreen.filter((f) => /^i18n\/catalog_\w+\.js$/.test(f))) {
    const catalog = (await import(pathToFileURL(sourceOf.get(file)).href)).default;
    if (!catalog || typeof catalog[ON_DEMAND_LANGUAGE] !== 'object') fail(`${file} has no "${ON_DEMAND_LANGUAGE}" table`);
    const name = basename(file, '.js');
    const other = `${file.replace(/\.js$/, '')}.${ON_DEMAND_LANGUAGE}.js`;
    const rest = Object.entries(catalog).filter(([code]) => code !== ON_DEMAND_LANGUAGE)
      .map(([code, table]) => `${JSON.stringify(code)}: ${JSON.stringify(table)}`);
    splitCatalogs.set(file, {
      text: `// Built by .ci/build_dist.mjs from web/${file}: "${ON_DEMAND_LANGUAGE}" loads on demand (${name}.${ON_DEMAND_LANGUAGE}.js).\n` +
        `export default { ${rest.join(', ')}, ${ON_DEMAND_LANGUAGE}: () => import('./${name}.${ON_DEMAND_LANGUAGE}.js').then((m) => m.default) };\n`,
      other: [other, `// Built by .ci/build_dist.mjs: the "${ON_DEMAND_LANGUAGE}" table of web/${file}.\n` +
        `export default ${JSON.stringify(catalog[ON_DEMAND_LANGUAGE])};\n`],
    });
  }
}

// ---- minify -----------------------------------------------------------------------------------
let esbuild = null;
if (!opts['no-minify']) {
  try {
    esbuild = await import('esbuild');
  } catch {
    fail('esbuild is not installed: run "npm ci" (or build with --no-minify)');
  }
}

/** Our script minified, with its source map; module files keep their imports and exports as written. */
function minify(file, text, { generated = false } = {}) {
  const isModule = /^\s*(?:import|export)\b/m.test(text);
  const out = esbuild.transformSync(text, {
    loader: 'js',
    minify: true,
    // Modules keep function and class names (stack traces, error.name); in a classic script
    // (worker.js) that would add helper globals next to the glue's, so names go there.
    keepNames: isModule && !generated, // a generated catalog is data: no names worth keeping
    format: isModule ? 'esm' : undefined, // undefined: a classic script, its globals kept as written
    sourcemap: 'external',
    sourcefile: basename(file),
    sourcesContent: true,
    charset: 'utf8',
  });
  return { code: `${out.code}//# sourceMappingURL=${basename(file)}.map\n`, map: out.map };
}

// ---- the service worker's precache list --------------------------------------------------------
// sw.js is written last: its BUILD line gets every other file of dist/ (the whole app shell,
// .wasm and lazily loaded modules included, so nothing is missing offline) and a version that is a
// hash of their contents, so any change to any file makes browsers install a new version.
const SW_FILE = 'sw.js';
const SW_BUILD_LINE = /^const BUILD = \{ version: 'dev', files: \[\] \};$/m;

function serviceWorkerSource(source, files, dir) {
  const text = readFileSync(source, 'utf8');
  if (!SW_BUILD_LINE.test(text)) fail(`${SW_FILE} must contain the line "const BUILD = { version: 'dev', files: [] };"`);
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(dir, file))).update('\0');
  const build = { version: hash.digest('hex').slice(0, 16), files };
  return { text: text.replace(SW_BUILD_LINE, `const BUILD = ${JSON.stringify(build)};`), version: build.version };
}

// Written next to the target and renamed into place, so a server never sees half a site.
const staging = `${outDir}.tmp-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
const written = [];
for (const [file, source] of plan) {
  if (file === SW_FILE) continue; // below, once every other file is written
  const target = join(staging, file);
  mkdirSync(dirname(target), { recursive: true });
  const split = splitCatalogs.get(file);
  const scripts = split ? [[file, split.text], split.other] : [[file, null]];
  if (file.endsWith('.html')) {
    writeFileSync(target, withPreloads(file, readFileSync(source, 'utf8')));
  } else if (/\.m?js$/.test(file) && (esbuild || split)) {
    for (const [name, generated] of scripts) {
      const text = generated ?? readFileSync(source, 'utf8');
      const out = join(staging, name);
      if (!esbuild) {
        writeFileSync(out, text);
        continue;
      }
      let result;
      try {
        result = minify(name, text, { generated: generated !== null });
      } catch (error) {
        rmSync(staging, { recursive: true, force: true });
        fail(`${name} could not be minified: ${error.message}`);
      }
      writeFileSync(out, result.code);
      writeFileSync(`${out}.map`, result.map);
    }
  } else {
    cpSync(source, target);
  }
  written.push(...scripts.map(([name]) => name));
}
let swVersion = null;
if (sourceOf.has(SW_FILE)) {
  const { text, version } = serviceWorkerSource(sourceOf.get(SW_FILE), [...written].sort(), staging);
  swVersion = version;
  const target = join(staging, SW_FILE);
  if (esbuild) {
    const out = esbuild.transformSync(text, { loader: 'js', minify: true, sourcemap: 'external', sourcefile: SW_FILE, sourcesContent: true, charset: 'utf8' });
    writeFileSync(target, `${out.code}//# sourceMappingURL=${SW_FILE}.map\n`);
    writeFileSync(`${target}.map`, out.map);
  } else {
    writeFileSync(target, text);
  }
  written.push(SW_FILE);
}
rmSync(outDir, { recursive: true, force: true });
renameSync(staging, outDir);

let raw = 0;
let gz = 0;
for (const file of written) { // source maps are for DevTools only: not counted
  const bytes = readFileSync(join(outDir, file));
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
log(`build_dist: ${written.length} files${esbuild ? ' (scripts minified, with source maps)' : ''} in ${relative(root, outDir) || outDir}/ ` +
  `(${(raw / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzip -9 in all; ` +
  `${swVersion ? `service worker version ${swVersion}; ` : ''}` +
  `what a first visit loads: node bench/web_budget.mjs)`);
