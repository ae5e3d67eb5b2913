// The service worker: the whole site in one versioned cache, so the game (and everything it loads
// later: dialogs, the engine's .wasm, other pages) works offline after the first visit.
// Registered by ui/chrome/offline.js; its siblings are .ci/build_dist.mjs, which writes BUILD below into
// dist/sw.js (every file of dist/ and a hash of their contents), and manifest.webmanifest.
//
// Life cycle: install caches every file of the build under "dlx-sudoku-<version>"; a new version
// then waits (no skipWaiting here) until the page says the player chose "Reload to update", so
// nothing changes under a game in progress. activate deletes the caches of older versions.
// Requests for the site's own files are answered from the cache, others go to the network.
// In web/ (development) BUILD.files is empty: the worker then caches nothing and passes through.

const BUILD = { version: 'dev', files: [] };
const PREFIX = 'dlx-sudoku-';
const CACHE = `${PREFIX}${BUILD.version}`;
// Registered without a scope option, the scope is this file's folder: the site's root.
const SCOPE = self.registration.scope;
const URLS = new Set(BUILD.files.map((file) => new URL(file, SCOPE).href));

self.addEventListener('install', (event) => {
  if (BUILD.files.length === 0) return;
  // no-cache: revalidate with the server, so a stale HTTP cache cannot slip an old file into a new version.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(BUILD.files.map((file) => new Request(new URL(file, SCOPE), { cache: 'no-cache' })))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // The first version takes the open pages at once (they have no worker yet); later versions
    // only ever activate when the page asked for it.
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
  if (event.data?.type === 'version') event.source?.postMessage({ type: 'version', version: BUILD.version });
});

/** The cached file a request stands for: its URL without query or fragment; a folder is its index.html. */
function cacheKey(request) {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  if (request.mode === 'navigate' && url.pathname.endsWith('/')) url.pathname += 'index.html';
  return url.href;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || URLS.size === 0) return;
  const key = cacheKey(request);
  if (!URLS.has(key)) return; // not part of the site: the network, as without a service worker
  event.respondWith((async () => {
    const cached = await caches.match(key, { cacheName: CACHE });
    return cached ?? fetch(request);
  })());
});
