// The one declaration of the engine's calls (web/engine/engine_calls.js) against what is really
// there: the functions the two WebAssembly modules register (engine/bindings/embind.cpp), with
// their arities, and the methods dlx_engine.d.ts declares. A call added, removed, moved between
// the core and the full module or given another argument count on one side fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { ENGINE_CALLS as GAME_CALLS, PROGRESS_CALLS } from '../../web/engine/engine_calls.js';
import { TEACH_CALLS, addTeachMethods, callTeach } from '../../web/engine/engine_calls_teach.js';
import { DlxEngine } from '../../web/engine/dlx_engine.js';
import { EngineClient } from '../../web/engine/engine_client.js';
import { wasmDir } from './wasm_engine.mjs';

async function loadModule(name) {
  const glue = `${wasmDir}${name}.js`;
  if (!existsSync(glue)) throw new Error(`${glue} is missing: run "npm run build" first`);
  const factory = createRequire(import.meta.url)(glue);
  return factory({ wasmBinary: readFileSync(`${wasmDir}${name}.wasm`) });
}

// embind's functions, name -> the argument counts it accepts. A function registered once carries
// argCount (its C++ parameters); one name registered at several arities carries an overloadTable
// keyed by argument count. The glue's own helpers (_malloc, run, ...) carry neither.
function registeredCalls(module) {
  const calls = new Map();
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function') continue;
    if (value.overloadTable) {
      calls.set(name, Object.keys(value.overloadTable).map(Number).filter(Number.isInteger).sort());
    } else if (Number.isInteger(value.argCount)) {
      calls.set(name, [value.argCount]);
    }
  }
  return calls;
}

// The game's calls and the visualizer's own (engine_calls_teach.js) together are what the modules register.
const ENGINE_CALLS = { ...GAME_CALLS, ...TEACH_CALLS };
const namesIn = (modules) => Object.keys(ENGINE_CALLS).filter((name) => modules.includes(ENGINE_CALLS[name].module)).sort();

for (const [file, modules] of [['dlx_sudoku_core', ['core']], ['dlx_sudoku', ['core', 'full']]]) {
  test(`ENGINE_CALLS is exactly what ${file} registers, at the arities it registers`, async () => {
    const registered = registeredCalls(await loadModule(file));
    assert.ok(registered.size > 0, 'the module registers embind functions');
    assert.deepEqual([...registered.keys()].sort(), namesIn(modules), `the calls of ${modules.join(' + ')}`);
    for (const [name, arities] of registered) {
      const spec = ENGINE_CALLS[name];
      // The argument list the table builds from no arguments at all: every default filled in.
      const sent = spec.args().length;
      const expected = spec.progress ? [sent, sent + 1] : [sent];
      assert.deepEqual(arities, expected, `${name}: the table sends ${sent} argument(s)${spec.progress ? ' (+1 progress callback)' : ''}`);
      assert.equal(spec.arity, sent, `${name}: each of the method's engine arguments is one embind argument`);
      assert.ok(spec.timeoutMs > 0, `${name} has a deadline`);
    }
  });
}

test('the searches (solve, count) are the calls that take a progress callback', () => {
  assert.deepEqual([...PROGRESS_CALLS].sort(), ['count', 'solve']);
});

test('DlxEngine and EngineClient have one method per call, and dlx_engine.d.ts declares each of them', () => {
  const types = readFileSync(new URL('../../web/engine/dlx_engine.d.ts', import.meta.url), 'utf8');
  const declared = (className) => {
    const body = types.match(new RegExp(`export class ${className} \\{([\\s\\S]*?)\\n\\}`))?.[1] ?? '';
    return new Set([...body.matchAll(/^ {2}(\w+)(?:<[^>]*>)?\(/gm)].map((m) => m[1]));
  };
  for (const [className, prototype] of [['DlxEngine', DlxEngine.prototype], ['EngineClient', EngineClient.prototype]]) {
    const methods = declared(className);
    for (const name of Object.keys(GAME_CALLS)) {
      assert.equal(typeof prototype[name], 'function', `${className}.${name}`);
      assert.ok(methods.has(name), `dlx_engine.d.ts declares ${className}.${name}`);
    }
    // The visualizer's calls are not on the classes (they stay out of the game's first load), but
    // are declared there as the methods addTeachMethods gives.
    for (const name of Object.keys(TEACH_CALLS)) {
      assert.equal(prototype[name], undefined, `${className}.${name} is not in the first load`);
      assert.ok(methods.has(name), `dlx_engine.d.ts declares ${className}.${name}`);
    }
  }
});

test('the visualizer\'s calls: addTeachMethods sends each one\'s whole argument list; callTeach refuses a wrong one in words', () => {
  const sent = [];
  const target = addTeachMethods({}, (name, args, options, spec) => sent.push({ name, args, options, deadline: spec.timeoutMs }));
  target.exactCoverCellsTrace('A\nA\n');
  target.estimateSearch('A\nA\n', { probes: 3 }, { timeoutMs: 5 });
  assert.deepEqual(sent, [
    { name: 'exactCoverCellsTrace', args: ['A\nA\n', {}], options: undefined, deadline: 60_000 },
    { name: 'estimateSearch', args: ['A\nA\n', { probes: 3 }], options: { timeoutMs: 5 }, deadline: 60_000 },
  ]);
  assert.match(callTeach({}, 'solve', ['x']).message, /"solve" is not an engine function/);
  assert.match(callTeach({}, 'estimateSearch', ['x']).message, /estimateSearch takes a list of 2 arguments, not 1/);
  assert.match(callTeach({ estimateSearch: () => { throw new Error('trap'); } }, 'estimateSearch', ['x', {}]).message, /failed inside the engine: trap/);
});
