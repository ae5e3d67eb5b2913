// The page's handle on the engine: the same methods as DlxEngine (dlx_engine.js), but each returns
// a Promise and runs in worker.js. Request ids map replies to Promises; count can report progress.
// Long work is cancelled by terminating the worker (a running WebAssembly call cannot be
// interrupted any other way); the other requests are then re-sent to a fresh worker. A worker that
// dies takes only the request it was running with it: the others go to a new worker.
// Types, result fields and error codes: dlx_engine.d.ts.
import { ENGINE_CALLS, EngineError, PROGRESS_CALLS, unwrap } from './dlx_engine.js';

export class EngineClient {
  #workerUrl;
  #createWorker;
  #worker = null;
  #workerReady = false;  // the current worker has loaded the engine (it sent { ready: true })
  #pending = new Map();  // id -> { name, args, onProgress, resolve, reject, cleanup }, in sending order
  #nextId = 1;
  #closed = false;
  #workersStarted = 0;

  /**
   * @param {object} [options]
   * @param {URL|string} [options.workerUrl]  defaults to worker.js next to this file
   * @param {(url: URL|string) => Worker} [options.createWorker]  for tests and other hosts
   */
  constructor({ workerUrl = new URL('./worker.js', import.meta.url), createWorker = (url) => new Worker(url) } = {}) {
    this.#workerUrl = workerUrl;
    this.#createWorker = createWorker;
  }

  /** Requests sent and not yet answered. */
  get pendingCount() {
    return this.#pending.size;
  }

  /** How many workers this client has started (1 + restarts after cancels and crashes). */
  get workersStarted() {
    return this.#workersStarted;
  }

  /** Starts the worker now rather than on the first call, so the engine is loaded by then. */
  warmUp() {
    if (!this.#closed) this.#ensureWorker();
  }

  parse(text, options) { return this.call('parse', ENGINE_CALLS.parse(text), options); }
  parseList(text, options) { return this.call('parseList', ENGINE_CALLS.parseList(text), options); }
  solve(text, nodeBudget, options) { return this.call('solve', ENGINE_CALLS.solve(text, nodeBudget), options); }
  count(text, limit, nodeBudget, options) { return this.call('count', ENGINE_CALLS.count(text, limit, nodeBudget), options); }
  validate(text, options) { return this.call('validate', ENGINE_CALLS.validate(text), options); }
  generate(generateOptions, options) { return this.call('generate', ENGINE_CALLS.generate(generateOptions), options); }
  exactCover(text, limit, nodeBudget, options) {
    return this.call('exactCover', ENGINE_CALLS.exactCover(text, limit, nodeBudget), options);
  }
  hint(text, options) { return this.call('hint', ENGINE_CALLS.hint(text), options); }
  rate(text, options) { return this.call('rate', ENGINE_CALLS.rate(text), options); }
  solutionPath(text, options) { return this.call('solutionPath', ENGINE_CALLS.solutionPath(text), options); }
  hintFor(puzzle, entries, notes, options) {
    return this.call('hintFor', ENGINE_CALLS.hintFor(puzzle, entries, notes), options);
  }
  async version(options) { return (await this.call('version', [], options)).version; }

  /**
   * Sends one request. Resolves with the result's data, rejects with EngineError: the engine's own
   * codes, or "cancelled" (signal aborted), "timeout" (timeoutMs passed), "worker" (the worker died
   * while running this request, or could not start), "closed" (after terminate()).
   * @param {{signal?: AbortSignal, timeoutMs?: number, onProgress?: (p: {nodes: number,
   *   updates: number, solutions: number}) => void}} [options]  onProgress: count only
   */
  call(name, args, { signal, timeoutMs, onProgress } = {}) {
    if (this.#closed) return Promise.reject(new EngineError('closed', 'the engine client was terminated'));
    if (signal?.aborted) return Promise.reject(new EngineError('cancelled', `${name} was cancelled`));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const cleanups = [];
      const progress = typeof onProgress === 'function' && PROGRESS_CALLS.includes(name) ? onProgress : null;
      const entry = { name, args, onProgress: progress, resolve, reject, cleanup: () => cleanups.forEach((fn) => fn()) };
      this.#pending.set(id, entry);
      if (signal) {
        const onAbort = () => this.#cancel(id, new EngineError('cancelled', `${name} was cancelled`));
        signal.addEventListener('abort', onAbort, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', onAbort));
      }
      if (timeoutMs > 0) {
        const timer = setTimeout(
          () => this.#cancel(id, new EngineError('timeout', `${name} took longer than ${timeoutMs} ms and was stopped`)),
          timeoutMs,
        );
        cleanups.push(() => clearTimeout(timer));
      }
      this.#post(id, entry);
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
    return worker;
  }

  #post(id, entry) {
    const message = { id, name: entry.name, args: entry.args };
    if (entry.onProgress) message.progress = true;
    this.#ensureWorker().postMessage(message);
  }

  #receive(data) {
    if (!data || typeof data !== 'object') return;
    if ('ready' in data) {
      this.#workerReady = data.ready === true;
      return;
    }
    const entry = this.#pending.get(data.id);
    if (!entry) return; // cancelled meanwhile
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

  #settle(id, entry, result) {
    this.#pending.delete(id);
    entry.cleanup();
    try {
      entry.resolve(unwrap(result));
    } catch (error) {
      entry.reject(error);
    }
    // After an exception inside WebAssembly the module's state is unknown: start afresh.
    if (result?.code === 'internal') this.#restart();
  }

  #cancel(id, error) {
    const entry = this.#pending.get(id);
    if (!entry) return;
    this.#pending.delete(id);
    entry.cleanup();
    entry.reject(error);
    // The worker may be busy with exactly this request; only terminate() stops a running wasm call.
    this.#restart();
  }

  #restart() {
    this.#stopWorker();
    for (const [id, entry] of this.#pending) this.#post(id, entry);
  }

  // The worker handles requests one at a time, in the order sent, so the oldest pending request is
  // the one it was running: that one fails with "worker" (sending it again would likely kill the
  // next worker too), and the rest go to a new worker. A worker that dies before it has loaded the
  // engine cannot run anything: then every pending request fails, and the next call tries again.
  #workerDied(detail) {
    const started = this.#workerReady;
    this.#stopWorker();
    if (!started) {
      const why = detail ? `: ${detail}` : ' (is web/wasm built, and are the files served?)';
      this.#rejectAll(() => new EngineError('worker', `the engine worker could not start${why}`));
      return;
    }
    const [first] = this.#pending;
    if (first) {
      const [id, entry] = first;
      this.#pending.delete(id);
      entry.cleanup();
      entry.reject(new EngineError('worker', `the engine worker stopped while running ${entry.name}${detail ? `: ${detail}` : ''}`));
    }
    this.#restart();
  }

  #stopWorker() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#workerReady = false;
  }

  #rejectAll(makeError) {
    const entries = [...this.#pending.values()];
    this.#pending.clear();
    for (const entry of entries) {
      entry.cleanup();
      entry.reject(makeError(entry.name));
    }
  }
}

export { EngineError };
