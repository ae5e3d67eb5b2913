// Lasting messages above the board: storage only in memory (watchStorage), a saved game that could
// not be read, a link that could not be opened, a part of the page that did not load
// (loadFailure). Each can be dismissed; the container is a polite live region.
// A notice that stays up a long time (the update offer) is given as catalog keys, so a language
// switch relabels it (i18n.js localize); others are text, shown as they were when they happened.
//
// One notice shows at a time, the most important (issue 33: an old tab meeting a newer version and
// another tab's moves showed four at once). The others wait, hidden, in ORDER, and the next shows
// when the one above goes (its action taken, dismissed, or cleared by whoever posted it).
import { localize, t } from '../../i18n/i18n.js';

// Most important first, by the notices' test ids; any other notice comes after these, oldest first.
export const ORDER = Object.freeze([
  'update-taken',    // another tab's update took this page: it reloads (offline.js)
  'tab-notice',      // the board is frozen until the player chooses (other_tab.js)
  'update-notice',   // a newer version is ready (offline.js)
  'link-waiting',    // the link the player followed waits for the engine (engine_wait.js)
  'engine-slow',     // the engine is still downloading (engine_wait.js)
  'storage-notice',  // progress is kept in memory only (watchStorage below)
]);
const rank = (notice) => {
  const at = ORDER.indexOf(notice.dataset.testid);
  return at === -1 ? ORDER.length : at;
};

export function createNotices(container) {
  container.setAttribute('aria-live', 'polite');
  // Shows the first notice of the highest rank, hides the rest.
  const showFirst = () => {
    const all = [...container.children];
    const top = all.reduce((best, notice) => (best === null || rank(notice) < rank(best) ? notice : best), null);
    for (const notice of all) notice.hidden = notice !== top;
  };
  // Notices go by many hands (notice.remove() by their owners): the container is watched.
  if (typeof MutationObserver === 'function') new MutationObserver(showFirst).observe(container, { childList: true });
  const clear = (topic) => {
    for (const old of container.querySelectorAll(`[data-topic="${topic}"]`)) old.remove();
  };
  return {
    /**
     * Shows `text` once (the same text is not repeated); returns its element. `text` may be
     * { key, vars } (kept in the page's language). `action` ({label, run}, or {key, run}) adds a
     * button before "Dismiss" (the update notice's "Reload to update"). dismiss: false leaves
     * "Dismiss" out, for a notice that stays until its action is taken. A notice with a `topic`
     * replaces the one before it on that topic: only the last link that failed to open is news.
     */
    add(text, { kind = 'warning', testid = null, action = null, dismiss: dismissable = true, topic = null } = {}) {
      const id = typeof text === 'string' ? text : `key:${text.key}`;
      const existing = [...container.children].find((n) => n.dataset.text === id);
      if (existing) return existing;
      if (topic) clear(topic);
      const notice = document.createElement('div');
      notice.className = `notice ${kind}`;
      notice.dataset.text = id;
      if (topic) notice.dataset.topic = topic;
      if (testid) notice.dataset.testid = testid;
      const message = document.createElement('p');
      if (typeof text === 'string') message.textContent = text;
      else localize(message, text.key, text.vars);
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.className = 'quiet';
      localize(dismiss, 'notice.dismiss');
      dismiss.addEventListener('click', () => notice.remove());
      notice.append(message);
      if (action) {
        const button = document.createElement('button');
        button.type = 'button';
        if (action.key) localize(button, action.key);
        else button.textContent = action.label;
        button.addEventListener('click', () => action.run());
        notice.append(button);
      }
      if (dismissable) notice.append(dismiss);
      container.append(notice);
      showFirst(); // at once, not only when the observer runs: the page's next line may look
      return notice;
    },
    /** Removes the notices of `topic` (a later attempt went well). */
    clear,
  };
}

/**
 * Why a part of the page loaded on demand failed, in words: offline before the service worker
 * cached it says so, not the browser's "Failed to fetch dynamically imported module".
 */
export function loadFailure(error) {
  return error instanceof TypeError && /import|fetch/i.test(error.message) ? t('notice.part_offline') : error.message;
}

/**
 * The storage notice: shown at start, and whenever a write fails later (a full quota), while
 * progress lives in memory only. Every save retries; once one works again, the notice goes and the
 * player is told. Returns check(), which the controller calls after each save.
 */
export function watchStorage(store, notices) {
  let shown = null;
  let recovered = null; // "Saving works again": news only until saving fails again
  const check = () => {
    if (store.persistent) return;
    recovered?.remove();
    recovered = null;
    shown = notices.add(store.notice ?? t('notice.memory_only'), { testid: 'storage-notice' });
  };
  check();
  store.onStatusChange(({ persistent }) => {
    if (!persistent) return check();
    shown?.remove();
    shown = null;
    recovered = notices.add(t('store.saving_again'), { kind: 'info', testid: 'storage-recovered' });
    return recovered;
  });
  return check;
}
