// Persistent key/value storage for the game (saved game, settings, statistics): localStorage when
// the browser allows it, an in-memory map when it does not, and corruption detected on the way
// back in. Never throws. Siblings: game.js (what is saved), stats.js, share.js, tab_sync.js (the
// saved game shared by several tabs, on top of this).
//
// Each value is stored as one JSON envelope under prefix + name:
//
//   {"format":1,"checksum":"8c1f3a2b","rev":12,"tab":"k3x9q2","data":<the value as JSON>}
//
// checksum is FNV-1a (32 bit, over the UTF-16 code units) of JSON.stringify(data). Re-serialising
// parsed JSON gives back the same text (key order and number formatting survive a round trip), so
// the checksum can be recomputed from the parsed data. rev and tab are optional: a revision number
// and the tab that wrote it (tab_sync.js); readers that do not know them ignore them, so they need
// no new format. A value that cannot be read is moved aside to prefix + name + '.corrupt' for bug
// reports, and is never read back as a game. A value in a NEWER format (written by a newer
// version of the app, for instance in another tab, while this page is an older cached copy) is
// neither read nor moved nor overwritten: this Store keeps that name in memory and says why.
//
// Why the fallbacks: localStorage may be missing (old embedded browsers), throw on access
// (Safari private browsing before 14, storage disabled, sandboxed iframes without
// allow-same-origin: SecurityError) or throw QuotaExceededError on a write. A full quota can be
// freed again (the player clears other sites' data), so writes are retried on every save; when
// one succeeds, everything kept in memory meanwhile is written too and the notice goes.

import { t } from '../i18n/i18n.js';

export const STORAGE_FORMAT = 1;

// Sentences for the player, in the page's language (catalog_game.js), looked up when needed.
const NOT_ALLOWED = () => t('store.not_allowed');
const FULL = () => t('store.full');

/** FNV-1a, 32 bit, over the string's UTF-16 code units; 8 lowercase hex digits. */
export function checksum(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The envelope text for a value, or null when the value has no JSON form (undefined, a cycle, a
 * BigInt). `rev` (a positive integer) and `tab` (a short id) are written when given.
 */
export function encode(value, { rev = 0, tab = null } = {}) {
  let json;
  try {
    json = JSON.stringify(value);
  } catch {
    return null;
  }
  if (json === undefined) return null;
  const revision = Number.isSafeInteger(rev) && rev > 0 ? `"rev":${rev},` : '';
  const writer = typeof tab === 'string' ? `"tab":${JSON.stringify(tab.slice(0, 40))},` : '';
  return `{"format":${STORAGE_FORMAT},"checksum":"${checksum(json)}",${revision}${writer}"data":${json}}`;
}

/**
 * Reads an envelope: { value, rev, tab } or { why } (a phrase saying what is wrong with the text);
 * `newer` is true when the text is in a newer format than this page reads (kept, not damaged).
 */
export function decode(text) {
  if (typeof text !== 'string') return { why: t('store.why.not_text') };
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { why: t(text.length === 0 ? 'store.why.empty' : 'store.why.not_json') };
  }
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope) || !('data' in envelope)) {
    return { why: t('store.why.not_ours') };
  }
  if (envelope.format !== STORAGE_FORMAT) {
    // Quoted briefly: saved data is outside text too, and a message must not carry a megabyte of it.
    const format = String(JSON.stringify(envelope.format)).slice(0, 24);
    if (Number.isInteger(envelope.format) && envelope.format > STORAGE_FORMAT) {
      return { why: t('store.why.newer', { format, ours: STORAGE_FORMAT }), newer: true };
    }
    return { why: t('store.why.format', { format, ours: STORAGE_FORMAT }) };
  }
  if (typeof envelope.checksum !== 'string' || envelope.checksum !== checksum(JSON.stringify(envelope.data))) {
    return { why: t('store.why.checksum') };
  }
  return { value: envelope.data, ...meta(envelope) };
}

/** The revision and writer of an envelope (0 and null when it has none). */
function meta(envelope) {
  return {
    rev: Number.isSafeInteger(envelope.rev) && envelope.rev > 0 ? envelope.rev : 0,
    tab: typeof envelope.tab === 'string' ? envelope.tab.slice(0, 40) : null,
  };
}

/** { rev, tab } of an envelope text without checking the rest; null when it is not one. */
export function peekMeta(text) {
  if (typeof text !== 'string' || text.length === 0) return null;
  try {
    const envelope = JSON.parse(text);
    return envelope && typeof envelope === 'object' && !Array.isArray(envelope) ? meta(envelope) : null;
  } catch {
    return null;
  }
}

