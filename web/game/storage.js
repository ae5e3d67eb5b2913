// Persistent key/value storage for the game (saved game, settings, statistics): localStorage when
// the browser allows it, an in-memory map when it does not, and corruption detected on the way
// back in. Never throws. Siblings: game.js (what is saved), stats.js, share.js.
//
// Each value is stored as one JSON envelope under prefix + name:
//
//   {"format":1,"checksum":"8c1f3a2b","data":<the value as JSON>}
//
// checksum is FNV-1a (32 bit, over the UTF-16 code units) of JSON.stringify(data). Re-serialising
// parsed JSON gives back the same text (key order and number formatting survive a round trip), so
// the checksum can be recomputed from the parsed data. A value that cannot be read is moved aside
// to prefix + name + '.corrupt' for bug reports, and is never read back as a game.
//
// Why the fallbacks: localStorage may be missing (old embedded browsers), throw on access
// (Safari private browsing before 14, storage disabled, sandboxed iframes without
// allow-same-origin: SecurityError) or throw QuotaExceededError on a write.

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

/** The envelope text for a value, or null when the value has no JSON form (undefined, a cycle, a BigInt). */
export function encode(value) {
  let json;
  try {
    json = JSON.stringify(value);
  } catch {
    return null;
  }
  if (json === undefined) return null;
  return `{"format":${STORAGE_FORMAT},"checksum":"${checksum(json)}","data":${json}}`;
}

/** Reads an envelope: { value } or { why } (a phrase saying what is wrong with the text). */
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
    return { why: t('store.why.format', { format, ours: STORAGE_FORMAT }) };
  }
  if (typeof envelope.checksum !== 'string' || envelope.checksum !== checksum(JSON.stringify(envelope.data))) {
    return { why: t('store.why.checksum') };
  }
  return { value: envelope.data };
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
  #memory = new Map();   // name -> envelope text, for values the browser would not keep
  #notice = null;
  #stuck = new Set();    // names whose damaged text could be neither removed nor ignored otherwise

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
    const probe = `${this.#prefix}__probe__`;
    try {
      this.#storage.setItem(probe, '1');
      this.#storage.removeItem(probe);
    } catch (error) {
      this.#fallBack(isQuotaError(error) ? FULL() : NOT_ALLOWED(), true);
    }
  }

  /** True while values go to the browser's storage and survive closing the tab. */
  get persistent() {
    return this.#notice === null;
  }

  /** A sentence for the player when progress is not being kept, else null. */
  get notice() {
    return this.#notice;
  }

  /**
   * The value saved under `name`: { value, error: null }, { value: null, error: null } when
   * nothing is saved, or { value: null, error: "<what> could not be read (why); <fallback>." }
   * when the saved text is damaged (it is then moved to name + '.corrupt').
   * @param {string} name
   * @param {{what?: string, fallback?: string}} [wording]  for values that are not the game
   */
  load(name, { what = 'Saved game', fallback = 'a new game was started' } = {}) {
    const key = this.#prefix + name;
    let text = this.#memory.has(name) ? this.#memory.get(name) : null;
    if (text === null && this.#storage && !this.#stuck.has(name)) {
      try {
        text = this.#storage.getItem(key);
      } catch {
        this.#fallBack(NOT_ALLOWED(), false);
      }
    }
    if (text === null || text === undefined) return { value: null, error: null };
    const decoded = decode(text);
    if (!('why' in decoded)) return { value: decoded.value, error: null };
    this.#moveAside(name, text);
    return { value: null, error: t('store.unreadable', { what, why: decoded.why, fallback }) };
  }

  /**
   * Saves a JSON-ready value under `name`. Returns false only when the value has no JSON form;
   * when the browser refuses to store it, it is kept in memory instead and notice says so.
   */
  save(name, value) {
    const text = encode(value);
    if (text === null) return false;
    this.#stuck.delete(name);
    if (this.#storage && !this.#memory.has(name)) {
      try {
        this.#storage.setItem(this.#prefix + name, text);
        return true;
      } catch (error) {
        this.#fallBack(isQuotaError(error) ? FULL() : NOT_ALLOWED(), false);
      }
    }
    this.#memory.set(name, text);
    return true;
  }

  remove(name) {
    this.#memory.delete(name);
    this.#stuck.delete(name);
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
  // altogether (it failed its first write, so nothing in it can be trusted to stick).
  #fallBack(notice, whole) {
    this.#notice ??= notice;
    if (whole) this.#storage = null;
  }
}
