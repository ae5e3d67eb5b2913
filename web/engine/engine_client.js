// The page's handle on the engine: the same methods as DlxEngine (both derive from the one table of
// engine calls, engine_calls.js), but each returns a Promise and runs in worker.js. Request ids map replies to Promises; solve and count can report
// progress. Types, result fields and error codes: dlx_engine.d.ts.
//
// Nothing waits forever:
// - Every call has a deadline (timeoutMs, by default DEFAULT_TIMEOUTS[name]), counted from when
//   the worker starts it (it says { id, started }), not while it waits its turn. A search (solve,
//   count) watches its own deadline inside the engine and stops cleanly; any call still running a
//   moment after its deadline is stopped by terminating the worker. It fails with "timeout".
// - A call can be cancelled (an AbortSignal, scoped(signal), cancelAll): a running WebAssembly
//   call cannot be interrupted any other way than by terminating the worker, so that is done, and
//   the calls that were waiting are sent again to a fresh worker. Only the cancelled call fails.
// - A worker that dies (an error event) takes only the call it was running with it; the others go
//   to a new worker. A worker that dies silently or stops answering is found by a watchdog: while
//   calls are pending, the client pings an idle worker (it answers at once, between calls), and a
//   search sends a heartbeat about every half second; silence past silenceMs means the worker is
//   gone, and it is replaced the same way.
// - A call also has a deadline of its own for its turn (waitMs, by default its timeoutMs): one
//   still queued behind another call that runs longer than that (another script's long trace, a
//   call given a huge timeoutMs) fails with "timeout" rather than waiting for it (issue 33), and
//   onWait hears after a few seconds why it has not started, so the page can say so.
import { EngineError, unwrap } from './dlx_engine.js';
import { ENGINE_CALLS, PROGRESS_CALLS, defineEngineMethods } from './engine_calls.js';

/**
 * The deadline of each call in ms, from its start in the worker (ENGINE_CALLS' timeoutMs, and the
 * worker's own loadFull). Page actions use a node budget where a search may be long (an imported
 * puzzle's count), so these are the last resort.
 */
export const DEFAULT_TIMEOUTS = Object.freeze({
  ...Object.fromEntries(Object.entries(ENGINE_CALLS).map(([name, spec]) => [name, spec.timeoutMs])),
  loadFull: 60_000,
});
const FALLBACK_TIMEOUT = 20_000;
// After its deadline, a call that is still running gets this long to stop by itself (searches do)
// before the worker is terminated.
const GRACE_MS = 1_500;
// Calls whose search sends progress or heartbeats while it runs (worker.js).
const BEATING_CALLS = new Set(PROGRESS_CALLS);
// A call not started after this long is told why (onWait): the engine loading, or busy.
const SLOW_START_MS = 2_000;

export class EngineClient {
  #workerUrl;
  #createWorker;
  #worker = null;
  #workerReady = false;  // the current worker has loaded the engine (it sent { ready: true })
  #loadingFull = false;  // it is downloading the full module (importScripts blocks it meanwhile)
  #pending = new Map();  // id -> { name, args, timeoutMs, onProgress, resolve, reject, cleanup, started }, in sending order
  #nextId = 1;
  #closed = false;
  #workersStarted = 0;
  #watch = null;         // the watchdog's interval, while calls are pending
  #lastHeard = 0;        // now() when the current worker last sent anything
  #pingSent = 0;         // now() of the unanswered ping, or 0
  #now;
  #pingMs;
  #silenceMs;
  #startMs;
  #graceMs;
  #replaced = 0;         // workers replaced for silence in a row without an answer in between
  #slowStartMs;

  /**
   * @param {object} [options]
   * @param {URL|string} [options.workerUrl]  defaults to worker.js next to this file
   * @param {(url: URL|string) => Worker} [options.createWorker]  for tests and other hosts
   * @param {number} [options.pingMs]  an idle worker is pinged after this much silence (1 s)
   * @param {number} [options.silenceMs]  silence after a ping (or during a search) that means dead (5 s)
   * @param {number} [options.startMs]  the same before the worker has loaded the engine: it may
   *   still be downloading its scripts, which blocks it (30 s)
   * @param {number} [options.graceMs]  how long a call past its deadline may take to stop by itself
   * @param {() => number} [options.now]  the clock, in ms (performance.now)
   * @param {number} [options.slowStartMs]  a call not started after this long hears why (onWait)
   */
  constructor({
    workerUrl = new URL('./worker.js', import.meta.url), createWorker = (url) => new Worker(url),
    pingMs = 1_000, silenceMs = 5_000, startMs = 30_000, graceMs = GRACE_MS, now = () => performance.now(),
    slowStartMs = SLOW_START_MS,
  } = {}) {
    this.#slowStartMs = slowStartMs;
    this.#workerUrl = workerUrl;
    this.#createWorker = createWorker;
    this.#pingMs = pingMs;
    this.#silenceMs = silenceMs;
    this.#startMs = startMs;
    this.#graceMs = graceMs;
    this.#now = now;
  }