/** The page's localStorage, or null when merely looking at it throws (sandboxed iframes do). */
function defaultStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isQuotaError(error) {
  // Firefox names it NS_ERROR_DOM_QUOTA_REACHED; old WebKit only sets code 22.
  return error?.name === 'QuotaExceededError' || error?.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error?.code === 22;
}

export class Store {
  #storage;              // a Storage-like object, or null once it proved unusable
  #prefix;
  #memory = new Map();   // name -> envelope text, for values the browser would not keep (yet)
  #notice = null;
  #failing = false;      // the last write failed (a full quota...): every save tries again
  #stuck = new Set();    // names whose damaged text could be neither removed nor ignored otherwise
  #held = new Set();     // names holding a newer format's value: never read, moved or overwritten
  #listeners = new Set();

  /**
   * @param {{storage?: Storage|null, prefix?: string}} [options]
   *   storage defaults to globalThis.localStorage; null means "memory only".
   */
  constructor({ storage = defaultStorage(), prefix = 'dlx-sudoku:' } = {}) {
    this.#prefix = String(prefix);
    this.#storage = storage ?? null;
    if (!this.#storage) {
      this.#notice = NOT_ALLOWED();
      return;
    }
    // Reading can work while writing fails (Safari private mode before 14 had a quota of 0), so
    // probe with a real write.
    try {
      this.#probe();
    } catch (error) {
      if (isQuotaError(error)) this.#failed(FULL());
      else this.#fallBack(NOT_ALLOWED(), true);
    }
  }

