// node --test: no string key used by the code is missing from the catalogues (issue 33, finding 6:
// a broken link's rules showed the raw key "link.rules_bad"). Every key that web/'s modules and
// pages name literally (t('x.y'), localize(el, 'x.y'), { key: 'x.y' }, data-i18n="x.y") has an
// English and a Chinese string, and each module finds its keys in a catalogue its own static
// imports load: a key kept only in a catalogue that loads later (with the variants, a dialog)
// shows as the raw key when the module speaks first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../web/', import.meta.url));
const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const path = join(dir, entry.name);
  if (entry.isDirectory()) return entry.name === 'wasm' ? [] : files(path);
  return /\.(js|html)$/.test(entry.name) ? [path] : [];
});
const all = files(web);
const source = new Map(all.map((path) => [path, readFileSync(path, 'utf8')]));
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

const KEY = String.raw`([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)`;
const USES = [
  new RegExp(String.raw`\bt\(\s*['"]${KEY}['"]`, 'g'),
  new RegExp(String.raw`\blocalize\([^,()]+(?:\([^()]*\))?,\s*['"]${KEY}['"]`, 'g'),
  new RegExp(String.raw`\bkey:\s*['"]${KEY}['"]`, 'g'),
];
const HTML_USES = [/\bdata-i18n="([^"]+)"/g, /\bdata-i18n-attr="([^"]+)"/g];

/** The keys a file names literally. */
function keysOf(path) {
  const text = source.get(path);
  if (path.endsWith('.html')) {
    return HTML_USES.flatMap((re) => [...text.matchAll(re)].flatMap((m) => m[1].split(';').map((part) => part.split(':').pop().trim())));
  }
  return USES.flatMap((re) => [...withoutComments(text).matchAll(re)].map((m) => m[1]));
}

const catalogs = new Map();
for (const path of all.filter((p) => /\/i18n\/catalog_\w+\.js$/.test(p))) catalogs.set(path, (await import(path)).default);

/** The modules `path` loads with static imports, itself included. */
function closure(path, seen = new Set()) {
  if (seen.has(path) || !source.has(path)) return seen;
  seen.add(path);
  const text = withoutComments(source.get(path));
  for (const m of text.matchAll(/\b(?:import|export)\s+(?:[\w*{}\s,$]+\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g)) {
    closure(resolve(dirname(path), m[1]), seen);
  }
  return seen;
}

test('every key the code names has an English and a Chinese string', () => {
  const missing = [];
  for (const path of all) {
    for (const key of keysOf(path)) {
      for (const code of ['en', 'zh']) {
        if (![...catalogs.values()].some((catalog) => typeof catalog[code] === 'object' && key in catalog[code])) {
          missing.push(`${relative(web, path)}: ${key} (${code})`);
        }
      }
    }
  }
  assert.ok(all.length > 50 && [...all].some((p) => keysOf(p).length > 20), 'the scan finds the code and its keys');
  assert.deepEqual(missing, []);
});

/** The modules `path` loads with import() anywhere in its static graph. */
function lazyImports(paths) {
  return [...paths].flatMap((path) => [...withoutComments(source.get(path) ?? '').matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)]
    .map((m) => resolve(dirname(path), m[1])));
}

// Uses that speak only once the catalogue has loaded with the code that needs it, each said why.
const GUARDED = new Set([
  'app/game_starter.js: variant.rules_read', // only with `kit`, the variant UI that adds catalog_variants
]);

test('what each page shows finds its keys in the catalogues loaded with it (never only in a later one)', () => {
  const unreachable = new Set();
  // Keys named by `modules` must be in the catalogues `loaded` holds.
  const check = (modules, loaded) => {
    const tables = [...loaded].filter((p) => catalogs.has(p)).map((p) => catalogs.get(p).en);
    for (const path of modules) {
      for (const key of keysOf(path)) if (!tables.some((table) => key in table)) unreachable.add(`${relative(web, path)}: ${key}`);
    }
  };
  let pages = 0;
  for (const page of all.filter((p) => p.endsWith('.html'))) {
    const scripts = [...source.get(page).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => resolve(dirname(page), m[1]));
    if (scripts.length === 0) continue;
    pages += 1;
    const first = new Set(scripts.flatMap((script) => [...closure(script)]));
    check([page, ...first], first);
    // What loads later (a dialog, the variants, the hints) runs with the first screen's catalogues and its own.
    const seen = new Set(first);
    const later = lazyImports(first);
    while (later.length) {
      const entry = later.pop();
      if (seen.has(entry) || !source.has(entry)) continue;
      const graph = closure(entry);
      check([...graph].filter((p) => !first.has(p)), new Set([...first, ...graph]));
      graph.forEach((p) => seen.add(p));
      later.push(...lazyImports(graph));
    }
  }
  assert.ok(pages >= 4, 'the game, the visualizer, the sheets and the bench pages');
  assert.deepEqual([...unreachable].filter((use) => !GUARDED.has(use)), []);
});
