// web/game/storage.js: values round-trip through a real Storage-like object; storage that is
// missing, throws on access or is full falls back to memory with a notice; damaged saves of every
// kind are detected, reported in words, moved aside and never thrown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Store, checksum, decode, encode, peekMeta } from '../../web/game/storage.js';
import { Game } from '../../web/game/game.js';

/** The Web Storage interface over a Map, with switches to make it fail like real browsers do. */
class FakeStorage {
  constructor() {
    this.map = new Map();
    this.quota = Infinity;     // total characters allowed
    this.failReads = false;
    this.failWrites = null;    // null, or a DOMException-like name to throw
  }
  get length() { return this.map.size; }
  key(i) { return [...this.map.keys()][i] ?? null; }
  getItem(key) {
    if (this.failReads) throw Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError' });
    return this.map.has(key) ? this.map.get(key) : null;
  }
  setItem(key, value) {
    if (this.failWrites) throw Object.assign(new Error('write refused'), { name: this.failWrites });
    const used = [...this.map].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
    if (used + key.length + String(value).length > this.quota) {
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError', code: 22 });
    }
    this.map.set(key, String(value));
  }
  removeItem(key) {
    if (this.failWrites) throw Object.assign(new Error('write refused'), { name: this.failWrites });
    this.map.delete(key);
  }
}

const VALUE = { puzzle: '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79', moves: 'P2,4;N3,7', n: [1, 2.5, -0, null], s: 'é – 😀' };

test('a value round-trips through storage, under the prefix, as a readable JSON envelope', () => {
  const storage = new FakeStorage();
  const store = new Store({ storage, prefix: 'test:' });
  assert.equal(store.persistent, true);
  assert.equal(store.notice, null);
  assert.equal(store.save('game', VALUE), true);
  const envelope = JSON.parse(storage.getItem('test:game'));
  assert.equal(envelope.format, 1);
  assert.equal(envelope.checksum, checksum(JSON.stringify(VALUE)));
  assert.deepEqual(envelope.data, JSON.parse(JSON.stringify(VALUE)));
  // A second Store over the same storage (a reload) reads it back.
  assert.deepEqual(new Store({ storage, prefix: 'test:' }).load('game'), { value: JSON.parse(JSON.stringify(VALUE)), error: null });
  assert.equal(storage.map.has('test:__probe__'), false, 'the start-up probe cleans up after itself');
});

test('a saved game from game.js comes back and replays to the same board', () => {
  const storage = new FakeStorage();
  const game = new Game({ puzzle: VALUE.puzzle });
  game.apply({ kind: 'place', cell: 2, digit: 4, prune: true });
  game.apply({ kind: 'note', cell: 3, digit: 6 });
  game.undo();
  new Store({ storage }).save('game', game.serialize());
  const { value, error } = new Store({ storage }).load('game');
  assert.equal(error, null);
  const restored = Game.deserialize(value);
  assert.equal(restored.toLine(), game.toLine());
  assert.equal(restored.canRedo, true);
});

test('nothing saved: value null and no error; remove() forgets a value', () => {
  const store = new Store({ storage: new FakeStorage() });
  assert.deepEqual(store.load('game'), { value: null, error: null });
  store.save('game', { a: 1 });
  store.remove('game');
  assert.deepEqual(store.load('game'), { value: null, error: null });
});

test('checksum is FNV-1a 32-bit (published test vectors)', () => {
  assert.equal(checksum(''), '811c9dc5');
  assert.equal(checksum('a'), 'e40c292c');
  assert.equal(checksum('foobar'), 'bf9cf968');
});

test('encode refuses values with no JSON form instead of throwing', () => {
  const cycle = {};
  cycle.self = cycle;
  assert.equal(encode(undefined), null);
  assert.equal(encode(cycle), null);
  assert.equal(encode(10n), null);
  const store = new Store({ storage: new FakeStorage() });
  assert.equal(store.save('game', cycle), false);
  assert.deepEqual(store.load('game'), { value: null, error: null });
});

// Every way a saved text can be damaged, and the reason the player is told.
const DAMAGED = [
  ['truncated', (good) => good.slice(0, good.length - 7), /cut short or not valid JSON/],
  ['empty', () => '', /empty/],
  ['not JSON at all', () => 'hello', /not valid JSON/],
  ['a bare number', () => '42', /not in the format/],
  ['an array', () => '[1,2]', /not in the format/],
  ['no data field', () => '{"format":1,"checksum":"00000000"}', /not in the format/],
  ['an older, unknown format', (good) => good.replace('"format":1', '"format":0'), /format 0.*reads format 1/],
  ['a format that is no number', (good) => good.replace('"format":1', '"format":"2"'), /format "2".*reads format 1/],
  ['a digit edited by hand', (good) => good.replace('P2,4', 'P2,5'), /checksum does not match/],
  ['a field retyped', (good) => good.replace('"moves":"P2,4;N3,7"', '"moves":7'), /checksum does not match/],
  ['no checksum', (good) => good.replace(/"checksum":"[0-9a-f]+",/, ''), /checksum does not match/],
];

