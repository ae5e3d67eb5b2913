#!/usr/bin/env node
// Writes dist/: the static site, ready for any static server at any sub-path. Called at the end of
// .ci/build.sh (npm run build); also by the Playwright config before serving dist/.
//
// dist/ is web/ without its development files, its modules bundled, plus the WebAssembly module
// from web/wasm/. web/ itself stays plain ES modules, one file per module, served as they are for
// development (web/serve.mjs); dist/ is what a first visit should download:
//   - Each page's module scripts are bundled with esbuild into js/ (see "bundle" below): the entry,
//     one chunk of the first screen's modules (preloaded by the page), and chunks for what loads
//     later with import() (dialogs, hints, the finish card, variants). About 45 modules were 45
//     requests; the game's first screen is now four scripts.
//   - Everything is minified (scripts, the bundles, stylesheets), because comments are half the
//     weight of our sources and the first visit has a budget (bench/web_budget.mjs). Each script
//     gets a source map (x.js.map, original text included) so DevTools shows the commented
//     source; browsers fetch maps only when DevTools is open. The Emscripten glue (wasm/*.js) is
//     minified as a classic script: its top-level names (createDlxSudokuCore, the worker's
//     importScripts global) are kept, only local names and whitespace go.
//   - The string catalogs on the game page's first screen (index.html's static module graph) ship
//     English only in the bundle; their Chinese half is a chunk of its own (catalog_x.zh-HASH.js),
//     loaded when the page is shown in Chinese (web/i18n/i18n.js takes a loader for a language's
//     table): an English first visit never downloads it. Catalogs loaded later with their feature
//     (dialogs, hints) keep both halves, so a view that loads in Chinese has its strings at once.
// sw.js (the service worker) is written last, with the list of every other file of dist/ and a
// version that hashes their contents, so the offline copy is always complete and any change to any
// file is a new version for browsers (web/sw.js, web/ui/chrome/offline.js).
// Before writing, every URL the files name is checked (pages, scripts, styles, the manifest):
//   - it must be relative ("./x.js", "../wasm/x.js"): a root-relative "/x.js" breaks the site as
//     soon as it is served from a sub-path such as https://example.org/games/sudoku/;
//   - it must point at a file that is in dist/, so nothing the page loads is left behind.
//
// Usage: node .ci/build_dist.mjs [--out DIR] [--wasm DIR] [--web DIR] [--no-minify] [--quiet]
//   --out   where to write (default dist/ at the repository root); replaced as a whole
//   --wasm  where dlx_sudoku{,_core}.{js,wasm} come from (default web/wasm/), for size experiments
//   --web   the site's sources (default web/), for the checks' own tests
//   --no-minify  bundle without minifying, copy other scripts unchanged (to debug a problem that only shows in dist/)
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

