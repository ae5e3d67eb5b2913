// app/engine_scope.js: the engine as the game on the board calls it. A fake engine whose calls run
// until their signal aborts (as engine_client.js's do when cancelled): a new game (abandon) stops
// every call of the old one; a call's own signal stops it; a background call is stopped by the
// next call of any other kind, so that one never waits behind it; a call whose worker died is
// tried once more, and the player is told.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EngineScope } from '../../web/app/engine_scope.js';
import { EngineError } from '../../web/engine/dlx_engine.js';

// Each call hangs until its signal aborts (then "cancelled"), or answers when `answer` says so.
function fakeEngine() {
  const calls = [];
  const engine = {
    scoped: (signal) => ({
      generate: (name) => new Promise((resolve, reject) => {
        const entry = { name, signal, resolve };
        calls.push(entry);
        if (signal.aborted) reject(new EngineError('cancelled', `${name} was cancelled`));
        signal.addEventListener('abort', () => reject(new EngineError('cancelled', `${name} was cancelled`)), { once: true });
      }),
    }),
  };
  return { engine, calls };
}
const cancelled = (error) => error instanceof EngineError && error.code === 'cancelled';

test('a new game stops every call of the old one; a call\'s own signal stops it alone', async () => {
  const { engine, calls } = fakeEngine();
  const scope = new EngineScope(engine, () => {});
  const own = new AbortController();
  const first = scope.call((e) => e.generate('a'));
  const second = scope.call((e) => e.generate('b'), { signal: own.signal });
  own.abort();
  await assert.rejects(second, cancelled);
  assert.equal(calls[0].signal.aborted, false, 'the other call goes on');
  scope.abandon();
  await assert.rejects(first, cancelled);
  const after = scope.call((e) => e.generate('c'));
  assert.equal(calls[2].signal.aborted, false, 'the new game\'s calls are not stopped');
  calls[2].resolve('made');
  assert.equal(await after, 'made');
});

test('a background call yields: the next call of the game stops it, and is not stopped itself', async () => {
  const { engine, calls } = fakeEngine();
  const scope = new EngineScope(engine, () => {});
  const ahead = scope.call((e) => e.generate('next puzzle'), { background: true });
  const hint = scope.call((e) => e.generate('hint'));
  await assert.rejects(ahead, cancelled);
  assert.equal(calls[1].signal.aborted, false);
  calls[1].resolve('a hint');
  assert.equal(await hint, 'a hint');
});

test('a call whose worker died is tried once more, and the player is told', async () => {
  const said = [];
  let tries = 0;
  const engine = { scoped: () => ({ version: async () => { tries += 1; if (tries === 1) throw new EngineError('worker', 'the worker died'); return '1.0'; } }) };
  const scope = new EngineScope(engine, (text) => said.push(text));
  assert.equal(await scope.call((e) => e.version()), '1.0');
  assert.equal(tries, 2);
  assert.equal(said.length, 1);
});
