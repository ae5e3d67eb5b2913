// node --test: the language layer (web/i18n/). Every catalog has both languages with the same keys
// and the same {placeholders} (so no string falls back to English in the Chinese UI, and no
// placeholder is left unfilled); the Chinese strings are Chinese; t() fills placeholders, picks
// English plurals and falls back to English, then to the key; the browser's language and the
// remembered choice pick the start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('../../web/i18n/', import.meta.url));
const catalogs = await Promise.all(readdirSync(dir).filter((f) => /^catalog_.*\.js$/.test(f)).sort()
  .map(async (file) => [file, (await import(`${dir}${file}`)).default]));

const placeholders = (text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every catalog has en and zh with the same keys and the same placeholders', () => {
  assert.ok(catalogs.length >= 3, 'catalog_game, catalog_site and the other areas');
  for (const [file, catalog] of catalogs) {
    assert.deepEqual(Object.keys(catalog).sort(), ['en', 'zh'], file);
    const en = Object.keys(catalog.en).sort();
    const zh = Object.keys(catalog.zh).sort();
    assert.deepEqual(zh.filter((k) => !en.includes(k)), [], `${file}: keys only in zh`);
    assert.deepEqual(en.filter((k) => !zh.includes(k)), [], `${file}: keys without a Chinese string`);
    for (const key of en) {
      assert.deepEqual(placeholders(catalog.zh[key]), placeholders(catalog.en[key]), `${file}: ${key}`);
    }
  }
});

test('every key lives in one catalog; the first screen\'s keys are in the catalogs loaded with it', () => {
  const owners = new Map();
  for (const [file, catalog] of catalogs) {
    for (const key of Object.keys(catalog.en)) owners.set(key, [...(owners.get(key) ?? []), file]);
  }
  const twice = [...owners].filter(([, files]) => files.length > 1).map(([key, files]) => `${key}: ${files.join(', ')}`);
  assert.deepEqual(twice, []);
  // index.html shows these before any hint or path was asked for: not in the lazily loaded catalog_hints.js.
  const firstPaint = ['catalog_game.js', 'catalog_levels.js', 'catalog_site.js'];
  for (const key of ['path.button', 'hint.title', 'level.imported', 'level.shared']) {
    assert.ok(firstPaint.includes(owners.get(key)?.[0]), `${key} is in ${owners.get(key)}`);
  }
});

test('Chinese strings are Chinese (apart from names and key caps), English ones are not', () => {
  for (const [file, catalog] of catalogs) {
    for (const [key, text] of Object.entries(catalog.zh)) {
      // A lower-case English word in a Chinese string is an untranslated leftover; names (capitalised)
      // and format names (file extensions, a program, the test-line fields) stay as they are.
      const words = String(text).replace(/\{\w+\}/g, '').match(/\b[a-z]{3,}\b/g) ?? [];
      const english = words.filter((w) => !['sdk', 'qqwing', 'puzzle', 'count', 'solution', 'nodes', 'updates', 'solutions'].includes(w));
      assert.deepEqual(english, [], `${file}: zh ${key} looks English: ${text}`);
    }
    for (const [key, text] of Object.entries(catalog.en)) {
      assert.doesNotMatch(String(text), /[\u4e00-\u9fff]/, `${file}: en ${key}`);
    }
  }
});

test('t() fills placeholders, falls back to English and then to the key; setLanguage is remembered', async () => {
  const stored = new Map();
  globalThis.localStorage = { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => stored.set(k, String(v)) };
  Object.defineProperty(globalThis, 'navigator', { value: { languages: ['zh-CN', 'en'] }, configurable: true });
  const i18n = await import('../../web/i18n/i18n.js');
  assert.equal(i18n.pickLanguage(['fr-FR', 'zh-TW', 'en']), 'zh');
  assert.equal(i18n.pickLanguage(['de']), 'en');
  i18n.initLanguage();
  assert.equal(i18n.language(), 'zh');
  assert.equal(i18n.t('cell.position', { row: 2, col: 3 }), '第 2 行，第 3 列');
  i18n.addCatalog({ en: { 'test.only_en': 'only {x}' } });
  assert.equal(i18n.t('test.only_en', { x: 'English' }), 'only English');
  i18n.addCatalog({ en: { 'test.plural': '{n} {n|option|options}, {m} {m|item|items}' } });
  assert.equal(i18n.t('test.plural', { n: 1, m: 3 }), '1 option, 3 items');
  assert.equal(i18n.t('test.plural', { n: 0, m: 1 }), '0 options, 1 item');
  assert.equal(i18n.t('test.plural', { m: 1 }), '{n} {n|option|options}, 1 item');
  assert.equal(i18n.t('test.missing'), 'test.missing');
  const seen = [];
  const stop = i18n.onLanguageChange((code) => seen.push(code));
  i18n.setLanguage('en');
  stop();
  assert.deepEqual(seen, ['en']);
  assert.equal(stored.get('dlx-sudoku.language'), 'en');
  assert.equal(i18n.t('cell.position', { row: 2, col: 3 }), 'Row 2, Column 3');
  i18n.initLanguage(); // the remembered choice beats the browser's zh
  assert.equal(i18n.language(), 'en');
  assert.throws(() => i18n.setLanguage('fr'), /unknown language/);
});