// ---- the pages' module graphs ------------------------------------------------------------------
const STATIC_IMPORTS = PATTERNS['.js'].slice(0, 2);
const sourceOf = new Map(plan);
const resolveUrl = (from, url) => new URL(url, `http://site/${from}`).pathname.replace(/^\//, '');
const MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']module["'][^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>/g;

/** The module scripts a page loads: [{ tag, src, file }] (file: the site path src names). */
function pageScripts(page, text) {
  return [...stripComments(text, '.html').matchAll(MODULE_SCRIPT)].map((m) => ({ tag: m[0], src: m[1], file: resolveUrl(page, m[1]) }));
}

/** The modules a page's module scripts import statically, in a stable order (entries excluded). */
function staticGraph(page, text) {
  const entries = pageScripts(page, text).map((s) => s.file);
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

// ---- the other language on demand -------------------------------------------------------------
// A first-screen catalog's module becomes its English table plus a loader for the Chinese one,
// which the bundler turns into a chunk of its own (catalog_x.zh-HASH.js).
const ON_DEMAND_LANGUAGE = 'zh';
const splitCatalogs = new Map(); // file -> { text: the module without that language, other: its table as a module }
if (sourceOf.has('index.html')) {
  const firstScreen = staticGraph('index.html', readFileSync(sourceOf.get('index.html'), 'utf8'));
  for (const file of firstScreen.filter((f) => /^i18n\/catalog_\w+\.js$/.test(f))) {
    const catalog = (await import(pathToFileURL(sourceOf.get(file)).href)).default;
    if (!catalog || typeof catalog[ON_DEMAND_LANGUAGE] !== 'object') fail(`${file} has no "${ON_DEMAND_LANGUAGE}" table`);
    const name = basename(file, '.js');
    const rest = Object.entries(catalog).filter(([code]) => code !== ON_DEMAND_LANGUAGE)
      .map(([code, table]) => `${JSON.stringify(code)}: ${JSON.stringify(table)}`);
    splitCatalogs.set(file, {
      text: `// Built by .ci/build_dist.mjs from web/${file}: "${ON_DEMAND_LANGUAGE}" loads on demand.\n` +
        `export default { ${rest.join(', ')}, ${ON_DEMAND_LANGUAGE}: () => import('./${name}.${ON_DEMAND_LANGUAGE}.js').then((m) => m.default) };\n`,
      other: `// Built by .ci/build_dist.mjs: the "${ON_DEMAND_LANGUAGE}" table of web/${file}.\n` +
        `export default ${JSON.stringify(catalog[ON_DEMAND_LANGUAGE])};\n`,
    });
  }
}

// ---- bundle --------------------------------------------------------------------------------------
// esbuild bundles every page's module scripts (the entries) into BUNDLE_DIR/: one file per entry
// with the modules it imports statically, and a chunk per part loaded later with import() (dialogs,
// hints, variants, the other language's strings) or shared by two entries. The first screen is
// then a handful of requests instead of one per module. Details that keep it working:
//   - An entry another module imports (engine/worker_start.js, which index.html loads early to
//     start the worker for a share link, and app.js takes the worker from) stays external to the
//     importer, so the page has one instance.
//   - new URL('./x', import.meta.url) names a file relative to the source module; in a bundle
//     import.meta.url is the output file's, so the URL is rewritten from BUNDLE_DIR/ (every output
//     lies one folder down: BUNDLE_DIR/ and the library below). The files such URLs name (the
//     classic worker, stylesheets, sw.js) ship as files of their own.
//   - LIBRARY modules are loaded by no page but are an API for other pages (the engine client of
//     web/engine/dlx_engine.d.ts): each is bundled alone at its own path.
const BUNDLE_DIR = 'js';
const LIBRARY = ['engine/engine_client.js'].filter((file) => sourceOf.has(file));
const pageEntries = new Map(); // page -> its scripts
for (const [file, source] of plan) {
  if (file.endsWith('.html')) pageEntries.set(file, pageScripts(file, readFileSync(source, 'utf8')));
}
const entryFiles = [...new Set([...pageEntries.values()].flat().map((s) => s.file))].filter((file) => sourceOf.has(file));
const entryName = new Map();
for (const file of entryFiles) {
  const name = basename(file, extname(file));
  if ([...entryName.values()].includes(name)) fail(`two page scripts are named ${name}.js: bundles would collide in ${BUNDLE_DIR}/`);
  entryName.set(file, name);
}
const sitePathOf = (path) => relative(webDir, path).split(sep).join('/');
const namedByUrl = new Set(); // files the modules name with new URL(): shipped as files of their own

let esbuild = null;
try {
  esbuild = await import('esbuild');
} catch {
  fail('esbuild is not installed: run "npm ci"');
}
const minifyAll = !opts['no-minify'];

/** The esbuild plugin that reads web/ for the bundle (see above). */
function sitePlugin(outputDir, { firstScreen = [], later = new Set() } = {}) {
  const toRoot = `${relative(outputDir, '.').split(sep).join('/') || '.'}/`; // '../' from BUNDLE_DIR/
  return {
    name: 'dlx-site',
    setup(build) {
      build.onResolve({ filter: /\.zh\.js$/ }, (args) => {
        const catalog = sitePathOf(join(args.resolveDir, args.path.replace(/\.zh\.js$/, '.js')));
        if (!splitCatalogs.has(catalog)) return undefined;
        return { path: join(webDir, catalog.replace(/\.js$/, `.${ON_DEMAND_LANGUAGE}.js`)), namespace: 'other-language', pluginData: catalog };
      });
      build.onLoad({ filter: /.*/, namespace: 'other-language' }, (args) => ({ contents: splitCatalogs.get(args.pluginData).other, loader: 'js' }));
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        if (args.kind === 'entry-point' || !args.importer) return undefined;
        const target = sitePathOf(resolve(args.resolveDir, args.path));
        if (!entryName.has(target)) return undefined;
        return { path: `./${entryName.get(target)}.js`, external: true };
      });
      build.onLoad({ filter: /\.m?js$/ }, (args) => {
        const file = sitePathOf(args.path);
        let text = splitCatalogs.get(file)?.text ?? readFileSync(args.path, 'utf8');
        text = text.replace(/\bnew\s+URL\(\s*(["'`])([^"'`$]+)\1\s*,\s*import\.meta\.url\s*\)/g, (_, quote, url) => {
          const target = resolveUrl(file, url);
          namedByUrl.add(target);
          return `new URL(${JSON.stringify(toRoot + target)}, import.meta.url)`;
        });
        // At the end, so the source map's lines stay the module's own.
        if (later.has(file)) text += `\n${firstScreen.map((f) => `import ${JSON.stringify(join(webDir, f))};`).join(' ')}\n`;
        return { contents: text, loader: 'js' };
      });
    },
  };
}

const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: minifyAll,
  sourcemap: 'linked', // x.js.map with the original text, for DevTools only
  sourcesContent: true,
  charset: 'utf8',
  write: false,
  metafile: true,
  logLevel: 'silent',
  absWorkingDir: webDir, // the metafile then names inputs by their site paths
};

async function bundle(options) {
  try {
    return await esbuild.build({ ...BUNDLE_OPTIONS, ...options });
  } catch (error) {
    rmSync(staging, { recursive: true, force: true }); // no half-written copy left beside dist/
    fail(`bundling failed:\n  ${(error.errors ?? [error]).map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ` : ''}${e.text ?? e.message}`).join('\n  ')}`);
    return null;
  }
}

