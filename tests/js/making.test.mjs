// app/making.js: a slow level's puzzle made within its stated wait. A fake engine and a fake
// clock (no real time passes): the first puzzle made is taken; an attempt that runs past its
// slice of the wait or that the engine gives up on ("budget") is dropped for a fresh random seed;
// the wait's end and the player's Cancel stop the attempt under way and say which it was; a
// given seed (the puzzle of the day) is one attempt; any other engine error is the engine's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MakingError, makeWithin } from '../../web/app/making.js';
import { EngineError } from '../../web/engine/dlx_engine.js';

// A clock that moves only when told; setTimer's callbacks run when it passes them.
function fakeClock() {
  let time = 0;
  const timers = new Map();
  let next = 1;
  return {
    now: () => time,
    setTimer: (fn, ms) => { timers.set(next, { fn, at: time + ms }); return next++; },
    clearTimer: (id) => timers.delete(id),
    advance(ms) {
      time += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= time) {
          timers.delete(id);
          timer.fn();
        }
      }
    },
    pending: () => timers.size,
  };
}

// A fake engine: each attempt is recorded; `plan` says per attempt what happens: a result, an
// EngineError code (after `ms` of the clock), or 'hang' (runs until its signal aborts).
function fakeEngine(clock, plan) {
  const calls = [];
  const generate = (seed, { timeoutMs, signal }) => {
    const step = plan[calls.length];
    calls.push({ seed, timeoutMs, at: clock.now() });
    return new Promise((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new EngineError('cancelled', 'generate was cancelled')), { once: true });
      if (step === 'hang') return;
      clock.advance(step.ms ?? 0);
      if (step.code) reject(new EngineError(step.code, `failed: ${step.code}`));
      else resolve(step);
    });
  };
  return { generate, calls };
}

test('the first puzzle made is taken; nothing is left running', async () => {
  const clock = fakeClock();
  const { generate, calls } = fakeEngine(clock, [{ puzzle: 'p1', ms: 2_000 }]);
  const made = await makeWithin(generate, { waitMs: 60_000, attempts: 3, ...clock });
  assert.equal(made.puzzle, 'p1');
  assert.deepEqual(calls, [{ seed: undefined, timeoutMs: 20_000, at: 0 }]); // a third of the wait
  assert.equal(clock.pending(), 0, 'the wait\'s timer is cleared');
});

test('an attempt past its slice, or given up by the engine, is dropped for a fresh seed; the last takes all that is left', async () => {
  const clock = fakeClock();
  const { generate, calls } = fakeEngine(clock, [
    { code: 'timeout', ms: 20_000 }, { code: 'budget', ms: 5_000 }, { puzzle: 'p3', ms: 10_000 },
  ]);
  const made = await makeWithin(generate, { waitMs: 60_000, attempts: 3, ...clock });
  assert.equal(made.puzzle, 'p3');
  assert.deepEqual(calls.map((c) => [c.seed, c.timeoutMs]), [[undefined, 20_000], [undefined, 20_000], [undefined, 35_000]]);
});

test('the wait\'s end stops the attempt under way: "too_long", and no further attempt', async () => {
  const clock = fakeClock();
  const { generate, calls } = fakeEngine(clock, [{ code: 'timeout', ms: 20_000 }, { code: 'timeout', ms: 20_000 }, 'hang']);
  const making = makeWithin(generate, { waitMs: 60_000, attempts: 3, ...clock });
  await new Promise((resolve) => setImmediate(resolve)); // the third attempt has started
  assert.equal(calls.length, 3);
  clock.advance(20_000); // the stated wait is over
  await assert.rejects(making, (error) => error instanceof MakingError && error.code === 'too_long');
  assert.equal(calls.length, 3);
});

test('too little time left for another attempt: "too_long" at once', async () => {
  const clock = fakeClock();
  const { generate, calls } = fakeEngine(clock, [{ code: 'budget', ms: 58_000 }]);
  await assert.rejects(makeWithin(generate, { waitMs: 60_000, attempts: 3, ...clock }), (e) => e.code === 'too_long');
  assert.equal(calls.length, 1);
});

test('the player\'s Cancel stops the attempt under way: "cancelled"', async () => {
  const clock = fakeClock();
  const { generate, calls } = fakeEngine(clock, ['hang']);
  const cancel = new AbortController();
  const making = makeWithin(generate, { waitMs: 60_000, attempts: 3, signal: cancel.signal, ...clock });
  cancel.abort();
  await assert.rejects(making, (error) => error instanceof MakingError && error.code === 'cancelled');
  assert.equal(calls.length, 1);
  assert.equal(clock.pending(), 0);
});

test('a given seed is one attempt of the whole wait; an engine error other than timeout or budget is the engine\'s', async () => {
  const clock = fakeClock();
  const seeded = fakeEngine(clock, [{ code: 'budget', ms: 10_000 }]);
  await assert.rejects(makeWithin(seeded.generate, { waitMs: 60_000, attempts: 3, seed: 42, ...clock }), (e) => e instanceof EngineError && e.code === 'budget');
  assert.deepEqual(seeded.calls.map((c) => [c.seed, c.timeoutMs]), [[42, 60_000]]);
  const refused = fakeEngine(clock, [{ code: 'argument', ms: 0 }]);
  await assert.rejects(makeWithin(refused.generate, { waitMs: 60_000, attempts: 3, ...clock }), (e) => e instanceof EngineError && e.code === 'argument');
  assert.equal(refused.calls.length, 1);
});
