// Offline play and updates: registers the service worker (../sw.js, which caches the whole site)
// and tells the player when a new version has been downloaded, with a "Reload to update" button.
// The new version waits until the player presses the button (the game is saved on every move, so
// the reload loses nothing). Siblings: notices.js, ../sw.js.
//
// Another tab may press it first: the new version then takes this page too, and the old version's
// cache is gone with its files (chunks named by their hashes, the worker that matches this code).
// This page must not go on asking for them (404s, a new worker.js under old code: issue 33,
// finding 5), so it saves and reloads itself: at once when it is in sight, else when the player
// comes back to it (a tab in the background reloading would take the game from the tab in use,
// game/tab_sync.js). After the reload a notice says why the page changed.
//
// The worker's URL is relative to this module, so the site works from any sub-path; where service
// workers are missing (old browsers, some private modes, file:// or plain-http hosts other than
// localhost) the page simply works online only.
const UPDATE_CHECK_MS = 60 * 60 * 1000;
// Set just before a reload this page did because another tab updated: the next page says so.
const TAKEN_KEY = 'dlx-sudoku.updated-elsewhere';

/**
 * @param {{notices: {add(text: string|object, options?: object): HTMLElement},
 *   save?: () => void}} options  save: writes the game now (before a reload)
 * @returns {Promise<ServiceWorkerRegistration|null>} null where service workers are unavailable
 */
export async function registerServiceWorker({ notices, save = () => {} }) {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || !globalThis.isSecureContext) return null;
  let registration;
  try {
    registration = await container.register(new URL('../../sw.js', import.meta.url));
  } catch {
    return null; // blocked (storage off, an extension, a host without the file): online only
  }
  if (!registration) return null; // some blockers resolve with nothing instead of failing
  if (session('get') === '1') {
    session('remove');
    notices.add({ key: 'update.applied' }, { kind: 'info', testid: 'update-applied' });
  }
  let controller = container.controller; // the version this page runs under (null: none yet)
  let asked = false;    // this page asked the new version to take over
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    save();
    globalThis.location.reload();
  };
  let offered = null;
  const offer = (worker) => {
    if (!worker || !container.controller) return; // the very first install is not an update
    offered = notices.add({ key: 'update.ready' }, {
      kind: 'info',
      testid: 'update-notice',
      action: {
        key: 'update.reload',
        run: () => {
          if (worker.state !== 'installed') return reload(); // already taken over (by another tab)
          asked = true;
          return worker.postMessage({ type: 'skip-waiting' });
        },
      },
    });
  };
  container.addEventListener('controllerchange', () => {
    if (asked) return reload();
    const before = controller;
    controller = container.controller;
    // The first install claimed the page, or another registration did (a "//" address registers
    // its own): no new version of this one's files.
    if (!before || before.scriptURL !== controller?.scriptURL) return undefined;
    offered?.remove();
    notices.add({ key: 'update.taken' }, { kind: 'info', testid: 'update-taken', dismiss: false, action: { key: 'update.reload', run: reload } });
    session('set');
    return whenInSight(reload);
  });
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  // Browsers look for a new version on each visit; a tab left open for days looks now and then.
  const check = () => registration.update().catch(() => {}); // offline: try again later
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}

/** Runs `fn` now if the page is in sight, else the next time it comes into sight. */
function whenInSight(fn) {
  if (document.visibilityState === 'visible') return fn();
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onVisible);
    fn();
  };
  return document.addEventListener('visibilitychange', onVisible);
}

/** sessionStorage's TAKEN_KEY ('get', 'set' or 'remove'); null where storage is blocked. */
function session(what) {
  try {
    if (what === 'get') return globalThis.sessionStorage.getItem(TAKEN_KEY);
    if (what === 'set') globalThis.sessionStorage.setItem(TAKEN_KEY, '1');
    else globalThis.sessionStorage.removeItem(TAKEN_KEY);
  } catch {
    // blocked: the reload still happens, without the word after it
  }
  return null;
}
