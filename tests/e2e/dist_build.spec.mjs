// .ci/build_dist.mjs, the step that turns web/ into dist/: what it ships and leaves out, and the
// checks that stop a build whose pages would break on a sub-path or miss a file. No browser: the
// served site is tested in dist_site.spec.mjs.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
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

  test('dist/ holds web/ minus its development files, plus the WebAssembly module', async () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--out', out])).toEqual({ code: 0, stderr: '' });
    const shipped = files(out);
    expect(shipped).toContain('index.html');
    expect(shipped).toContain('engine/worker.js');
    expect(shipped).toEqual(expect.arrayContaining(['wasm/dlx_sudoku.js', 'wasm/dlx_sudoku.wasm']));
    for (const file of shipped) {
      expect(file, 'development files stay out').not.toMatch(/(^|\/)(serve\.mjs|package\.json)$|\.d\.ts$/);
    }
    const web = files(join(root, 'web')).filter((f) => !f.startsWith('wasm/') && /\.(html|js|css)$/.test(f));
    expect(web.length).toBeGreaterThan(5);
    for (const file of web) {
      expect(shipped, file).toContain(file);
      const original = readFileSync(join(root, 'web', file), 'utf8');
      const built = readFileSync(join(out, file), 'utf8');
      if (file.endsWith('.js')) {
        // Minified, with a source map that carries the original text for DevTools.
        expect(built, file).toContain(`//# sourceMappingURL=${file.split('/').pop()}.map`);
        const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8'));
        const zhFile = file.replace(/\.js$/, '.zh.js');
        if (shipped.includes(zhFile)) {
          // A first-screen catalog: English here, Chinese in catalog_x.zh.js behind a loader;
          // together they are the catalog of web/. (Node reads them as ES modules, as browsers do.)
          writeFileSync(join(out, dirname(file), 'package.json'), '{ "type": "module" }\n');
          const built = (await import(pathToFileURL(join(out, file)).href)).default;
          const source = (await import(pathToFileURL(join(root, 'web', file)).href)).default;
          expect(built.en, file).toEqual(source.en);
          expect(typeof built.zh, file).toBe('function');
          expect(await built.zh(), zhFile).toEqual(source.zh);
          expect(map.sourcesContent[0], file).toContain(`from web/${file}`);
          continue;
        }
        expect(built.length, file).toBeLessThan(map.sourcesContent[0].length);
        // sw.js alone is built from its source with the precache list filled in (next test).
        const source = file === 'sw.js' ? original.replace(/^const BUILD = .*$/m, map.sourcesContent[0].match(/^const BUILD = .*$/m)?.[0]) : original;
        expect(map.sourcesContent, file).toEqual([source]);
      } else if (file.endsWith('.css')) {
        expect(built, file).toBe(original);
      }
    }
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

  test('the service worker precaches every file of dist/ (maps aside) under a version that is a hash of their contents', () => {
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--out', out, '--no-minify'])).toEqual({ code: 0, stderr: '' });
    const readBuild = () => JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(join(out, 'sw.js'), 'utf8'))[1]);
    const first = readBuild();
    const expected = files(out).filter((f) => f !== 'sw.js' && !f.endsWith('.map'));
    expect(first.files).toEqual(expected);
    expect(first.files).toEqual(expect.arrayContaining(['index.html', 'wasm/dlx_sudoku.wasm', 'manifest.webmanifest', 'ui/dialogs.css']));
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

  test('pages preload their static module graph, and nothing that loads lazily', () => {
    const web = site({
      'index.html': `<!doctype html><html><head>${PAGE}</head><body></body></html>`,
      'style.css': '',
      'app.js': "import { a } from './lib/a.js';\nexport * from './lib/b.js';\nbutton.onclick = () => import('./lazy.js');\n",
      'lib/a.js': "import { c } from '../deep/c.js';\nexport const a = c;\n",
      'lib/b.js': "export { c } from '../deep/c.js';\n",
      'deep/c.js': 'export const c = 1;\n',
      'lazy.js': "import { a } from './lib/a.js';\nexport const lazy = a;\n",
    });
    temp.push(web);
    const out = join(tempDir('dlx-dist-'), 'dist');
    expect(build(['--web', web, '--out', out, '--no-minify'])).toEqual({ code: 0, stderr: '' });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['./lib/a.js', './deep/c.js', './lib/b.js']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(readFileSync(join(out, 'app.js'), 'utf8')).toBe(readFileSync(join(web, 'app.js'), 'utf8'));
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

  test('without a built module the build says what to run', () => {
    const { code, stderr } = build(['--wasm', tempDir('dlx-nowasm-'), '--out', join(tempDir('dlx-dist-'), 'dist')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/dlx_sudoku(_core)?\.js is missing: build the WebAssembly module first \(npm run build\)/);
  });
});
