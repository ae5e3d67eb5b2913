// .ci/build_dist.mjs, the step that turns web/ into dist/: what it ships and leaves out, and the
// checks that stop a build whose pages would break on a sub-path or miss a file. No browser: the
// served site is tested in dist_site.spec.mjs.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = join(root, '.ci', 'build_dist.mjs');

function files(dir, base = dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, base));
    else out.push(relative(base, path).split(sep).join('/'));
  }
  return out.sort();
}

function build(args) {
  const run = spawnSync(process.execPath, [script, '--quiet', ...args], { encoding: 'utf8' });
  return { code: run.status, stderr: run.stderr };
}

/** A tiny site in a temp folder: { 'index.html': '...', ... } */
function site(tree) {
  const dir = mkdtempSync(join(tmpdir(), 'dlx-web-'));
  for (const [file, text] of Object.entries(tree)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const PAGE = '<!doctype html><link rel="stylesheet" href="./style.css"><script type="module" src="./app.js"></script>';

test.describe('build_dist', () => {
  const temp = [];
  test.afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const tempDir = (prefix) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    temp.push(dir);
    return dir;
  };

  test('dist/ holds the pages, their bundles in js/, the files loaded by URL and the WebAssembly module; no development files', async () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--out', out])).toEqual({ code: 0, stderr: '' });
    const shipped = files(out);
    for (const file of ['index.html', 'dlx.html', 'js/app.js', 'js/worker_start.js', 'js/viz_app.js', 'engine/worker.js', 'engine/engine_client.js',
      'worksheet.html', 'js/worksheet.js', 'viz/exercises.css',
      'styles.css', 'ui/dialogs/dialogs.css', 'ui/variants/variants.css', 'viz/viz.css', 'sw.js', 'manifest.webmanifest', 'wasm/dlx_sudoku.js', 'wasm/dlx_sudoku.wasm']) {
      expect(shipped, file).toContain(file);
    }
    for (const file of shipped) {
      expect(file, 'development files stay out').not.toMatch(/(^|\/)(serve\.mjs|package\.json)$|\.d\.ts$/);
    }
    // The modules are in the bundles, not beside them: of web/'s modules only what is loaded by URL
    // (the classic worker) and the engine's client library ship at their own paths.
    const webModules = files(join(root, 'web')).filter((f) => !f.startsWith('wasm/') && f.endsWith('.js'));
    expect(webModules.filter((f) => shipped.includes(f)).sort()).toEqual(['engine/engine_client.js', 'engine/worker.js', 'sw.js']);
    // Every script is minified, with a map holding the original text for DevTools.
    for (const file of shipped.filter((f) => f.endsWith('.js'))) {
      const built = readFileSync(join(out, file), 'utf8');
      expect(built, file).toContain(`//# sourceMappingURL=${file.split('/').pop()}.map`);
      const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'));
      expect(map.sources.length, file).toBe(map.sourcesContent.length);
      if (!/^js\/.*\.zh-/.test(file) && map.sources.length > 0) expect(map.sourcesContent.join('').length, file).toBeGreaterThan(built.length);
    }
    const appMap = JSON.parse(readFileSync(join(out, 'js/app.js.map'), 'utf8'));
    expect(appMap.sourcesContent[appMap.sources.findIndex((s) => s.endsWith('/app.js'))]).toContain('// Composition root');
    for (const file of shipped.filter((f) => f.endsWith('.css'))) {
      expect(readFileSync(join(out, file), 'utf8').length, file).toBeLessThan(readFileSync(join(root, 'web', file), 'utf8').length);
    }
    // The pages load their bundles, by relative URLs.
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/<script type="module" src="\.\/js\/app\.js"><\/script>/);
    expect(readFileSync(join(out, 'dlx.html'), 'utf8')).toMatch(/<script type="module" src="\.\/js\/viz_app\.js"><\/script>/);
    // The modules ship exactly as built (and as the node tests load them); their Emscripten glue
    // is minified as a classic script: its global factory keeps its name, and its map holds the
    // glue as built.
    for (const name of ['dlx_sudoku.wasm', 'dlx_sudoku_core.wasm']) {
      expect(readFileSync(join(out, 'wasm', name)).equals(readFileSync(join(root, 'web/wasm', name))), name).toBe(true);
    }
    for (const [name, factory] of [['dlx_sudoku.js', 'createDlxSudoku'], ['dlx_sudoku_core.js', 'createDlxSudokuCore']]) {
      const original = readFileSync(join(root, 'web/wasm', name), 'utf8');
      const built = readFileSync(join(out, 'wasm', name), 'utf8');
      expect(built.length, name).toBeLessThan(original.length * 0.7);
      expect(built, name).toMatch(new RegExp(`^var ${factory}=`));
      expect(JSON.parse(readFileSync(join(out, 'wasm', `${name}.map`), 'utf8')).sourcesContent, name).toEqual([original]);
    }
  });

  test("the game page's first screen is its bundle and the chunks it preloads: English only, no later part", async () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--out', out])).toEqual({ code: 0, stderr: '' });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="\.\/([^"]+)">/g)].map((m) => m[1]);
    // What the page's scripts import statically, followed through the bundle's own imports.
    const staticImports = (file) => [...readFileSync(join(out, file), 'utf8').matchAll(/\bimport\s*(?:[\w${}\s,*]*?from\s*)?"(\.\/[^"]+)"/g)]
      .map((m) => `js/${m[1].slice(2)}`);
    const firstScreen = new Set(['js/app.js', 'js/worker_start.js']);
    for (const file of firstScreen) staticImports(file).forEach((f) => firstScreen.add(f));
    expect([...firstScreen].filter((f) => !['js/app.js', 'js/worker_start.js'].includes(f)).sort()).toEqual([...preloads].sort());
    expect(firstScreen.size).toBeLessThanOrEqual(4); // a handful of requests, not one per module
    const text = [...firstScreen].map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    // The Chinese strings of every catalog are elsewhere, in chunks of their own.
    const chunks = files(join(out, 'js')).filter((f) => f.endsWith('.js'));
    for (const catalog of ['catalog_game', 'catalog_levels', 'catalog_site']) {
      const source = (await import(pathToFileURL(join(root, 'web/i18n', `${catalog}.js`)).href)).default;
      const plain = (s) => s.length > 12 && !/["'`\\\n]/.test(s); // written the same in any minified string literal
      const zh = Object.values(source.zh).filter(plain);
      const en = Object.values(source.en).filter(plain);
      expect(zh.length, catalog).toBeGreaterThan(0);
      for (const s of en) expect(text, `${catalog}: ${s}`).toContain(s);
      for (const s of zh) expect(text, `${catalog}: ${s}`).not.toContain(s);
      const zhChunk = chunks.find((f) => f.startsWith(`${catalog}.zh-`));
      expect(zhChunk, catalog).toBeTruthy();
      const zhText = readFileSync(join(out, 'js', zhChunk), 'utf8');
      for (const s of zh) expect(zhText, `${catalog}: ${s}`).toContain(s);
    }
    // The parts loaded later are not in it: dialogs, hints' words, the variant rules.
    const lazy = chunks.filter((f) => /^(import_dialog|share_dialog|hint_panel|variant_ui|variant|finish_card|solution_path)-/.test(f));
    expect(lazy.length).toBe(7);
    for (const f of lazy) expect(firstScreen.has(`js/${f}`), f).toBe(false);
    // By the source maps: which of web/'s modules the first screen holds.
    const modules = [...firstScreen].flatMap((f) => JSON.parse(readFileSync(join(out, `${f}.map`), 'utf8')).sources
      .map((s) => relative(join(root, 'web'), resolve(dirname(join(out, f)), s)).split(sep).join('/')));
    expect(modules).toEqual(expect.arrayContaining(['app.js', 'ui/board/board_view.js', 'engine/engine_client.js', 'i18n/catalog_game.js']));
    for (const later of ['ui/dialogs/import_dialog.js', 'ui/dialogs/share_dialog.js', 'ui/hints/hint_panel.js', 'words/hint_text.js', 'ui/dialogs/finish_card.js',
      'ui/hints/solution_path.js', 'game/variant.js', 'ui/variants/variant_ui.js', 'i18n/catalog_dialogs.js', 'i18n/catalog_hints.js', 'i18n/catalog_variants.js']) {
      expect(modules, later).not.toContain(later);
    }
  });

  test('the service worker precaches every file of dist/ (maps aside) under a version that is a hash of their contents', () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--out', out, '--no-minify'])).toEqual({ code: 0, stderr: '' });
    const readBuild = () => JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(join(out, 'sw.js'), 'utf8'))[1]);
    const first = readBuild();
    const expected = files(out).filter((f) => f !== 'sw.js' && !f.endsWith('.map'));
    expect(first.files).toEqual(expected);
    expect(first.files).toEqual(expect.arrayContaining(['index.html', 'wasm/dlx_sudoku.wasm', 'manifest.webmanifest', 'ui/dialogs/dialogs.css']));
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
    // Same input, same version; one changed byte anywhere, a new version.
    expect(build(['--out', out, '--no-minify'])).toEqual({ code: 0, stderr: '' });
    expect(readBuild().version).toBe(first.version);
    const web = tempDir('dlx-web-copy-');
    cpSync(join(root, 'web'), web, { recursive: true });
    writeFileSync(join(web, 'styles.css'), `${readFileSync(join(web, 'styles.css'), 'utf8')}\n`);
    expect(build(['--out', out, '--no-minify', '--web', web])).toEqual({ code: 0, stderr: '' });
    expect(readBuild().version).not.toBe(first.version);
  });

  test("a page's modules are bundled: one file per entry, shared code in a preloaded chunk, import() targets in chunks of their own", () => {
    const web = site({
      'index.html': `<!doctype html><html><head>${PAGE}</head><body></body></html>`,
      'style.css': '',
      'app.js': "import { a } from './lib/a.js';\nexport * from './lib/b.js';\nbutton.onclick = () => import('./lazy.js');\nconsole.log(a, new URL('./lib/data.txt', import.meta.url));\n",
      'lib/a.js': "import { c } from '../deep/c.js';\nexport const a = c;\n",
      'lib/b.js': "export { c } from '../deep/c.js';\n",
      'lib/data.txt': 'named by URL',
      'deep/c.js': 'export const c = 1;\n',
      'lazy.js': "import { a } from './lib/a.js';\nexport const lazy = a;\n",
    });
    temp.push(web);
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--web', web, '--out', out, '--no-minify'])).toEqual({ code: 0, stderr: '' });
    const shipped = files(out).filter((f) => !f.endsWith('.map'));
    expect(shipped.filter((f) => f.endsWith('.js') && !/^(js|wasm)\//.test(f))).toEqual(['sw.js'].filter((f) => shipped.includes(f)));
    const lazy = shipped.find((f) => /^js\/lazy-\w+\.js$/.test(f));
    expect(lazy).toBeTruthy();
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('<script type="module" src="./js/app.js"></script>');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.every((p) => /^\.\/js\/chunk-\w+\.js$/.test(p))).toBe(true);
    expect(preloads).not.toContain(`./${lazy}`);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    const app = readFileSync(join(out, 'js/app.js'), 'utf8');
    expect(app).toContain(`import("./${lazy.slice(3)}")`);
    expect(app).toContain('new URL("../lib/data.txt", import.meta.url)'); // from js/, the same file
    expect(shipped).toContain('lib/data.txt');
    expect(readFileSync(join(out, lazy), 'utf8')).not.toContain('const c = 1'); // shared, not copied
  });

  test('a rebuild replaces dist/ as a whole: files gone from web/ are gone from dist/', () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    mkdirSync(out);
    writeFileSync(join(out, 'stale.js'), 'old');
    expect(build(['--out', out]).code).toBe(0);
    expect(existsSync(join(out, 'stale.js'))).toBe(false);
  });

  test('a root-relative URL stops the build, naming the file, the URL and the fix', () => {
    const web = site({
      'index.html': PAGE.replace('./app.js', '/app.js'),
      'app.js': "import { x } from './lib/x.js';\n",
      'lib/x.js': 'export const x = 1;\n',
      'style.css': 'body { background: url(/img/bg.png); }\n',
    });
    temp.push(web);
    const { code, stderr } = build(['--web', web, '--out', join(tempDir('dlx-dist-'), 'dist')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/index\.html: "\/app\.js" is root-relative.*sub-path.*"\.\/app\.js"/);
    expect(stderr).toMatch(/style\.css: "\/img\/bg\.png" is root-relative/);
  });

  test('a module or worker that would not be in dist/ stops the build', () => {
    const web = site({
      'index.html': PAGE,
      'style.css': '',
      'app.js': [
        "import { x } from './lib/x.js';",
        "import { serve } from './serve.mjs';        // a development file: not shipped",
        "const w = new Worker(new URL('./engine/missing_worker.js', import.meta.url));",
        '// import "./commented_out.js" is not a reference',
        "const link = 'https://example.org/elsewhere.js';",
      ].join('\n'),
      'lib/x.js': 'export const x = 1;\n',
      'serve.mjs': '',
    });
    temp.push(web);
    const { code, stderr } = build(['--web', web, '--out', join(tempDir('dlx-dist-'), 'dist')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/app\.js: "\.\/serve\.mjs" points at serve\.mjs, which is not in dist\//);
    expect(stderr).toMatch(/app\.js: "\.\/engine\/missing_worker\.js" points at engine\/missing_worker\.js/);
    expect(stderr).not.toMatch(/commented_out|example\.org|lib\/x\.js/);
  });

  test('a module that does not parse stops the build, naming the file, line and column, and leaves no copy behind', () => {
    const web = site({ 'index.html': PAGE, 'style.css': '', 'app.js': "import { x } from './lib.js';\nconst = x;\n", 'lib.js': 'export const x = 1;\n' });
    temp.push(web);
    const parent = tempDir('dlx-dist-');
    const { code, stderr } = build(['--web', web, '--out', join(parent, 'dist')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/bundling failed:\n {2}app\.js:2:6: Expected identifier/);
    expect(readdirSync(parent)).toEqual([]);
  });

  test('without a built module the build says what to run', () => {
    const { code, stderr } = build(['--wasm', tempDir('dlx-nowasm-'), '--out', join(tempDir('dlx-dist-'), 'dist')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/dlx_sudoku(_core)?\.js is missing: build the WebAssembly module first \(npm run build\)/);
  });
});
