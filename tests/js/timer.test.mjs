// web/game/timer.js: elapsed playing time with pause/resume on an injected clock, and the
// clock face ("0:07", "4:32", "1:02:03").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Timer, formatTime } from '../../web/game/timer.js';

/** A clock the test moves by hand. */
function manualClock(start = 1000) {
  const clock = { t: start, now: () => clock.t, advance: (ms) => { clock.t += ms; } };
  return clock;
}

test('counts from start, stops while paused, continues on resume', () => {
  const clock = manualClock();
  const timer = new Timer({ now: clock.now });
  assert.equal(timer.running, false);
  assert.equal(timer.elapsedMs, 0);
  timer.start();
  assert.equal(timer.running, true);
  clock.advance(7_400);
  assert.equal(timer.elapsedMs, 7_400);
  timer.pause();
  assert.equal(timer.running, false);
  clock.advance(60_000);
  assert.equal(timer.elapsedMs, 7_400, 'paused time is not counted');
  timer.resume();
  clock.advance(600);
  assert.equal(timer.elapsedMs, 8_000);
});

test('start(fromMs) resumes a saved game; start again restarts', () => {
  const clock = manualClock();
  const timer = new Timer({ now: clock.now });
  timer.start(90_000);
  clock.advance(1_000);
  assert.equal(timer.elapsedMs, 91_000);
  timer.start();
  assert.equal(timer.elapsedMs, 0);
  for (const bad of [-5, NaN, Infinity, '12']) {
    timer.start(bad);
    assert.equal(timer.elapsedMs, 0, String(bad));
  }
});

test('pause twice and resume twice are harmless; resume before start counts from 0', () => {
  const clock = manualClock();
  const timer = new Timer({ now: clock.now });
  timer.resume();
  clock.advance(500);
  timer.pause();
  timer.pause();
  clock.advance(500);
  timer.resume();
  timer.resume();
  clock.advance(500);
  assert.equal(timer.elapsedMs, 1_000);
});

test('a clock that goes backwards never makes the time go down', () => {
  const clock = manualClock(10_000);
  const timer = new Timer({ now: clock.now });
  timer.start(5_000);
  clock.advance(-3_000);
  assert.equal(timer.elapsedMs, 5_000);
});

test('the default clock is performance.now', () => {
  const timer = new Timer();
  timer.start();
  assert.ok(timer.elapsedMs >= 0);
});

test('formatTime: m:ss under an hour, h:mm:ss from an hour, seconds rounded down', () => {
  const cases = [
    [0, '0:00'], [999, '0:00'], [7_000, '0:07'], [7_999, '0:07'], [59_999, '0:59'], [60_000, '1:00'],
    [272_000, '4:32'], [3_599_999, '59:59'], [3_600_000, '1:00:00'], [3_723_000, '1:02:03'],
    [36_000_000 * 10, '100:00:00'], [-1, '0:00'], [NaN, '0:00'], [undefined, '0:00'],
  ];
  for (const [ms, text] of cases) assert.equal(formatTime(ms), text, String(ms));
});