// ---- the service worker's precache list --------------------------------------------------------
// sw.js is written last: its BUILD line gets every other file of dist/ (the whole app shell,
// .wasm and lazily loaded chunks included, so nothing is missing offline) and a version that is a
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
mkdirSync(staging, { recursive: true });
const written = [];
const writeOut = (file, contents) => {
  const target = join(staging, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents);
  if (!file.endsWith('.map') && !written.includes(file)) written.push(file); // pages' builds may share a chunk
};

// One build per page, so a page's chunks are cut for that page alone. Each runs twice: the first
// run finds the page's first screen (what its scripts import statically) and the modules it loads
// later (import() targets); the second adds to each of those an import of the whole first screen,
// which is already loaded when they are. Without that, esbuild cuts the first screen into a chunk
// per combination of later parts that share its modules (ten chunks for index.html); with it, the
// first screen is the entry's file plus one chunk.
async function bundlePage(entries) {
  const options = {
    entryPoints: Object.fromEntries(entries.map((file) => [entryName.get(file), sourceOf.get(file)])),
    outdir: join(staging, BUNDLE_DIR),
    splitting: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
  };
  const { inputs } = (await bundle({ ...options, plugins: [sitePlugin(BUNDLE_DIR)] })).metafile;
  const firstScreen = [];
  const visit = (file) => {
    for (const imp of inputs[file]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || firstScreen.includes(imp.path) || entries.includes(imp.path)) continue;
      firstScreen.push(imp.path);
      visit(imp.path);
    }
  };
  entries.forEach(visit);
  const later = new Set(Object.values(inputs).flatMap((input) => input.imports)
    .filter((imp) => imp.kind === 'dynamic-import' && sourceOf.has(imp.path)).map((imp) => imp.path));
  return bundle({ ...options, plugins: [sitePlugin(BUNDLE_DIR, { firstScreen, later })] });
}
const pageBundles = new Map(); // page -> its build (for the preloads)
for (const [page, scripts] of pageEntries) {
  const entries = scripts.map((s) => s.file).filter((file) => entryName.has(file));
  if (entries.length) pageBundles.set(page, await bundlePage(entries));
}
const libraries = [];
for (const file of LIBRARY) {
  libraries.push(await bundle({
    entryPoints: [sourceOf.get(file)],
    outfile: join(staging, file),
    plugins: [sitePlugin(dirname(file))],
  }));
}
for (const result of [...pageBundles.values(), ...libraries]) {
  for (const out of result.outputFiles) writeOut(relative(staging, out.path).split(sep).join('/'), out.contents);
}

/** The chunks a page's entry output imports statically (to preload with the page), nearest first. */
function staticChunks(page, entryOutput) {
  const { outputs } = pageBundles.get(page).metafile;
  const key = (file) => Object.keys(outputs).find((k) => resolve(webDir, k) === resolve(join(staging, file)));
  const order = [];
  const visit = (outKey) => {
    for (const imp of outputs[outKey]?.imports ?? []) {
      if (imp.kind !== 'import-statement' || imp.external || order.includes(imp.path)) continue;
      order.push(imp.path);
      visit(imp.path);
    }
  };
  visit(key(entryOutput));
  return order.map((k) => relative(staging, resolve(webDir, k)).split(sep).join('/'));
}