for (const [what, damage, why] of DAMAGED) {
  test(`damaged save (${what}): reported in words, moved to .corrupt, not read again`, () => {
    const storage = new FakeStorage();
    const store = new Store({ storage, prefix: 'p:' });
    store.save('game', VALUE);
    const bad = damage(storage.getItem('p:game'));
    storage.setItem('p:game', bad);

    const fresh = new Store({ storage, prefix: 'p:' });
    const { value, error } = fresh.load('game');
    assert.equal(value, null);
    assert.match(error, /^Saved game could not be read \(.+\); a new game was started\.$/);
    assert.match(error, why);
    assert.equal(storage.getItem('p:game.corrupt'), bad, 'the damaged text is kept for bug reports');
    assert.equal(fresh.corruptText('game'), bad);
    assert.equal(storage.getItem('p:game'), null);
    assert.deepEqual(fresh.load('game'), { value: null, error: null }, 'reported once, then gone');
    // A new save works normally afterwards.
    fresh.save('game', { fresh: true });
    assert.deepEqual(new Store({ storage, prefix: 'p:' }).load('game').value, { fresh: true });
  });
}

test('load can be worded for values other than the game', () => {
  const storage = new FakeStorage();
  storage.setItem('dlx-sudoku:stats', '{"format":1');
  const { error } = new Store({ storage }).load('stats', { what: 'Saved statistics', fallback: 'they start again from zero' });
  assert.match(error, /^Saved statistics could not be read \(.+\); they start again from zero\.$/);
});

test('no localStorage (Node has none): memory only, with the notice', () => {
  const store = new Store({ storage: null });
  assert.equal(store.persistent, false);
  assert.match(store.notice, /not letting this page store data.*until you close the tab/);
  store.save('game', VALUE);
  assert.deepEqual(store.load('game').value, JSON.parse(JSON.stringify(VALUE)));
  store.remove('game');
  assert.equal(store.load('game').value, null);
});

test('localStorage whose getter throws (sandboxed iframe): the default does not throw', () => {
  const had = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() { throw Object.assign(new Error('Access is denied for this document.'), { name: 'SecurityError' }); },
  });
  try {
    const store = new Store();
    assert.equal(store.persistent, false);
    assert.ok(store.notice);
    store.save('x', 1);
    assert.equal(store.load('x').value, 1);
  } finally {
    if (had) Object.defineProperty(globalThis, 'localStorage', had);
    else delete globalThis.localStorage;
  }
});

test('storage that refuses every write (Safari private mode): memory, notice, no throw', () => {
  const storage = new FakeStorage();
  storage.failWrites = 'SecurityError';
  const store = new Store({ storage });
  assert.equal(store.persistent, false);
  assert.match(store.notice, /not letting this page store data/);
  store.save('game', { a: 1 });
  assert.deepEqual(store.load('game').value, { a: 1 });
  assert.equal(storage.map.size, 0);
});

test('storage whose reads throw mid-session: falls back, keeps working', () => {
  const storage = new FakeStorage();
  const store = new Store({ storage });
  store.save('game', { a: 1 });
  storage.failReads = true;
  storage.failWrites = 'SecurityError';
  assert.deepEqual(store.load('game'), { value: null, error: null });
  assert.equal(store.persistent, false);
  store.save('game', { a: 2 });
  assert.deepEqual(store.load('game').value, { a: 2 });
});

test('quota exceeded on a write: the value is kept in memory and the notice says storage is full', () => {
  const storage = new FakeStorage();
  const store = new Store({ storage });
  store.save('small', 'ok');
  storage.quota = storage.map.size ? [...storage.map].reduce((n, [k, v]) => n + k.length + v.length, 0) + 10 : 0;
  const big = 'x'.repeat(1000);
  assert.doesNotThrow(() => store.save('game', big));
  assert.equal(store.persistent, false);
  assert.match(store.notice, /storage for this page is full/);
  assert.equal(store.load('game').value, big, 'this session still has it');
  assert.equal(store.load('small').value, 'ok', 'earlier values are still read from storage');
  assert.equal(storage.getItem('dlx-sudoku:game'), null);
});

test('decode tells the reason for a damaged text and the value for a good one', () => {
  assert.deepEqual(decode(encode([1, 'two', { three: 3 }])), { value: [1, 'two', { three: 3 }], rev: 0, tab: null });
  assert.deepEqual(decode(encode(null)), { value: null, rev: 0, tab: null });
  assert.deepEqual(decode(encode({ a: 1 }, { rev: 7, tab: 'tab-a' })), { value: { a: 1 }, rev: 7, tab: 'tab-a' });
  assert.match(decode(null).why, /not text/);
});