  /** Requests sent and not yet answered. */
  get pendingCount() {
    return this.#pending.size;
  }

  /** How many workers this client has started (1 + restarts after cancels, crashes and silence). */
  get workersStarted() {
    return this.#workersStarted;
  }

  /** Starts the worker now rather than on the first call, so the engine is loaded by then. */
  warmUp() {
    if (!this.#closed) this.#ensureWorker();
  }

  /**
   * The same methods, with `signal` on every call: aborting it cancels whatever of them is still
   * pending (a new game cancels the old game's Solve, hints and checks). `defaults`: options every
   * call of the scope gets unless it gives its own (the game's onWait, which says why it waits).
   */
  scoped(signal, defaults = {}) {
    const scoped = {};
    for (const [name, { arity }] of Object.entries(ENGINE_CALLS)) {
      // The options object goes after exactly `arity` engine arguments, defaults left unfilled.
      scoped[name] = (...args) => this[name](...Array.from({ length: arity }, (_, i) => args[i]), { ...defaults, signal, ...args[arity] });
    }
    return scoped;
  }

  /**
   * Sends one request. Resolves with the result's data, rejects with EngineError: the engine's own
   * codes, or "cancelled" (signal aborted), "timeout" (its deadline passed), "worker" (the worker
   * died or stopped answering while running this request, or could not start), "closed" (after
   * terminate()).
   * @param {{signal?: AbortSignal, timeoutMs?: number, waitMs?: number, onProgress?: (p: {nodes: number,
   *   updates: number, solutions: number}) => void, onWait?: (w: {reason: 'loading'|'busy', call?: string}) => void}} [options]
   *   onProgress: solve and count; waitMs: the longest it may wait behind another call (default
   *   its timeoutMs); onWait: called once when it has not started after SLOW_START_MS
   */
  call(name, args, { signal, timeoutMs, waitMs, onProgress, onWait } = {}) {
    if (this.#closed) return Promise.reject(new EngineError('closed', 'the engine client was terminated'));
    if (signal?.aborted) return Promise.reject(new EngineError('cancelled', `${name} was cancelled`));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const cleanups = [];
      const progress = typeof onProgress === 'function' && PROGRESS_CALLS.includes(name) ? onProgress : null;
      const deadline = Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUTS[name] ?? FALLBACK_TIMEOUT;
      const entry = {
        name, args, timeoutMs: deadline, onProgress: progress, resolve, reject, started: false, timer: null,
        sentAt: this.#now(), waitMs: Number.isFinite(waitMs) && waitMs > 0 ? waitMs : deadline,
        onWait: typeof onWait === 'function' ? onWait : null,
        cleanup: () => {
          clearTimeout(entry.timer);
          cleanups.splice(0).forEach((fn) => fn());
        },
      };
      this.#pending.set(id, entry);
      if (signal) {
        const onAbort = () => this.#cancel(id, new EngineError('cancelled', `${name} was cancelled`));
        signal.addEventListener('abort', onAbort, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', onAbort));
      }
      this.#post(id, entry);
      this.#startWatch();
    });
  }

  /** Stops everything in flight: pending calls reject with "cancelled"; the next call starts a new worker. */
  cancelAll() {
    this.#stopWorker();
    this.#rejectAll((name) => new EngineError('cancelled', `${name} was cancelled`));
  }

  /** Stops the worker for good. */
  terminate() {
    this.#closed = true;
    this.#stopWorker();
    this.#rejectAll(() => new EngineError('closed', 'the engine client was terminated'));
  }

  #ensureWorker() {
    if (this.#worker) return this.#worker;
    const worker = this.#createWorker(this.#workerUrl);
    this.#workersStarted += 1;
    // Handlers check that they belong to the current worker: a terminated one may still deliver.
    worker.onmessage = ({ data }) => {
      if (this.#worker === worker) this.#receive(data);
    };
    worker.onerror = (event) => {
      event?.preventDefault?.();
      if (this.#worker === worker) this.#workerDied(event?.message || '');
    };
    worker.onmessageerror = () => {
      if (this.#worker === worker) this.#workerDied('it sent a message that could not be read');
    };
    this.#worker = worker;
    this.#workerReady = false;
    this.#lastHeard = this.#now();
    this.#pingSent = 0;
    return worker;
  }

  // Sends (or sends again, to a new worker) a call; its deadline starts when the worker starts it.
  #post(id, entry) {
    entry.started = false;
    clearTimeout(entry.timer);
    const message = { id, name: entry.name, args: entry.args, timeoutMs: entry.timeoutMs };
    if (entry.onProgress) message.progress = true;
    this.#ensureWorker().postMessage(message);
  }

  #receive(data) {
    if (!data || typeof data !== 'object') return;
    this.#lastHeard = this.#now();
    this.#pingSent = 0;
    this.#replaced = 0;
    if ('ready' in data) {
      this.#workerReady = data.ready === true;
      return;
    }
    if ('full' in data) {
      this.#loadingFull = data.full === 'loading';
      return;
    }
    if ('pong' in data || 'beat' in data) return;
    const entry = this.#pending.get(data.id);
    if (!entry) return; // cancelled meanwhile
    if (data.started) {
      this.#started(data.id, entry);
      return;
    }
    if ('progress' in data) {
      try {
        entry.onProgress?.(data.progress);
      } catch (error) {
        // A throwing progress handler is a bug in the page, not in the engine: report it, keep going.
        queueMicrotask(() => { throw error; });
      }
      return;
    }
    this.#settle(data.id, entry, data.result);
  }

  // The worker began this call: its deadline runs from now. A search stops itself at the
  // deadline; anything still running GRACE_MS later is stopped by terminating the worker.
  #started(id, entry) {
    entry.started = true;
    entry.timer = setTimeout(() => {
      this.#cancel(id, new EngineError('timeout', `${entry.name} took longer than ${entry.timeoutMs} ms and was stopped`));
    }, entry.timeoutMs + this.#graceMs);
  }

  #settle(id, entry, result) {
    this.#loadingFull = false; // an answer: whatever it loaded is loaded (or failed)
    this.#pending.delete(id);
    entry.cleanup();
    try {
      entry.resolve(unwrap(result));
    } catch (error) {
      entry.reject(error);
    }
    // After an exception inside WebAssembly the module's state is unknown: start afresh.
    if (result?.code === 'internal') this.#restart();
    this.#stopWatchIfIdle();
  }

  #cancel(id, error) {
    const entry = this.#pending.get(id);
    if (!entry) return;
    // The worker runs calls in order: the oldest pending one may be running (its "started" may
    // still be on its way); a call behind it is surely still waiting its turn.
    const [oldest] = this.#pending.keys();
    this.#pending.delete(id);
    entry.cleanup();
    entry.reject(error);
    // Only terminate() stops a running WebAssembly call; a waiting one is struck off the queue (as
    // is any call of a worker still loading the engine: it runs nothing before it is ready).
    if (id === oldest && this.#workerReady) this.#restart();
    else this.#worker?.postMessage({ cancel: id });
    this.#stopWatchIfIdle();
  }

  #restart() {
    this.#stopWorker();
    for (const [id, entry] of this.#pending) this.#post(id, entry);
    this.#stopWatchIfIdle();
  }

  // The worker handles requests one at a time, in the order sent, and says when it starts one: that
  // call is the one it was running, and it fails with "worker" (sending it again would likely kill
  // the next worker too); the rest go to a new worker. (A crash before any "started" message
  // blames the oldest call, which is the one the worker had begun.) A worker that dies before it
  // has loaded the engine cannot run anything: then every pending request fails, and the next call
  // tries again. A worker found silent while idle was running nothing: every call goes again.
  #workerDied(detail, { silent = false } = {}) {
    const started = this.#workerReady || silent;
    this.#stopWorker();
    if (!started) {
      const why = detail ? `: ${detail}` : ' (is web/wasm built, and are the files served?)';
      this.#rejectAll(() => new EngineError('worker', `the engine worker could not start${why}`));
      return;
    }
    const pending = [...this.#pending];
    const running = pending.find(([, entry]) => entry.started) ?? (silent ? undefined : pending[0]);
    if (running) {
      const [id, entry] = running;
      this.#pending.delete(id);
      entry.cleanup();
      entry.reject(new EngineError('worker', `the engine worker stopped while running ${entry.name}${detail ? `: ${detail}` : ''}`));
    }
    this.#restart();
  }

  // ---- the watchdog ---------------------------------------------------------------------------

  #startWatch() {
    if (this.#watch || this.#pending.size === 0) return;
    this.#watch = setInterval(() => this.#check(), Math.max(50, Math.min(this.#pingMs, this.#silenceMs) / 2));
  }

  #stopWatchIfIdle() {
    if (this.#pending.size > 0 || !this.#watch) return;
    clearInterval(this.#watch);
    this.#watch = null;
  }

  #check() {
    if (!this.#worker || this.#pending.size === 0) return this.#stopWatchIfIdle();
    const now = this.#now();
    const running = [...this.#pending.values()].find((entry) => entry.started);
    this.#checkWaiting(now, running);
    if (this.#pending.size === 0) return this.#stopWatchIfIdle();
    if (running && !BEATING_CALLS.has(running.name)) return undefined; // busy in the engine: its deadline watches it
    if (running) {
      // A search sends a heartbeat about every half second; silence means the worker is gone.
      if (now - this.#lastHeard > this.#silenceMs) this.#silent();
      return undefined;
    }
    // Idle: it answers a ping at once. Loading: importScripts blocks it while the scripts download,
    // so it gets longer.
    const allowed = this.#workerReady && !this.#loadingFull ? this.#silenceMs : this.#startMs;
    if (this.#pingSent && this.#lastHeard < this.#pingSent && now - this.#pingSent > allowed) {
      this.#silent();
    } else if (!this.#pingSent && now - this.#lastHeard > this.#pingMs) {
      this.#pingSent = now;
      this.#worker.postMessage({ ping: now });
    }
    return undefined;
  }

  // Calls not yet started: told why after slowStartMs; struck off the queue once they have
  // waited past their own waitMs behind another running call (never while the engine loads: the
  // start watchdog and loadFull's deadline cover that).
  #checkWaiting(now, running) {
    for (const [id, entry] of [...this.#pending]) {
      if (entry.started) continue;
      const waited = now - entry.sentAt;
      if (entry.onWait && waited > this.#slowStartMs) {
        const tell = entry.onWait;
        entry.onWait = null;
        const loading = !this.#workerReady || this.#loadingFull;
        try {
          tell(loading || !running ? { reason: 'loading' } : { reason: 'busy', call: running.name });
        } catch (error) {
          queueMicrotask(() => { throw error; });  // the page's bug, not the engine's
        }
      }
      if (running && waited > entry.waitMs) {
        this.#cancel(id, new EngineError('timeout', `${entry.name} waited ${Math.round(waited / 1000)} s behind ${running.name}, which is still running, and was not started`));
      }
    }
  }

  // The worker stopped answering: replace it like one that died. Twice in a row without an
  // answer from any worker, the calls fail instead of waiting for a third.
  #silent() {
    this.#replaced += 1;
    if (this.#replaced > 2) {
      this.#stopWorker();
      this.#rejectAll((name) => new EngineError('worker', `the engine worker stopped answering, so ${name} could not run`));
      return;
    }
    this.#workerDied('it stopped answering', { silent: true });
  }

  #stopWorker() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#workerReady = false;
    this.#loadingFull = false;
    this.#pingSent = 0;
  }

  #rejectAll(makeError) {
    const entries = [...this.#pending.values()];
    this.#pending.clear();
    for (const entry of entries) {
      entry.cleanup();
      entry.reject(makeError(entry.name));
    }
    this.#stopWatchIfIdle();
  }
}

// One method per engine call (engine_calls.js): method(...engineArgs, options) -> Promise of its data
// (of the value itself for version).
defineEngineMethods(EngineClient.prototype, (client, name, args, options) => {
  const { value } = ENGINE_CALLS[name];
  const data = client.call(name, args, options);
  return value ? data.then((result) => result[value]) : data;
});

export { EngineError };