/** A page with its module scripts pointed at their bundles, and the chunks those import preloaded. */
function pageForBundles(page, text) {
  const depth = page.split('/').length - 1;
  const href = (file) => (depth ? `${'../'.repeat(depth)}${file}` : `./${file}`);
  const preloads = [];
  for (const script of pageEntries.get(page) ?? []) {
    if (!entryName.has(script.file)) continue;
    const output = `${BUNDLE_DIR}/${entryName.get(script.file)}.js`;
    text = text.replace(script.tag, script.tag.replace(script.src, href(output)));
    for (const chunk of staticChunks(page, output)) if (!preloads.includes(chunk)) preloads.push(chunk);
  }
  if (preloads.length === 0 || !/<\/head>/i.test(text)) return text;
  const links = preloads.map((file) => `  <link rel="modulepreload" href="${href(file)}">`);
  return text.replace(/<\/head>/i, `  <!-- added by .ci/build_dist.mjs: the chunks the page's scripts import, fetched at once -->\n${links.join('\n')}\n</head>`);
}

// ---- the files that ship as they are (or minified one by one) -----------------------------------
/** A classic script (the worker, the Emscripten glue, sw.js) minified, with its source map. */
function minifyScript(file, text) {
  const out = esbuild.transformSync(text, {
    loader: 'js', minify: true, sourcemap: 'external', sourcefile: basename(file), sourcesContent: true, charset: 'utf8',
  });
  return { code: `${out.code}//# sourceMappingURL=${basename(file)}.map\n`, map: out.map };
}

const missing = [...namedByUrl].filter((file) => !sourceOf.has(file));
if (missing.length) fail(`the modules name files that are not in dist/: ${missing.join(', ')}`);
for (const [file, source] of plan) {
  if (file === SW_FILE) continue; // below, once every other file is written
  if (file.endsWith('.html')) {
    writeOut(file, pageForBundles(file, readFileSync(source, 'utf8')));
  } else if (/\.m?js$/.test(file)) {
    // Modules are in the bundles; what ships alone is what is loaded by URL, not by import: the
    // classic worker (bundled alone, its import()s of ES modules inlined, so the engine's start
    // waits for no further request) and the Emscripten glue.
    if (!namedByUrl.has(file) && !file.startsWith('wasm/')) continue;
    if (namedByUrl.has(file)) {
      const result = await bundle({ entryPoints: [source], outfile: join(staging, file), format: 'iife', plugins: [sitePlugin(dirname(file))] });
      for (const out of result.outputFiles) writeOut(relative(staging, out.path).split(sep).join('/'), out.contents);
      continue;
    }
    if (!minifyAll) {
      writeOut(file, readFileSync(source));
      continue;
    }
    let result;
    try {
      result = minifyScript(file, readFileSync(source, 'utf8'));
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      fail(`${file} could not be minified: ${error.message}`);
    }
    writeOut(file, result.code);
    writeOut(`${file}.map`, result.map);
  } else if (file.endsWith('.css') && minifyAll) {
    const out = esbuild.transformSync(readFileSync(source, 'utf8'), { loader: 'css', minify: true, charset: 'utf8' });
    writeOut(file, out.code);
  } else {
    writeOut(file, readFileSync(source));
  }
}
let swVersion = null;
if (sourceOf.has(SW_FILE)) {
  const { text, version } = serviceWorkerSource(sourceOf.get(SW_FILE), [...written].sort(), staging);
  swVersion = version;
  if (minifyAll) {
    const { code, map } = minifyScript(SW_FILE, text);
    writeOut(SW_FILE, code);
    writeOut(`${SW_FILE}.map`, map);
  } else {
    writeOut(SW_FILE, text);
  }
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
log(`build_dist: ${written.length} files (${entryFiles.length} page scripts bundled into ${BUNDLE_DIR}/${minifyAll ? ', minified, with source maps' : ''}) in ${relative(root, outDir) || outDir}/ ` +
  `(${(raw / 1024).toFixed(1)} KiB, ${(gz / 1024).toFixed(1)} KiB gzip -9 in all; ` +
  `${swVersion ? `service worker version ${swVersion}; ` : ''}` +
  `what a first visit loads: node bench/web_budget.mjs)`);
