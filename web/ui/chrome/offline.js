// Offline play and updates: registers the service worker (../sw.js, which caches the whole site)
// and tells the player when a new version has been downloaded, with a "Reload to update" button.
// The page never reloads by itself: the new version waits until the player presses the button
// (the game is saved on every move, so the reload loses nothing). Siblings: notices.js, ../sw.js.
//
// The worker's URL is relative to this module, so the site works from any sub-path; where service
// workers are missing (old browsers, some private modes, file:// or plain-http hosts other than
// localhost) the page simply works online only.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * @param {{notices: {add(text: string, options?: object): HTMLElement}}} options
 * @returns {Promise<ServiceWorkerRegistration|null>} null where service workers are unavailable
 */
export async function registerServiceWorker({ notices }) {
  const container = globalThis.navigator?.serviceWorker;
  if (!container || !globalThis.isSecureContext) return null;
  let registration;
  try {
    registration = await container.register(new URL('../../sw.js', import.meta.url));
  } catch {
    return null; // blocked (storage off, an extension, a host without the file): online only
  }
  if (!registration) return null; // some blockers resolve with nothing instead of failing
  let reloading = false;
  const offer = (worker) => {
    if (!worker || !container.controller) return; // the very first install is not an update
    notices.add({ key: 'update.ready' }, {
      kind: 'info',
      testid: 'update-notice',
      action: {
        key: 'update.reload',
        run: () => {
          reloading = true;
          worker.postMessage({ type: 'skip-waiting' });
        },
      },
    });
  };
  container.addEventListener('controllerchange', () => {
    if (reloading) globalThis.location.reload();
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
