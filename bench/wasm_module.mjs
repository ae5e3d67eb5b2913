// Loads the real WebAssembly build (web/wasm/dlx_sudoku.{js,wasm}, the full module) in node, for
// the bench scripts that time it the way the app calls it.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const defaultWasmDir = fileURLToPath(new URL('../web/wasm/', import.meta.url));

// The CommonJS glue loaded through createRequire, the .wasm passed as bytes: node 20's fetch cannot
// read a file path, and the glue is CommonJS (web/wasm/package.json says so) so import() would not do.
export async function loadModule(dir = defaultWasmDir) {
  const glue = resolve(dir, 'dlx_sudoku.js');  // absolute: require() reads a bare relative path as a package
  if (!existsSync(glue)) throw new Error(`${glue} is missing: build the WebAssembly module first`);
  const factory = createRequire(import.meta.url)(glue);
  return factory({ wasmBinary: readFileSync(glue.replace(/\.js$/, '.wasm')) });
}