  // A write that adds a key: it fails while the quota is full, even when rewriting a key in place
  // (no growth) still works. Throws what the browser threw.
  #probe() {
    const probe = `${this.#prefix}__probe__`;
    this.#storage.setItem(probe, '1');
    this.#storage.removeItem(probe);
  }

  /** True while values go to the browser's storage and survive closing the tab. */
  get persistent() {
    return this.#notice === null;
  }

  /** A sentence for the player when progress is not being kept, else null. */
  get notice() {
    return this.#notice;
  }

  /** The storage key of `name` (what `storage` events of other tabs carry). */
  keyOf(name) {
    return this.#prefix + name;
  }

  /**
   * Calls listener({ persistent, notice }) whenever saving stops or starts working again (a full
   * quota, then space freed). Returns a function that removes the listener.
   */
  onStatusChange(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The value saved under `name`: { value, error: null }, { value: null, error: null } when
   * nothing is saved, or { value: null, error: "<what> could not be read (why); <fallback>." }
   * when the saved text is damaged (it is then moved to name + '.corrupt'). A value in a newer
   * format (the envelope's, or, with `version`, a record whose own integer `version` field is
   * larger) gives { value: null, error: "<what> was saved by a newer version ..." } and stays
   * where it is; from then on this Store keeps `name` in memory only.
   * @param {string} name
   * @param {{what?: string, fallback?: string, version?: number}} [wording]  what/fallback for
   *   values that are not the game; version: the newest record version this page reads
   */
  load(name, { what = 'Saved game', fallback = 'a new game was started', version = Infinity } = {}) {
    const text = this.#text(name);
    if (text === null || text === undefined) return { value: null, error: null };
    const decoded = decode(text);
    const recordVersion = decoded.value?.version;
    if (!('why' in decoded) && Number.isInteger(recordVersion) && recordVersion > version) {
      this.hold(name);
      const why = t('store.why.newer_record', { version: recordVersion, ours: version });
      return { value: null, error: t('store.newer', { what, why }) };
    }
    if (!('why' in decoded)) return { value: decoded.value, error: null };
    if (decoded.newer) {
      this.hold(name);
      return { value: null, error: t('store.newer', { what, why: decoded.why }) };
    }
    this.#moveAside(name, text);
    return { value: null, error: t('store.unreadable', { what, why: decoded.why, fallback }) };
  }

  /**
   * Whether the value saved under `name` was written by a newer version of the app than this page
   * (its envelope's format, or its record's integer `version` above `version`). Only looks: nothing
   * is held, moved or said.
   */
  isNewer(name, version = Infinity) {
    const decoded = decode(this.#text(name));
    if (decoded.newer) return true;
    const recordVersion = decoded.value?.version;
    return !('why' in decoded) && Number.isInteger(recordVersion) && recordVersion > version;
  }

  /** { rev, tab } of what is saved under `name` now (0 and null without them), or null. */
  meta(name) {
    return peekMeta(this.#text(name));
  }

  /**
   * Saves a JSON-ready value under `name` (with `rev` and `tab` in its envelope when given).
   * Returns false only when the value has no JSON form; when the browser refuses to store it, it
   * is kept in memory instead, notice says so, and the next save tries the browser again.
   */
  save(name, value, { rev = 0, tab = null } = {}) {
    const text = encode(value, { rev, tab });
    if (text === null) return false;
    this.#stuck.delete(name);
    if (this.#storage && !this.#held.has(name)) {
      if (this.#write(name, text)) {
        this.#memory.delete(name);
        if (this.#failing) this.#recovered();
        return true;
      }
    }
    this.#memory.set(name, text);
    return true;
  }

  /**
   * Reads the newest saved value of `name` (another tab may have written it since), passes it to
   * `change`, saves what `change` returns and returns it: for values that several tabs add to,
   * such as the statistics. `change` gets null when nothing readable is saved.
   */
  update(name, change, wording) {
    const next = change(this.load(name, wording).value);
    this.save(name, next);
    return next;
  }

  /** Leaves the value saved under `name` alone from now on (it is newer than this page). */
  hold(name) {
    this.#held.add(name);
    this.#notice ??= t('store.held');
    this.#emit();
  }

  remove(name) {
    this.#memory.delete(name);
    this.#stuck.delete(name);
    if (this.#held.has(name)) return;
    try {
      this.#storage?.removeItem(this.#prefix + name);
    } catch {
      // Nothing to do: a storage that cannot remove cannot be read either.
    }
  }

  /** The damaged text last moved aside for `name` (for bug reports), or null. */
  corruptText(name) {
    const key = `${name}.corrupt`;
    if (this.#memory.has(key)) return this.#memory.get(key);
    try {
      return this.#storage?.getItem(this.#prefix + key) ?? null;
    } catch {
      return null;
    }
  }

  // The text saved under `name`: this session's own copy in memory first (it is newer than
  // anything it could not write), then the browser's.
  #text(name) {
    if (this.#memory.has(name)) return this.#memory.get(name);
    if (!this.#storage || this.#stuck.has(name)) return null;
    try {
      return this.#storage.getItem(this.#prefix + name);
    } catch {
      this.#fallBack(NOT_ALLOWED(), false);
      return null;
    }
  }

  // One write to the browser's storage: true when it took.
  #write(name, text) {
    try {
      this.#storage.setItem(this.#prefix + name, text);
      return true;
    } catch (error) {
      this.#failed(isQuotaError(error) ? FULL() : NOT_ALLOWED());
      return false;
    }
  }

  // Writing works again (space was freed): what waited in memory goes to storage too, and the
  // notice goes.
  #recovered() {
    // One write that took is no proof: a full quota still takes a value rewritten in place at its
    // size. Saving works again only when a new key fits (issue 33: "Saving works again" was said on
    // arrival, then beside "storage is full").
    try {
      this.#probe();
    } catch {
      return;
    }
    for (const [name, text] of [...this.#memory]) {
      if (name.endsWith('.corrupt') || this.#held.has(name)) continue;
      if (!this.#write(name, text)) return; // still not enough room for everything
      this.#memory.delete(name);
    }
    this.#failing = false;
    this.#notice = this.#held.size ? t('store.held') : null;
    this.#emit();
  }

  #failed(notice) {
    const was = this.#notice;
    this.#failing = true;
    this.#notice ??= notice;
    if (this.#notice !== was) this.#emit();
  }

  #emit() {
    for (const listener of [...this.#listeners]) {
      try {
        listener({ persistent: this.persistent, notice: this.#notice });
      } catch (error) {
        queueMicrotask(() => { throw error; }); // a listener's bug is the page's, not storage's
      }
    }
  }

  #moveAside(name, text) {
    const corruptKey = `${name}.corrupt`;
    this.#memory.delete(name);
    if (this.#storage) {
      try {
        this.#storage.setItem(this.#prefix + corruptKey, text);
      } catch {
        this.#memory.set(corruptKey, text);
      }
      try {
        this.#storage.removeItem(this.#prefix + name);
      } catch {
        this.#stuck.add(name); // the key stays, but this Store does not read it again
      }
    } else {
      this.#memory.set(corruptKey, text);
    }
  }

  // From now on, values this Store cannot write live in memory; `whole` drops the storage
  // altogether (writing is not allowed at all, so nothing in it can be trusted to stick).
  #fallBack(notice, whole) {
    const was = this.#notice;
    this.#notice ??= notice;
    if (whole) this.#storage = null;
    if (this.#notice !== was) this.#emit();
  }
}
