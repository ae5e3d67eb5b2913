// web/game/tab_sync.js: several tabs over one storage, as a browser has them. A write in one tab
// fires a `storage` event in every other tab (never in the writer), like localStorage does. Two
// tabs playing one game never write diverging histories: the tab that falls behind is told, its
// saves are refused, and Continue here (takeOver) brings every move of the other tab back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Store } from '../../web/game/storage.js';
import { SharedStore } from '../../web/game/tab_sync.js';

/** One origin's localStorage, shared by tabs; each tab gets its own event target. */
class SharedStorage {
  constructor() {
    this.map = new Map();
    this.tabs = [];
    this.quiet = false; // true: events are held back (a slow browser), deliver() sends them
    this.held = [];
  }
  tab() {
    const events = new EventTarget();
    const self = this;
    const storage = {
      getItem: (key) => (self.map.has(key) ? self.map.get(key) : null),
      setItem(key, value) {
        const oldValue = storage.getItem(key);
        self.map.set(key, String(value));
        self.#fire(events, key, oldValue, String(value));
      },
      removeItem(key) {
        const oldValue = storage.getItem(key);
        self.map.delete(key);
        self.#fire(events, key, oldValue, null);
      },
    };
    this.tabs.push(events);
    return { storage, events };
  }
  #fire(writer, key, oldValue, newValue) {
    for (const events of this.tabs) {
      if (events === writer) continue;
      const event = Object.assign(new Event('storage'), { key, oldValue, newValue });
      if (this.quiet) this.held.push([events, event]);
      else events.dispatchEvent(event);
    }
  }
  deliver() {
    for (const [events, event] of this.held.splice(0)) events.dispatchEvent(event);
  }
}

function openTab(shared, id) {
  const { storage, events } = shared.tab();
  const store = new SharedStore({ store: new Store({ storage }), tab: id, events });
  const staleSeen = [];
  store.onStale((info) => staleSeen.push(info));
  return { store, staleSeen, events };
}

// A game as the tests see it: the moves in order.
const game = (moves) => ({ moves: moves.join(';') });
const movesOf = (store) => store.load('game').value?.moves.split(';').filter(Boolean) ?? [];

test('tab B opens the game A is playing: A is told at once, A\'s saves are refused, nothing is overwritten', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  assert.equal(a.store.save('game', game(['a1', 'a2'])), true);
  const b = openTab(origin, 'tab-b');
  assert.deepEqual(movesOf(b.store), ['a1', 'a2'], 'B reads A\'s moves');
  assert.equal(b.store.save('game', game(['a1', 'a2', 'b1'])), true);
  assert.equal(a.staleSeen.length, 1, 'the storage event told A');
  assert.equal(a.staleSeen[0].tab, 'tab-b');
  assert.equal(a.store.stale, true);
  assert.equal(a.store.save('game', game(['a1', 'a2', 'a3'])), false, 'A may not overwrite B\'s move');
  assert.deepEqual(movesOf(b.store), ['a1', 'a2', 'b1']);
  assert.equal(b.staleSeen.length, 0);
});

test('alternating with Continue here: every move of both tabs survives, in order', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  const b = openTab(origin, 'tab-b');
  let played = [];
  const playIn = (tab, move) => {
    if (tab.store.stale) {
      // The player presses Continue here: the newest save comes back, with the other tab's moves.
      played = tab.store.takeOver().value?.moves.split(';').filter(Boolean) ?? [];
    }
    played = [...played, move];
    assert.equal(tab.store.save('game', game(played)), true, `${move} is saved`);
  };
  for (let round = 1; round <= 5; round += 1) {
    playIn(a, `a${round}`);
    playIn(b, `b${round}`);
  }
  const expected = [1, 2, 3, 4, 5].flatMap((n) => [`a${n}`, `b${n}`]);
  assert.deepEqual(movesOf(openTab(origin, 'reload').store), expected);
  // B was open before A's first move: each of A's ten moves but the last found the other tab behind.
  assert.equal(a.staleSeen.length, 5);
  assert.equal(b.staleSeen.length, 5);
});

test('a late storage event changes nothing: the look before each save catches the newer revision', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  a.store.save('game', game(['a1']));
  const b = openTab(origin, 'tab-b');
  b.store.load('game');
  origin.quiet = true; // the browser has not delivered B's event to A yet
  b.store.save('game', game(['a1', 'b1']));
  assert.equal(a.store.stale, false);
  assert.equal(a.store.save('game', game(['a1', 'a2'])), false, 'A sees revision 2 by B before writing');
  assert.equal(a.store.stale, true);
  origin.deliver();
  assert.equal(a.staleSeen.length, 1, 'told once');
  assert.deepEqual(movesOf(b.store), ['a1', 'b1']);
});

test('a tab that saves without having read the newer save is refused too', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  const b = openTab(origin, 'tab-b');
  origin.quiet = true;
  a.store.save('game', game(['a1']));
  assert.equal(b.store.save('game', game(['b1'])), false, 'B never saw a1: writing would drop it');
  assert.equal(b.store.stale, true);
});

test('a tab\'s own writes and older revisions never make it stale; other names pass through', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  const b = openTab(origin, 'tab-b');
  for (let i = 0; i < 3; i += 1) a.store.save('game', game([`a${i}`]));
  assert.equal(a.store.stale, false);
  // B saves settings and statistics: no effect on the game's ownership.
  b.store.save('settings', { theme: 'dark' });
  b.store.update('stats', (s) => ({ played: (s?.played ?? 0) + 1 }));
  a.store.update('stats', (s) => ({ played: (s?.played ?? 0) + 1 }));
  assert.equal(a.store.stale, false);
  assert.deepEqual(b.store.load('stats').value, { played: 2 });
  // An event for an older revision (a replayed or reordered event) is ignored.
  a.store.storageChanged(a.store.keyOf('game'), '{"format":1,"checksum":"x","rev":1,"tab":"tab-b","data":{}}');
  assert.equal(a.store.stale, false);
  // Clearing the whole storage (key null) is not a newer game either.
  a.events.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
  assert.equal(a.store.stale, false);
});

test('closing the tab that played last loses nothing: a reload resumes its moves', () => {
  const origin = new SharedStorage();
  const a = openTab(origin, 'tab-a');
  a.store.save('game', game(['a1']));
  const b = openTab(origin, 'tab-b');
  assert.deepEqual(movesOf(b.store), ['a1']);
  b.store.save('game', game(['a1', 'b1', 'b2']));
  b.store.dispose(); // B is closed
  assert.equal(a.store.save('game', game(['a1', 'a2'])), false, 'A, told, did not write over B');
  const { value } = a.store.takeOver();
  assert.equal(value.moves, 'a1;b1;b2');
  assert.equal(a.store.save('game', game(['a1', 'b1', 'b2', 'a2'])), true);
  assert.deepEqual(movesOf(openTab(origin, 'reload').store), ['a1', 'b1', 'b2', 'a2']);
});

test('saves of old pages without revisions are taken as revision 0: the first revision-aware save goes on', () => {
  const origin = new SharedStorage();
  const { storage } = origin.tab();
  new Store({ storage }).save('game', game(['old']));
  const a = openTab(origin, 'tab-a');
  assert.deepEqual(movesOf(a.store), ['old']);
  assert.equal(a.store.save('game', game(['old', 'a1'])), true);
  assert.deepEqual(a.store.meta('game'), { rev: 1, tab: 'tab-a' });
});
