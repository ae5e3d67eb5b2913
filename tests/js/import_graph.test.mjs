// The module graph of web/: no import circles, and the layers point one way (style.md "the arrow
// points one way"). Parses every web/**/*.js module's static imports, re-exports and dynamic
// import()s with a relative specifier; a circle is named file by file, so the fix is obvious.
// WEB_DIR=/path/to/web runs it against another tree (an older checkout, to see what it finds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = resolve(process.env.WEB_DIR ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web'));

function modules(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // wasm/: the Emscripten glue, built and git-ignored, not ours to lay out.
    if (entry.name.startsWith('.') || entry.name === 'wasm' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modules(path));
    else if (entry.name.endsWith('.js')) out.push(relative(WEB, path).split(sep).join('/'));
  }
  return out.sort();
}

// Comments out first (a specifier in a comment is no edge); then `import ... from '...'`,
// `import '...'`, `export ... from '...'` and `import('...')` with a literal relative specifier.
const SPECIFIERS = [
  /\bimport\s+(?:[\w*{}\s,$]+\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/g,
  /\bexport\s+[\w*{}\s,$]+\s+from\s+["'](\.{1,2}\/[^"']+)["']/g,
  /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g,
];
const stripComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:"'`\\])\/\/.*$/gm, '$1');

/** Map: module -> the modules it imports (site paths such as 'ui/board/board_view.js'). */
function importGraph() {
  const graph = new Map();
  for (const file of modules(WEB)) {
    const body = stripComments(readFileSync(join(WEB, file), 'utf8'));
    const targets = new Set();
    for (const pattern of SPECIFIERS) {
      for (const m of body.matchAll(pattern)) {
        targets.add(relative(WEB, resolve(WEB, dirname(file), m[1])).split(sep).join('/'));
      }
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Every elementary circle found by a depth-first search, each as [a, b, ..., a], shortest first. */
function cycles(graph) {
  const found = new Map(); // the circle's sorted members -> the circle (one report per circle)
  const state = new Map(); // file -> 'open' while on the stack, 'done' after
  const stack = [];
  const visit = (file) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = [...stack.slice(stack.indexOf(next)), next];
        const key = [...new Set(circle)].sort().join(' ');
        if (!found.has(key)) found.set(key, circle);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()].sort((a, b) => a.length - b.length);
}

test('import graph: every relative import of web/ names a module that exists', () => {
  const graph = importGraph();
  const missing = [...graph].flatMap(([file, targets]) => targets.filter((t) => !graph.has(t)).map((t) => `${file} -> ${t}`));
  assert.deepEqual(missing, []);
});

test('import graph: no import circles in web/', () => {
  const found = cycles(importGraph());
  assert.equal(found.length, 0, `import circles:\n  ${found.map((c) => c.join(' -> ')).join('\n  ')}`);
});

// The layers: the model (game/) knows no controller, view or visualizer; the engine's wrapper
// (engine/) knows nothing of the game; the middle end (app/) and the words it and the views share
// (words/) know no view. i18n/ is shared by all, so it imports none of them either.
const LAYERS = [
  { from: 'words/', never: ['app/', 'ui/', 'viz/', 'bench/', 'app.js'] },
  { from: 'game/', never: ['app/', 'ui/', 'viz/', 'bench/', 'app.js'] },
  { from: 'engine/', never: ['game/', 'app/', 'ui/', 'viz/', 'bench/', 'app.js'] },
  { from: 'i18n/', never: ['game/', 'app/', 'ui/', 'viz/', 'bench/', 'engine/', 'app.js'] },
  { from: 'app/', never: ['ui/', 'viz/', 'bench/', 'app.js'] },
];

test('import graph: game/, app/ and words/ import no view; engine/ and i18n/ nothing above them', () => {
  const wrong = [];
  for (const [file, targets] of importGraph()) {
    for (const { from, never } of LAYERS) {
      if (!file.startsWith(from)) continue;
      for (const target of targets) if (never.some((layer) => target.startsWith(layer))) wrong.push(`${file} -> ${target}`);
    }
  }
  assert.deepEqual(wrong, []);
});
