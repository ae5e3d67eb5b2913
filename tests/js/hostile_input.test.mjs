// node --test: property tests with hostile input (issue 6, "locked down") on the real modules and
// the real WebAssembly engine. Seeded random strings plus a list of known-nasty ones (huge, NUL,
// HTML and script, lone surrogates and other unicode, malformed percent-encoding, deep nesting)
// go to the three doors by which outside text enters the page:
//   - the URL fragment (web/game/share.js readShareHash, then the controller's openLink),
//   - the import path (the engine's parse / parseList / count that import_dialog.js calls),
//   - saved data (web/game/storage.js Store.load, then readSaveRecord and repairStats).
// Each must never throw anything but its own documented error (with a message), must always leave
// the player a message when it refuses, and must never change the saved game.
// Set HOSTILE_SEED to replay another sequence, HOSTILE_RUNS to try more strings per door.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { EngineError } from '../../web/engine/dlx_engine.js';
import { Game } from '../../web/game/game.js';
import { ShareError, readShareHash, MAX_HASH_LENGTH } from '../../web/game/share.js';
import { repairStats } from '../../web/game/stats.js';
import { Store, encode } from '../../web/game/storage.js';
import { GameController } from '../../web/app/game_controller.js';
import { readSaveRecord, saveRecord } from '../../web/game/saved_game.js';
import { DEFAULT_SETTINGS } from '../../web/ui/chrome/settings.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const SEED = Number(process.env.HOSTILE_SEED ?? 20261121);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 300);
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** mulberry32: a small seeded generator, so a failure can be replayed from HOSTILE_SEED. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY = [
  '', '\0', '\0'.repeat(81), '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>',
  'javascript:alert(1)', '%', '%%', '%zz', '%E0%A4%A', '%C0%AF', '%uD800', '%00', '%ED%A0%80', '\uD800', '\uDFFF\uD800',
  '\u202E\u2066', '\uFEFF', '🧩'.repeat(81), '٣'.repeat(81), '１'.repeat(81), '[]'.repeat(5000), '['.repeat(100_000),
  '{"a":'.repeat(10_000), 'x'.repeat(MAX_HASH_LENGTH + 1), '9'.repeat(1_000_000), '.'.repeat(625), '1'.repeat(81),
  `${CLASSIC}\n`.repeat(2000), 'puzzle=&puzzle=', '__proto__', 'constructor', 'toString', '#puzzle=#puzzle=',
  '\r\n\t\v\f', 'DLX1\n| x\n', '3x3:' + 'a'.repeat(5000), 'https://www.sudokuwiki.org/sudoku.htm?bd=' + '0'.repeat(162),
];

const ALPHABET = ['a', 'Z', '0', '5', '9', '.', '#', '&', '=', '%', '+', ';', ',', ':', '|', '\n', ' ', '<', '>', '"', "'",
  '\0', '\uD800', 'é', '中', '🧩', 'puzzle', 'moves', 'box', 'P12,5', '3x3', '%2C', '%3B', CLASSIC.slice(0, 9)];

/** Random strings: mostly short mixes of the alphabet above, sometimes a mutated good value. */
function* hostileStrings(seed, good = []) {
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  yield* NASTY;
  for (let i = 0; i < RUNS; i++) {
    if (good.length && random() < 0.4) {
      const chars = [...pick(good)];
      for (let k = 1 + Math.floor(random() * 4); k > 0; k--) {
        const at = Math.floor(random() * (chars.length + 1));
        const roll = random();
        if (roll < 0.33) chars.splice(at, 1);
        else if (roll < 0.66) chars.splice(at, 0, pick(ALPHABET));
        else chars[at] = pick(ALPHABET);
      }
      yield chars.join('');
    } else {
      let text = '';
      const parts = Math.floor(random() * 40);
      for (let k = 0; k < parts; k++) text += pick(ALPHABET);
      yield text;
    }
  }
}

/** Storage the way localStorage behaves (strings in, strings out), with a way to compare contents. */
class MapStorage {
  map = new Map();
  getItem(key) { return this.map.has(key) ? this.map.get(key) : null; }
  setItem(key, value) { this.map.set(key, String(value)); }
  removeItem(key) { this.map.delete(key); }
  snapshot() { return JSON.stringify([...this.map].sort()); }
}

