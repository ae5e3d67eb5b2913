// Just enough of the Web Worker API on node:worker_threads to run the REAL web/engine/worker.js
// (a classic worker: self, importScripts, postMessage/onmessage, fetch) with the real glue and
// .wasm from web/wasm/, driven by the real EngineClient. The .wasm is "served" from disk with a
// chosen Content-Type, so the worker's MIME handling runs as it does in a browser.
// Not a test file itself: engine_client_worker.test.mjs uses it.
import { Worker as ThreadWorker } from 'node:worker_threads';

// Runs inside the thread (CommonJS, eval: true). Defines the worker globals, then loads worker.js.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { fileURLToPath } = require('node:url');
const vm = require('node:vm');
globalThis.self = globalThis;
globalThis.require = require; // the glue's node branch calls require('path')
self.location = { href: workerData.url };
self.importScripts = (...urls) => {
  for (const url of urls) {
    const file = new URL(url, workerData.url);
    vm.runInThisContext(readFileSync(fileURLToPath(file), 'utf8'), {
      filename: file.href,
      // worker.js import()s its ES modules (engine_calls.js, dlx_engine.js), resolved against it.
      importModuleDynamically: (specifier) => import(new URL(specifier, file).href),
    });
  }
};
self.fetchLog = [];
self.fetch = async (url) => {
  const file = new URL(url);
  self.fetchLog.push(file.href);
  let body;
  try {
    body = readFileSync(fileURLToPath(file));
  } catch {
    return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  return new Response(body, { status: 200, headers: { 'Content-Type': workerData.wasmType } });
};
self.postMessage = (message) => parentPort.postMessage(message);
parentPort.on('message', (data) => {
  if (data && data.__shim === 'fetch-log') return parentPort.postMessage({ __shim: 'fetch-log', log: self.fetchLog });
  self.onmessage?.({ data });
});
self.importScripts(workerData.url);
`;

/** A Web Worker (onmessage, onerror, postMessage, terminate) backed by a worker thread. */
export class NodeWebWorker {
  static started = [];

  /**
   * @param {URL|string} url  file: URL of a classic worker script
   * @param {{wasmType?: string}} [options]  the Content-Type the fake server gives files
   */
  constructor(url, { wasmType = 'application/wasm' } = {}) {
    this.url = String(url);
    this.onmessage = null;
    this.onerror = null;
    this.onmessageerror = null;
    this.terminated = false;
    this.messages = [];  // everything the worker posted, in order
    // Node 20 runs import() inside a vm script only with --experimental-vm-modules (a browser's
    // classic worker needs no flag); its warning says nothing about the code under test.
    this.thread = new ThreadWorker(BOOTSTRAP, {
      eval: true,
      workerData: { url: this.url, wasmType },
      execArgv: ['--experimental-vm-modules', '--disable-warning=ExperimentalWarning'],
    });
    this.thread.on('message', (data) => {
      if (data?.__shim) return this.#shimReply?.(data);
      this.messages.push(data);
      this.onmessage?.({ data });
    });
    this.thread.on('error', (error) => this.onerror?.({ message: `Uncaught ${error}`, preventDefault() {} }));
    NodeWebWorker.started.push(this);
  }

  #shimReply = null;

  postMessage(message) {
    this.thread.postMessage(message);
  }

  terminate() {
    this.terminated = true;
    return this.thread.terminate();
  }

  /** What a browser does when a worker dies: the thread is gone and the page gets an error event. */
  kill(message) {
    this.terminate();
    this.onerror?.({ message, preventDefault() {} });
  }

  /** A worker that dies without a word (the browser killed it, or it called close()): no event. */
  vanish() {
    this.terminate();
  }

  /** The URLs the worker fetched so far. */
  fetchLog() {
    return new Promise((resolve) => {
      this.#shimReply = (data) => resolve(data.log);
      this.thread.postMessage({ __shim: 'fetch-log' });
    });
  }
}
