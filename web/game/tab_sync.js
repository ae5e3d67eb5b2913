// The saved game shared by every tab of the page: a Store (storage.js) that knows other tabs
// exist. Two tabs writing one save would each overwrite the other's moves; here only one tab
// writes at a time, and a tab that falls behind is told and stops writing.
//
// How: every save of the game carries a revision number and the id of the tab that wrote it
// (storage.js puts both in the envelope). A tab remembers the revision it last read or wrote.
// Before each save it looks at the stored revision; and the browser's `storage` event tells it
// at once when another tab writes. Either way, when another tab has saved a newer revision, this
// tab becomes stale: its saves are refused (false) and onStale listeners are told, so the page can
// freeze the board and offer "Continue here". takeOver() then reads the newest save (every move
// the other tab made) and lets this tab write again; its next save claims the game, and the
// other tab becomes stale in turn. So both tabs never write diverging histories: every move
// survives, or the player was told and chose which tab goes on.
//
// Every other name (settings, statistics, the puzzle pool) passes straight through to the Store.
// Siblings: storage.js (below), ui/other_tab.js (the notice and Continue here).
import { peekMeta } from './storage.js';

/** A short random id for this tab (not secret: it only tells this tab's saves from others'). */
export function newTabId() {
  return Math.random().toString(36).slice(2, 10).padEnd(8, '0');
}

export class SharedStore {
  #store;
  #name;
  #tab;
  #known = 0;          // the revision of `name` this tab last read or wrote
  #stale = null;       // { rev, tab } of the newer save that made this tab stale, or null
  #listeners = new Set();
  #events;
  #onStorage = (event) => this.#storageEvent(event);

  /**
   * @param {{store: import('./storage.js').Store, name?: string, tab?: string,
   *   events?: EventTarget|null}} options
   *   events: where `storage` events arrive (the window; null in tests that call storageChanged())
   */
  constructor({ store, name = 'game', tab = newTabId(), events = globalThis }) {
    this.#store = store;
    this.#name = name;
    this.#tab = tab;
    this.#events = events?.addEventListener ? events : null;
    this.#events?.addEventListener('storage', this.#onStorage);
  }

  get tab() { return this.#tab; }
  /** True while another tab holds the game: saves of it are refused until takeOver(). */
  get stale() { return this.#stale !== null; }
  get persistent() { return this.#store.persistent; }
  get notice() { return this.#store.notice; }

  /**
   * Calls listener({ rev, tab }) when another tab saves a newer revision: this tab becomes stale
   * (and each later save of the other tab is told too). Returns a function that removes the listener.
   */
  onStale(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  load(name, wording) {
    const result = this.#store.load(name, wording);
    if (name === this.#name) this.#known = Math.max(this.#known, this.#store.meta(name)?.rev ?? 0);
    return result;
  }

  /** As Store.save; for the shared name, false (nothing written) while another tab holds it. */
  save(name, value, meta) {
    if (name !== this.#name) return this.#store.save(name, value, meta);
    if (this.#stale) return false;
    const saved = this.#store.meta(name);
    if (saved && saved.rev > this.#known && saved.tab !== this.#tab) {
      this.#becomeStale(saved);
      return false;
    }
    const rev = Math.max(saved?.rev ?? 0, this.#known) + 1;
    const written = this.#store.save(name, value, { rev, tab: this.#tab });
    if (written) this.#known = rev;
    return written;
  }

  /**
   * Makes this tab the one that writes again: returns the newest saved game ({ value, error } as
   * load gives it) for the page to continue from. The next save claims the game for this tab.
   */
  takeOver(wording) {
    this.#stale = null;
    return this.load(this.#name, wording);
  }

  update(name, change, wording) { return this.#store.update(name, change, wording); }
  remove(name) { if (!(name === this.#name && this.#stale)) this.#store.remove(name); }
  meta(name) { return this.#store.meta(name); }
  isNewer(name, version) { return this.#store.isNewer(name, version); }
  keyOf(name) { return this.#store.keyOf(name); }
  hold(name) { this.#store.hold(name); }
  corruptText(name) { return this.#store.corruptText(name); }
  onStatusChange(listener) { return this.#store.onStatusChange(listener); }

  /** Stops listening for other tabs. */
  dispose() {
    this.#events?.removeEventListener('storage', this.#onStorage);
  }

  /** What a `storage` event says, for hosts that deliver them some other way (tests). */
  storageChanged(key, newValue) {
    if (key !== this.#store.keyOf(this.#name)) return;
    const meta = peekMeta(newValue);
    if (!meta || meta.tab === this.#tab || meta.rev <= this.#known) return;
    this.#becomeStale(meta);
  }

  #storageEvent(event) {
    // key null: the whole storage was cleared (another tab, or the browser's settings): nothing
    // newer to fall behind, and this tab's next save writes its game back.
    if (event?.key) this.storageChanged(event.key, event.newValue);
  }

  // Also while already stale: each newer save is told (the other tab may have started another game).
  #becomeStale(meta) {
    if (this.#stale && meta.rev <= this.#stale.rev) return;
    this.#stale = { rev: meta.rev, tab: meta.tab };
    for (const listener of [...this.#listeners]) {
      try {
        listener(this.#stale);
      } catch (error) {
        queueMicrotask(() => { throw error; });
      }
    }
  }
}
