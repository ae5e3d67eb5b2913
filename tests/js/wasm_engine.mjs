// Loads the real WebAssembly build (web/wasm/, made by `npm run build`) for the node tests: the
// CommonJS glue through createRequire, the .wasm handed over as bytes (Node 20's fetch cannot load
// it from a file path: the glue's fetch('/abs/path.wasm') fails with ERR_INVALID_URL).
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEngine, unwrap } from '../../web/engine/dlx_engine.js';
import { addTeachMethods, callTeach } from '../../web/engine/engine_calls_teach.js';

export const wasmDir = fileURLToPath(new URL('../../web/wasm/', import.meta.url));
export const cliPath = fileURLToPath(new URL('../../build/native/dlx-sudoku', import.meta.url));

export function loadGlue() {
  const glue = `${wasmDir}dlx_sudoku.js`;
  if (!existsSync(glue)) throw new Error(`${glue} is missing: run "npm run build" first`);
  const factory = createRequire(import.meta.url)(glue);
  if (typeof factory !== 'function') throw new Error(`${glue} did not export createDlxSudoku`);
  return { factory, wasmBinary: readFileSync(`${wasmDir}dlx_sudoku.wasm`) };
}

/**
 * The engine wrapped by DlxEngine (throws EngineError), with the visualizer's own calls
 * (engine_calls_teach.js) as methods too, run as the worker runs them; and the raw embind module.
 */
export async function loadWasmEngine() {
  const { factory, wasmBinary } = loadGlue();
  const module = await factory({ wasmBinary });
  const engine = await loadEngine(async () => module);
  addTeachMethods(engine, (name, args) => unwrap(callTeach(module, name, args)));
  return { engine, module };
}
