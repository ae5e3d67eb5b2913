// Starts the engine's worker while the page is still loading its own scripts, when the first
// screen needs the engine: a share link (#puzzle=...), which the engine reads and counts before the
// board shows it. index.html loads this module by itself (async, no imports), so the worker then
// begins downloading and compiling the WebAssembly as soon as the HTML is parsed, instead of after
// app.js and its whole module graph: the engine's answer is off the link's critical path.
// A plain visit's first screen runs no engine code (the first game comes from the puzzle pool or
// the autosave, whose solutions are known): it starts no worker here, and app.js starts one on the
// player's first touch or key, or on the first call (issue 14: no code the first screen does not
// run; bench/web_budget.mjs measures both paths).
// app.js (the same module instance) gives this worker to its EngineClient as the first one;
// whatever the worker says before that (its { ready } message) is held and handed over in order.
// Other pages (dlx.html) do not load this module and start their worker as before.
let started = null; // { worker, href, held: [{ type, event }] } until EngineClient takes it

const WORKER_URL = new URL('./worker.js', import.meta.url);

export function startWorker(url = WORKER_URL) {
  if (started || typeof Worker !== 'function') return;
  const worker = new Worker(url);
  const held = [];
  for (const type of ['message', 'error', 'messageerror']) {
    worker[`on${type}`] = (event) => {
      if (type === 'error') event.preventDefault?.(); // reported when handed over, not to the console
      held.push({ type, event });
    };
  }
  started = { worker, href: new URL(url, location.href).href, held };
}

/** The worker startWorker() began for `url`, once; null when there is none (or it was taken). */
export function takeStartedWorker(url) {
  if (!started || started.href !== new URL(url, location.href).href) return null;
  const { worker, held } = started;
  started = null;
  return new StartedWorker(worker, held);
}

/**
 * The started worker as EngineClient uses a Worker (postMessage, terminate, on* handlers). Setting
 * a handler hands it the events of its kind held so far, in a microtask: EngineClient sets its
 * handlers before it records which worker is current, and the handlers check that.
 */
class StartedWorker {
  #worker;
  #held;

  constructor(worker, held) {
    this.#worker = worker;
    this.#held = held;
  }

  postMessage(...args) { this.#worker.postMessage(...args); }

  terminate() { this.#worker.terminate(); }

  set onmessage(handler) { this.#handOver('message', handler); }

  set onerror(handler) { this.#handOver('error', handler); }

  set onmessageerror(handler) { this.#handOver('messageerror', handler); }

  #handOver(type, handler) {
    const mine = this.#held.filter((h) => h.type === type);
    this.#held = this.#held.filter((h) => h.type !== type);
    const deliver = (event) => handler?.(event);
    this.#worker[`on${type}`] = handler;
    if (mine.length) queueMicrotask(() => mine.forEach((h) => deliver(h.event)));
  }
}

/**
 * Whether the page opens on a link that needs the engine at once: a share link (game/share.js's
 * #puzzle= parameter) or a day's puzzle (game/daily.js's #daily=), anywhere in the hash.
 */
export const opensLink = (hash) => /(?:^#|&)(?:puzzle|daily)=/.test(hash ?? '');

if (opensLink(globalThis.location?.hash)) startWorker();