test('a save in a newer format is explained and kept: not read, not moved aside, never overwritten', () => {
  const storage = new FakeStorage();
  const newer = '{"format":2,"checksum":"whatever","data":{"game":"from the future"}}';
  storage.setItem('dlx-sudoku:game', newer);
  const store = new Store({ storage });
  const seen = [];
  store.onStatusChange((status) => seen.push(status));
  const { value, error } = store.load('game');
  assert.equal(value, null);
  assert.match(error, /^Saved game was saved by a newer version of this app \(it has format 2, newer than format 1.*\)\. It is kept as it is: reload the page/);
  assert.equal(storage.getItem('dlx-sudoku:game.corrupt'), null, 'not moved aside');
  assert.equal(store.persistent, false);
  assert.match(store.notice, /newer version of this app has saved data here/);
  assert.equal(seen.length, 1);
  // This tab's own game lives in memory; the newer save is left exactly as it was.
  store.save('game', { mine: 1 });
  store.remove('game');
  store.save('game', { mine: 2 });
  assert.deepEqual(store.load('game').value, { mine: 2 });
  assert.equal(storage.getItem('dlx-sudoku:game'), newer);
  // Other names are saved normally.
  store.save('settings', { theme: 'dark' });
  assert.deepEqual(new Store({ storage }).load('settings').value, { theme: 'dark' });
});

test('storage that fills up and is freed again: every save retries, and memory goes back to storage', () => {
  const storage = new FakeStorage();
  const store = new Store({ storage });
  const seen = [];
  store.onStatusChange((status) => seen.push(status));
  store.save('game', { move: 1 });
  storage.quota = 0; // full: nothing more fits
  store.save('game', { move: 2 });
  store.save('stats', { games: 1 });
  assert.equal(store.persistent, false);
  assert.match(store.notice, /storage for this page is full/);
  assert.deepEqual(seen.map((s) => s.persistent), [false]);
  assert.deepEqual(store.load('game').value, { move: 2 }, 'the newest move is read from memory');
  assert.deepEqual(new Store({ storage }).load('game').value, { move: 1 }, 'a reload now would lose move 2');
  storage.quota = Infinity; // the player frees space
  store.save('game', { move: 3 });
  assert.equal(store.persistent, true);
  assert.equal(store.notice, null);
  assert.deepEqual(seen.map((s) => s.persistent), [false, true], 'told once when it failed and once when it works again');
  const reloaded = new Store({ storage });
  assert.deepEqual(reloaded.load('game').value, { move: 3 });
  assert.deepEqual(reloaded.load('stats').value, { games: 1 }, 'what waited in memory was written too');
});

test('a full quota already at start is retried too (nothing is dropped for good)', () => {
  const storage = new FakeStorage();
  storage.setItem('dlx-sudoku:game', encode({ move: 1 }));
  storage.quota = 0;
  const store = new Store({ storage });
  assert.equal(store.persistent, false);
  assert.deepEqual(store.load('game').value, { move: 1 }, 'what was saved before is still read');
  store.save('game', { move: 2 });
  storage.quota = Infinity;
  store.save('settings', { a: 1 });
  assert.equal(store.persistent, true);
  assert.deepEqual(new Store({ storage }).load('game').value, { move: 2 });
});

test('rev and tab travel in the envelope; meta() peeks at them; older readers still read the value', () => {
  const storage = new FakeStorage();
  const store = new Store({ storage });
  store.save('game', VALUE, { rev: 12, tab: 'tab-a' });
  assert.deepEqual(store.meta('game'), { rev: 12, tab: 'tab-a' });
  assert.deepEqual(peekMeta(storage.getItem('dlx-sudoku:game')), { rev: 12, tab: 'tab-a' });
  assert.deepEqual(new Store({ storage }).load('game').value, JSON.parse(JSON.stringify(VALUE)));
  store.save('game', VALUE);
  assert.deepEqual(store.meta('game'), { rev: 0, tab: null });
  assert.equal(store.meta('nothing'), null);
  assert.equal(peekMeta('not json'), null);
});

test('update() reads what another tab saved before changing it, so neither tab loses the other\'s record', () => {
  const storage = new FakeStorage();
  const tabA = new Store({ storage });
  const tabB = new Store({ storage });
  const add = (list) => [...(list ?? []), 'game'];
  tabA.update('stats', add);
  tabB.update('stats', add);
  tabA.update('stats', add);
  assert.deepEqual(new Store({ storage }).load('stats').value, ['game', 'game', 'game']);
});

test('a full quota that still takes a value rewritten at its size is not "saving works again" (issue 33)', () => {
  const storage = new FakeStorage();
  new Store({ storage }).save('settings', { theme: 'dark' });
  storage.quota = [...storage.map].reduce((n, [k, v]) => n + k.length + v.length, 0); // full at load
  const store = new Store({ storage });
  const told = [];
  store.onStatusChange(({ persistent }) => told.push(persistent));
  assert.equal(store.persistent, false); // the probe (a new key) did not fit
  store.save('settings', { theme: 'dark' }); // the same size, in place: it fits
  store.save('game', { moves: 'P1,1' }); // a new key: it does not
  assert.deepEqual(told, []);
  assert.equal(store.persistent, false);
  storage.quota = Infinity; // space freed
  store.save('settings', { theme: 'dark' });
  assert.deepEqual(told, [true]);
  assert.deepEqual(new Store({ storage }).load('game').value, { moves: 'P1,1' }); // what waited in memory is written
});
