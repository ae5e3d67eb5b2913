// The engine's names, each list written once in C++ and mirrored where JS needs it before the engine
// loads: levels and symmetries (web/engine/engine_names.js against the real module's names(), and
// the .d.ts types), and the error codes (engine/include/dlx/base/result.hpp's kErrorCodes against every
// make_error in engine/ and the .d.ts's EngineErrorCode).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEVELS, SYMMETRIES } from '../../web/engine/engine_names.js';
import { loadWasmEngine } from './wasm_engine.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const types = readFileSync(join(root, 'web/engine/dlx_engine.d.ts'), 'utf8');

/** The string literals of `export type Name = 'a' | 'b' ...;` in the .d.ts. */
function union(name) {
  const body = types.match(new RegExp(`export type ${name} =([^;]*);`))?.[1];
  assert.ok(body, `dlx_engine.d.ts declares type ${name}`);
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

test('LEVELS and SYMMETRIES are the engine\'s own lists, in its order, and the .d.ts types', async () => {
  const { engine } = await loadWasmEngine();
  const names = engine.names();
  assert.deepEqual(names.levels, [...LEVELS]);
  assert.deepEqual(names.symmetries, [...SYMMETRIES]);
  assert.deepEqual(union('Level'), [...LEVELS]);
  assert.deepEqual(union('Symmetry'), [...SYMMETRIES]);
  // What the lists are for: each name is accepted by the engine.
  for (const symmetry of SYMMETRIES) assert.equal(engine.generate({ seed: 1, symmetry, clues: 40 }).symmetry, symmetry);
});

test('the engine\'s error codes: one list in result.hpp, the only ones engine/ uses, all in the .d.ts', () => {
  const header = readFileSync(join(root, 'engine/include/dlx/base/result.hpp'), 'utf8');
  const listed = [...(header.match(/kErrorCodes\[\] = \{([^}]*)\}/)?.[1] ?? '').matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);
  assert.ok(listed.includes('parse') && listed.includes('not_unique'), 'kErrorCodes is found and read');
  const used = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(cpp|hpp)$/.test(entry.name)) {
        for (const m of readFileSync(path, 'utf8').matchAll(/make_error\(\s*"([^"]+)"/g)) used.add(m[1]);
      }
    }
  };
  walk(join(root, 'engine'));
  assert.ok(used.size >= 5, 'make_error calls are found');
  for (const code of used) assert.ok(listed.includes(code), `make_error("${code}", ...) uses a code kErrorCodes lists`);
  const documented = union('EngineErrorCode');
  for (const code of listed) assert.ok(documented.includes(code), `dlx_engine.d.ts's EngineErrorCode has "${code}"`);
});
