// The page's handle on the engine: the same methods as DlxEngine (dlx_engine.js), but each returns
// a Promise and runs in worker.js. Request ids map replies to Promises. Long work is cancelled by
// terminating the worker (a running WebAssembly call cannot be interrupted any other way); the
// other requests are then re-sent to a fresh worker. A worker that dies is replaced on next use.
import { ENGINE_CALLS, EngineError, unwrap } from './dlx_engine.js';

export class EngineClient {
  #workerUrl;
  #createWorker;
  #worker = null;
  #pending = new Map(); // id -> { name, args, resolve, reject, cleanup }
  #nextId = 1;
  #closed = false;

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
  async version(options) { return (await this.call('version', [], options)).version; }

  /**
   * Sends one request. Resolves with the result's data, rejects with EngineError: the engine's own
   * codes, or "cancelled" (signal aborted), "timeout" (timeoutMs passed), "worker" (the worker died).
   * @param {{signal?: AbortSignal, timeoutMs?: number}} [options]
   */
  call(name, args, { signal, timeoutMs } = {}) {
    if (this.#closed) return Promise.reject(new EngineError('closed', 'the engine client was terminated'));
    if (signal?.aborted) return Promise.reject(new EngineError('cancelled', `${name} was cancelled`));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      const cleanups = [];
      const entry = { name, args, resolve, reject, cleanup: () => cleanups.forEach((fn) => fn()) };
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
    worker.onmessage = ({ data }) => this.#settle(data);
    worker.onerror = (event) => {
      event.preventDefault?.();
      this.#workerDied(`the engine worker stopped: ${event.message || 'it could not start (is web/wasm built?)'}`);
    };
    worker.onmessageerror = () => this.#workerDied('the engine worker sent a message that could not be read');
    this.#worker = worker;
    return worker;
  }

  #post(id, entry) {
    this.#ensureWorker().postMessage({ id, name: entry.name, args: entry.args });
  }

  #settle({ id, result }) {
    const entry = this.#pending.get(id);
    if (!entry) return; // cancelled meanwhile
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

  #workerDied(message) {
    this.#stopWorker();
    // Not re-sent: the request that killed the worker would kill the next one too.
    this.#rejectAll(() => new EngineError('worker', message));
  }

  #stopWorker() {
    this.#worker?.terminate();
    this.#worker = null;
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
