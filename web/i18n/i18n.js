// The page's language: English or Simplified Chinese, chosen from the browser's languages until
// the player picks one (remembered in localStorage), and t(key, vars) to look strings up.
// Strings live in one catalog module per area (catalog_*.js, each { en: {...}, zh: {...} }), so
// features add their own without touching each other's. English is the fallback for a key a
// catalog lacks; an unknown key comes back as the key itself, which tests can spot.
//
// Markup is translated by attribute: data-i18n="key" sets textContent, data-i18n-attr="aria-label:key;title:key2"
// sets attributes. translatePage(root) applies both; views call it again when they build markup.
// A catalog's language may also be a function that loads its table (a Promise): the built site
// (.ci/build_dist.mjs) ships the Chinese half of the first screen's catalogs that way, so an
// English visit never downloads it. setLanguage then switches once the tables have arrived (it
// returns a Promise either way); in web/ every table is there at once and the switch is immediate.
// Text that scripts change (a Pause button that becomes Resume) goes through localize(el, key,
// vars), which also records key and vars on the element, so a later language switch keeps it.
import game from './catalog_game.js';
import site from './catalog_site.js';

export const LANGUAGES = [
  { code: 'en', htmlLang: 'en', name: 'English' },
  { code: 'zh', htmlLang: 'zh-Hans', name: '简体中文' },
];
const STORAGE_KEY = 'dlx-sudoku.language';
const catalogs = { en: {}, zh: {} };
const pending = { en: [], zh: [] }; // per language, the loaders of tables not yet here
const loading = { en: null, zh: null }; // per language, the load under way (one at a time)
const listeners = new Set();
let current = 'en';
let wanted = current; // the last language asked for: a slow load does not undo a later choice

/** Adds a catalog ({ en: {...}, zh: {...} | () => Promise<{...}> }); later keys override earlier ones. */
export function addCatalog(catalog) {
  for (const code of Object.keys(catalogs)) {
    const part = catalog[code];
    if (typeof part === 'function') pending[code].push(part);
    else Object.assign(catalogs[code], part ?? {});
  }
  // A lazily added catalog whose table for the page's language is still to come: show it once here.
  if (pending[current].length) loadTables(current).then(() => apply(current), () => {});
}

/** Loads every pending table of `code`, in the order the catalogs were added. */
function loadTables(code) {
  loading[code] ??= (async () => {
    while (pending[code].length) {
      const loaders = pending[code].splice(0);
      let tables;
      try {
        tables = await Promise.all(loaders.map((load) => load()));
      } catch (error) {
        pending[code].unshift(...loaders); // offline without the cache: tried again on the next switch
        throw error;
      }
      for (const table of tables) Object.assign(catalogs[code], table);
    }
  })().finally(() => { loading[code] = null; });
  return loading[code];
}
addCatalog(game);
addCatalog(site);

/** 'en' or 'zh' from a list of BCP 47 tags such as navigator.languages. */
export function pickLanguage(tags) {
  for (const tag of tags ?? []) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.some((l) => l.code === base)) return base;
  }
  return 'en';
}

function storedLanguage() {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return LANGUAGES.some((l) => l.code === value) ? value : null;
  } catch {
    return null; // storage blocked: the browser's language is used
  }
}

export const language = () => current;

/** The string for `key` in the current language, with {name} placeholders filled from vars. */
export function t(key, vars = {}) {
  const text = catalogs[current][key] ?? catalogs.en[key] ?? key;
  return text
    // English plurals: "{size|option|options}" picks by whether vars.size is 1 (Chinese needs none).
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name, one, many) => (name in vars ? (Number(vars[name]) === 1 ? one : many) : whole))
    .replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}

function readVars(el) {
  try {
    return el.dataset.i18nVars ? JSON.parse(el.dataset.i18nVars) : {};
  } catch {
    return {};
  }
}

/** Sets el's text to t(key, vars) now and after every language switch. */
export function localize(el, key, vars = {}) {
  el.dataset.i18n = key;
  if (Object.keys(vars).length) el.dataset.i18nVars = JSON.stringify(vars);
  else delete el.dataset.i18nVars;
  el.textContent = t(key, vars);
  return el;
}

/** Applies data-i18n and data-i18n-attr under root (the whole document by default). */
export function translatePage(root = globalThis.document) {
  if (!root) return;
  // A key no catalog has yet (one that loads later, with its feature) keeps the markup's text.
  for (const el of root.querySelectorAll('[data-i18n]')) {
    const text = t(el.dataset.i18n, readVars(el));
    if (text !== el.dataset.i18n) el.textContent = text;
  }
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':').map((s) => s.trim());
      if (attr && key && t(key) !== key) el.setAttribute(attr, t(key));
    }
  }
}

/**
 * Switches language, remembers the choice when `remember`, retranslates, tells listeners. At once
 * when the language's tables are here; otherwise once they have loaded (if they cannot, the page
 * switches anyway, with English for what is missing). The Promise resolves when it is done.
 */
export function setLanguage(code, { remember = true } = {}) {
  if (!LANGUAGES.some((l) => l.code === code)) throw new Error(`unknown language "${code}"`);
  wanted = code;
  if (pending[code].length || loading[code]) {
    const done = () => { if (wanted === code) apply(code, remember); };
    return loadTables(code).then(done, done);
  }
  apply(code, remember);
  return Promise.resolve();
}

function apply(code, remember = false) {
  current = code;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, code);
    } catch {
      // not remembered; the page still switches
    }
  }
  const doc = globalThis.document;
  if (doc) {
    doc.documentElement.lang = LANGUAGES.find((l) => l.code === code).htmlLang;
    translatePage(doc);
  }
  for (const listener of listeners) listener(code);
}

/** Calls listener(code) after every switch; returns a function that stops it. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Picks the start language: the remembered choice, else the browser's. Call once per page; await
 * it before drawing, so nothing shows in the wrong language while a table loads.
 */
export function initLanguage() {
  return setLanguage(storedLanguage() ?? pickLanguage(globalThis.navigator?.languages ?? [globalThis.navigator?.language]), {
    remember: false,
  });
}