function harness(engine, store) {
  const notices = [];
  const said = [];
  const settings = { value: { ...DEFAULT_SETTINGS }, setAvailable() {} };
  const view = {
    board: { render() {}, focus() {} },
    keypad: { update() {} },
    announcer: { say: (text) => said.push(text) },
    notice: (text) => notices.push(text),
    summary: () => [],
    statsChanged() {},
    setPaused() {},
    showGame() {},
    gameChanged() {},
    saved() {},
  };
  return { controller: new GameController({ engine, store, settings, view }), notices, said };
}

const { engine } = await loadWasmEngine();

test('hostile URL fragments: readShareHash returns null, a checked link, or a ShareError with a message', () => {
  const good = [`#puzzle=${CLASSIC}`, `#puzzle=${CLASSIC}&moves=P3%2C4%3BN4%2C6`, `#puzzle=${'.'.repeat(36)}&box=2x3`];
  let refused = 0;
  for (const body of hostileStrings(SEED, good)) {
    for (const hash of [body, `#${body}`, `#puzzle=${body}`, `#puzzle=${CLASSIC}&moves=${body}`, `#puzzle=${CLASSIC}&box=${body}`]) {
      let link;
      try {
        link = readShareHash(hash);
      } catch (error) {
        assert.ok(error instanceof ShareError, `${JSON.stringify(hash.slice(0, 80))} threw ${error?.name}: ${error?.message}`);
        assert.ok(error.message.length > 10 && error.message.length < 400, error.message);
        refused += 1;
        continue;
      }
      if (link === null) continue;
      assert.match(link.puzzle, /^[1-9A-P.]+$/);
      assert.equal(link.puzzle.length, (link.boxRows * link.boxCols) ** 2);
      assert.ok(link.moves === null || typeof link.moves === 'string');
    }
  }
  assert.ok(refused > RUNS, `only ${refused} hostile fragments were refused`);
});

test('hostile links reaching the game: a message, never an exception, and the saved game is untouched unless the link is a real puzzle', async () => {
  const storage = new MapStorage();
  const store = new Store({ storage });
  const h = harness(engine, store);
  assert.equal(await h.controller.playPuzzle({ puzzle: CLASSIC, boxRows: 3, boxCols: 3 }), true);
  h.controller.dispatch({ type: 'select', cell: 2 });
  h.controller.dispatch({ type: 'digit', digit: 4, note: false });
  h.controller.save();
  let before = storage.snapshot();
  let opened = 0;
  const good = [`#puzzle=${CLASSIC}&moves=P3%2C4`];
  for (const body of hostileStrings(SEED + 1, good)) {
    for (const hash of [`#puzzle=${body}`, `#puzzle=${'.'.repeat(80)}1&moves=${body}`]) {
      let link;
      try {
        link = readShareHash(hash);
      } catch (error) {
        assert.ok(error instanceof ShareError);
        assert.equal(storage.snapshot(), before);
        continue; // what app.js does: a notice, nothing else
      }
      if (!link) continue;
      const noticesBefore = h.notices.length;
      const saidBefore = h.said.length;
      if (await h.controller.openLink(link)) {
        opened += 1; // a real puzzle: it is played, as any share link is
        h.controller.save();
        before = storage.snapshot();
      } else {
        assert.equal(storage.snapshot(), before, `a refused link changed the save: ${hash.slice(0, 80)}`);
      }
      assert.ok(h.notices.length > noticesBefore || h.said.length > saidBefore, `no message for ${hash.slice(0, 80)}`);
    }
  }
  assert.ok(opened > 0, 'some mutated links were real puzzles');
});

test('hostile import text: the engine parses or refuses with an EngineError that says why; the save is untouched', async () => {
  const storage = new MapStorage();
  const store = new Store({ storage });
  store.save('game', { version: 1, marker: 'the player\'s game' });
  const before = storage.snapshot();
  const good = [CLASSIC, `${CLASSIC}\n${CLASSIC}`, 'DLX1\n'];
  let refused = 0;
  for (const text of hostileStrings(SEED + 2, good)) {
    for (const call of [() => engine.parse(text), () => engine.parseList(text), () => engine.count(text, 2, 100_000)]) {
      try {
        const result = call();
        assert.equal(typeof result, 'object');
      } catch (error) {
        assert.ok(error instanceof EngineError, `${JSON.stringify(text.slice(0, 80))} threw ${error?.name}: ${error?.message}`);
        assert.ok(['parse', 'size', 'conflict', 'argument', 'budget'].includes(error.code), `code ${error.code}: ${error.message}`);
        assert.ok(error.message.length > 0);
        assert.ok(!/<script|<img|<svg/i.test(error.message) || error.message.length < 500, 'messages quote input briefly');
        refused += 1;
      }
    }
  }
  assert.ok(refused > RUNS);
  assert.equal(storage.snapshot(), before);
  // NUL bytes are not blanks (they once matched "no Sudopedia blank found", stored as 0).
  for (const text of ['\0'.repeat(81), '\0'.repeat(100), `${'\0'.repeat(40)}.${'\0'.repeat(40)}`]) {
    assert.throws(() => engine.parse(text), (error) => error instanceof EngineError && error.code === 'parse');
  }
});