test('counts of one read as English: one solution, node, earlier entry, square and step; one item has', async () => {
  globalThis.localStorage ??= { getItem: () => null, setItem: () => {} };
  const i18n = await import('../../web/i18n/i18n.js');
  i18n.addCatalog(catalogs.find(([file]) => file === 'catalog_viz.js')[1]);
  i18n.setLanguage('en');
  assert.equal(i18n.t('viz.n.end', { solutions: 1, nodes: 1, updates: 2 }), 'Search complete: 1 solution, 1 node, 2 updates.');
  assert.equal(i18n.t('viz.n.end', { solutions: 2, nodes: 17, updates: 1 }), 'Search complete: 2 solutions, 17 nodes, 1 update.');
  assert.equal(i18n.t('viz.tree.more', { count: 1 }), '… 1 earlier entry');
  assert.equal(i18n.t('viz.tree.more', { count: 40 }), '… 40 earlier entries');
  assert.equal(i18n.t('viz.picture.queens_summary', { queens: 'a1', free: 1 }), 'Queens at a1; 1 square still possible.');
  i18n.addCatalog(catalogs.find(([file]) => file === 'catalog_hints.js')[1]);
  assert.match(i18n.t('path.summary', { level: 'Easy', score: 1, hardest: 'Naked single', count: 1 }), /\. 1 step\.$/);
  assert.match(i18n.t('path.summary', { level: 'Easy', score: 1, hardest: 'Naked single', count: 5 }), /\. 5 steps\.$/);
  for (const key of ['viz.sudoku.singles', 'viz.sudoku.singles_variant', 'viz.sudoku.singles_killer']) {
    assert.match(i18n.t(key, { count: 1 }), /^1 item has a single option \(/, key);
    assert.match(i18n.t(key, { count: 3 }), /^3 items have a single option \(/, key);
  }
  // One key per message, its plural in the string (the callers once chose between two keys).
  for (const file of ['catalog_dialogs.js', 'catalog_variants.js']) i18n.addCatalog(catalogs.find(([f]) => f === file)[1]);
  assert.equal(i18n.t('share.moves', { n: 1 }), '1 move');
  assert.equal(i18n.t('share.moves', { n: 12 }), '12 moves');
  assert.equal(i18n.t('imp.nodes', { n: '1', count: 1 }), '1 node');
  assert.equal(i18n.t('imp.nodes', { n: '1,234', count: 1234 }), '1,234 nodes');
  assert.equal(i18n.t('link.chars', { n: '1', count: 1 }), '1 character');
  assert.equal(i18n.t('link.chars', { n: '2,001', count: 2001 }), '2,001 characters');
  assert.match(i18n.t('imp.read_as', { name: 'a line', size: 9, clues: 1 }), /, 1 given\.$/);
  assert.match(i18n.t('imp.read_as', { name: 'a line', size: 9, clues: 17 }), /, 17 givens\.$/);
  assert.equal(i18n.t('cell.cage', { cells: 1, sum: 5 }), 'cage of 1 cell summing to 5');
  assert.equal(i18n.t('cell.cage', { cells: 3, sum: 15 }), 'cage of 3 cells summing to 15');
});

test('stored level names are language-free and shown in the page\'s language, older Chinese ones too', async () => {
  const i18n = await import('../../web/i18n/i18n.js');
  const { levelLabel } = await import('../../web/ui/level_label.js');
  const { sourceLevelName } = await import('../../web/game/catalog.js');
  assert.equal(sourceLevelName('shared', 9), 'Shared 9×9');
  assert.throws(() => sourceLevelName('stolen', 9), /unknown puzzle source/);
  i18n.setLanguage('zh', { remember: false });
  assert.equal(levelLabel(sourceLevelName('imported', 6)), '导入 6×6');
  assert.equal(levelLabel('Shared 9×9'), '分享 9×9');
  assert.equal(levelLabel('6×6, 12 clues'), '6×6, 12 个提示数');
  assert.equal(levelLabel('hard'), '9×9，困难');
  i18n.setLanguage('en', { remember: false });
  assert.equal(levelLabel('导入 4×4'), 'Imported 4×4'); // saved by the Chinese page before names were ids
  assert.equal(levelLabel('hard'), '9×9, Hard');
});