test('hostile saved data: load never throws, damaged text is set aside with a message, and the records are re-checked', () => {
  let index = 0;
  for (const text of hostileStrings(SEED + 3, [encode({ version: 1 }), encode(emptyGameRecord())])) {
    const storage = new MapStorage();
    storage.setItem('dlx-sudoku:game', text);
    storage.setItem('dlx-sudoku:settings', encode({ theme: 'dark' }));
    const store = new Store({ storage });
    const { value, error } = store.load('game');
    if (error !== null) {
      assert.equal(value, null);
      assert.match(error, /could not be read \(.+\)/);
      assert.equal(store.corruptText('game'), text, 'the damaged text is kept for a bug report');
    }
    // Other saved values are never touched by one damaged value.
    assert.equal(storage.getItem('dlx-sudoku:settings'), encode({ theme: 'dark' }));
    index += 1;
  }
  assert.ok(index > RUNS);

  // Well-formed envelopes with hostile contents: the record readers refuse with a reason.
  const random = rng(SEED + 4);
  for (const text of hostileStrings(SEED + 5, [CLASSIC, 'P3,4;N4,6'])) {
    const record = emptyGameRecord();
    const field = ['puzzle', 'moves', 'solution', 'position', 'boxRows'][Math.floor(random() * 5)];
    record.game[field] = field === 'position' || field === 'boxRows' ? Number(text.length) - 3 : text;
    try {
      const saved = readSaveRecord(JSON.parse(JSON.stringify(record)));
      assert.ok(saved.game instanceof Game);
    } catch (error) {
      assert.equal(error.name, 'GameDataError', `${field}=${JSON.stringify(text.slice(0, 60))}: ${error.name} ${error.message}`);
      assert.ok(error.message.length > 0);
    }
    const stats = repairStats({ levels: [{ level: text, played: text, solved: -1, bestMs: text }] });
    assert.ok(stats.levels.every((l) => typeof l.level === 'string' && Number.isInteger(l.played) && l.played >= 0));
  }
});

function emptyGameRecord() {
  return saveRecord({ game: new Game({ puzzle: CLASSIC }), meta: { level: 'x' }, elapsedMs: 0, selected: 0 });
}

test('hostile API calls: misspelt or clashing generate options, a short board, a short argument list are named, not guessed', async () => {
  const { module } = await loadWasmEngine(); // a module of its own: the raw embind calls
  const refusal = (call) => {
    try {
      call();
    } catch (error) {
      assert.ok(error instanceof EngineError, `an EngineError, not ${error?.name}: ${error?.message}`);
      return `${error.code}: ${error.message}`;
    }
    return assert.fail('expected a refusal');
  };
  // null is no options (a random puzzle); 42 is not options and must not make one.
  assert.equal(engine.generate(null).puzzle.length, 81);
  assert.equal(refusal(() => engine.generate(42)), 'argument: generate options must be an object like {seed: 42} (got 42)');
  assert.match(refusal(() => engine.generate({ seed: 1, sise: 16 })), /^argument: generate options: 'sise' is not an option; the options are seed, size, /);
  assert.equal(refusal(() => engine.generate({ seed: 1, size: 16, boxRows: 3, boxCols: 3 })),
    'argument: give size, or boxRows and boxCols: a 3x3 box makes a side of 9, not size 16');
  assert.equal(engine.generate({ seed: 1, size: 9, boxRows: 3, boxCols: 3 }).puzzle.length, 81, 'agreeing size and box');
  const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  assert.equal(refusal(() => engine.hintFor(P, P.slice(0, 10), Array(81).fill(0))), 'argument: entries: 10 cells, but the puzzle is 9x9 (81 cells)');
  assert.equal(refusal(() => engine.call('solve', [P])), 'argument: solve takes a list of 2 arguments, not 1');
  assert.equal(refusal(() => engine.call('count', 'xx')), 'argument: count takes a list of 3 arguments, not a string');
  assert.equal(engine.solve(P).status, 'solved', 'the module works on');
  assert.equal(module.solve(P, 0).status, 'solved');
});
