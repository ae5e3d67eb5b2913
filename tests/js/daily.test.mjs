// The puzzle of the day (web/game/daily.js): the date alone decides the puzzle — its level by the
// weekday, its seed by a fixed hash — and the engine makes the same puzzle from it natively and in
// WebAssembly, so every machine gets the same one with no server. Days are read strictly (what,
// why), and the streak counts days solved on their own date.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  DailyError, FIRST_DAY, dailyPlan, dailySeed, dailySummary, emptyDaily, readDailyHash, readDay, recordDay, repairDaily,
} from '../../web/game/daily.js';
import { generateOptions, variantGenerateOptions } from '../../web/game/catalog.js';
import { cliPath, loadWasmEngine } from './wasm_engine.mjs';

// The weekday of a calendar date, from the platform's own calendar (not daily.js's arithmetic).
const weekdayOf = (key) => new Date(`${key}T12:00:00Z`).getUTCDay();
const addDays = (key, n) => new Date(Date.parse(`${key}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('the level rises through the week, Monday easy to Sunday diabolical; Thursday is a variant', () => {
  const expected = { 1: 'easy', 2: 'medium', 3: 'hard', 4: 'hard', 5: 'expert', 6: 'extreme', 0: 'diabolical' };
  const thursdays = new Set();
  for (let i = 0; i < 56; i += 1) {
    const key = addDays('2026-11-02', i);
    const plan = dailyPlan(key);
    assert.equal(plan.weekday, weekdayOf(key), key);
    assert.equal(plan.level, expected[plan.weekday], key);
    if (plan.weekday === 4) {
      assert.match(plan.variant, /^(x|windoku|jigsaw|killer):hard$/, key);
      thursdays.add(plan.variant);
    } else {
      assert.equal(plan.variant, 'classic', key);
    }
  }
  assert.equal(thursdays.size, 4, 'eight Thursdays bring each of the four variants');
});

test('the seed is the date\'s alone: the same each time, another each day', () => {
  const seeds = new Set();
  for (let i = 0; i < 366; i += 1) {
    const key = addDays(FIRST_DAY, i);
    assert.equal(dailySeed(key), dailySeed(`${key}`), key);
    assert.ok(Number.isSafeInteger(dailySeed(key)) && dailySeed(key) >= 0);
    seeds.add(dailySeed(key));
  }
  assert.equal(seeds.size, 366);
});

test('a day is read strictly, and a refusal says why', () => {
  const today = '2026-12-01';
  assert.equal(readDay('2026-11-30', today), '2026-11-30');
  assert.equal(readDay(' 2026-12-01 ', today), '2026-12-01');
  const refusal = (text) => {
    try {
      readDay(text, today);
    } catch (error) {
      assert.ok(error instanceof DailyError);
      return [error.key, error.words];
    }
    return null;
  };
  assert.deepEqual(refusal('yesterday'), ['daily.bad_date', { date: 'yesterday' }]);
  assert.deepEqual(refusal('2026-2-3'), ['daily.bad_date', { date: '2026-2-3' }]);
  assert.deepEqual(refusal('2026-02-30'), ['daily.no_such_day', { date: '2026-02-30' }]);
  assert.deepEqual(refusal('2026-13-01'), ['daily.no_such_day', { date: '2026-13-01' }]);
  assert.deepEqual(refusal('2025-12-31'), ['daily.too_early', { date: '2025-12-31', first: FIRST_DAY }]);
  assert.deepEqual(refusal('2026-12-02'), ['daily.future', { date: '2026-12-02', today }]);
  assert.equal(refusal('x'.repeat(100))[1].date.length, 25, 'a long text is cut short in the words');
  assert.equal(readDailyHash('#daily=2026-11-30', today), '2026-11-30');
  assert.equal(readDailyHash('#top&daily=2026-11-30', today), '2026-11-30');
  assert.equal(readDailyHash('#puzzle=1.2', today), null);
  assert.equal(readDailyHash('', today), null);
  assert.throws(() => readDailyHash('#daily=%E0%A4%A', today), DailyError);
});

test('the streak counts days solved on their own date; today open keeps yesterday\'s streak', () => {
  let record = emptyDaily();
  const solve = (key, today = key, ms = 60_000) => { record = recordDay(record, key, { elapsedMs: ms, assisted: false, today }); };
  solve('2026-11-20');
  solve('2026-11-22');
  solve('2026-11-23');
  solve('2026-11-24');
  assert.deepEqual(dailySummary(record, '2026-11-24'), { current: 3, best: 3, today: { ms: 60_000, assisted: false, onDay: true }, solved: 4 });
  // The next day, not yet solved: the streak still stands; a day later it is broken.
  assert.equal(dailySummary(record, '2026-11-25').current, 3);
  assert.equal(dailySummary(record, '2026-11-25').today, null);
  assert.equal(dailySummary(record, '2026-11-26').current, 0);
  assert.equal(dailySummary(record, '2026-11-26').best, 3);
  // A missed day played later by its link does not mend the streak.
  solve('2026-11-21', '2026-11-26');
  assert.equal(record.days['2026-11-21'].onDay, false);
  assert.equal(dailySummary(record, '2026-11-24').current, 3);
  assert.equal(dailySummary(record, '2026-11-24').best, 3);
  // The first solve of a day stands: replaying it changes nothing.
  solve('2026-11-24', '2026-11-24', 5_000);
  assert.equal(record.days['2026-11-24'].ms, 60_000);
});

test('a damaged record is repaired: bad days dropped, good ones kept', () => {
  const repaired = repairDaily({
    version: 1,
    days: {
      '2026-11-20': { ms: 1000, assisted: true, onDay: true },
      '2026-11-21': { ms: -5 },
      'soon': { ms: 1 },
      '2020-01-01': { ms: 1, onDay: true },
      '2026-11-22': null,
    },
  });
  assert.deepEqual(repaired, { version: 1, days: { '2026-11-20': { ms: 1000, assisted: true, onDay: true } } });
  assert.deepEqual(repairDaily('garbage'), emptyDaily());
});

// The options the game sends for a day's puzzle (app/game_starter.js), and the same as CLI flags.
function gameOptions(plan) {
  if (plan.variant === 'classic') return generateOptions(9, plan.level, plan.seed);
  const [kind, level] = plan.variant.split(':');
  return { ...variantGenerateOptions(kind, 9, level), seed: plan.seed };
}
function cliArgs(options) {
  const args = ['generate', '--count', '1', '--with-solution', '--with-rating', '--seed', String(options.seed), '--difficulty', options.difficulty];
  if (options.symmetry) args.push('--symmetry', options.symmetry);
  if (options.variant) args.push('--variant', options.variant);
  return args;
}

let engine;
before(async () => {
  assert.ok(existsSync(cliPath), `${cliPath} is missing: run "npm run build" first`);
  ({ engine } = await loadWasmEngine());
});

test('a week of days and four Thursdays: WebAssembly and the native CLI make the same puzzle, at the day\'s level', () => {
  const days = [...Array(7).keys()].map((i) => addDays('2026-11-30', i));
  for (let i = 1; i <= 3; i += 1) days.push(addDays('2026-12-03', 7 * i)); // the other three variants
  for (const key of days) {
    const plan = dailyPlan(key);
    const options = gameOptions(plan);
    const made = engine.generate(options);
    const run = spawnSync(cliPath, cliArgs(options), { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    // The CLI prints puzzle, solution, a variant's fields, then the rating: level, score, technique.
    const words = run.stdout.trim().split('\n')[0].split(' ');
    assert.equal(words[0], made.puzzle, `${key}: the same givens`);
    assert.equal(words[1], made.solution, `${key}: the same solution`);
    if (made.variantFields) assert.equal(words[2], made.variantFields, `${key}: the same rules`);
    assert.equal(words[made.variantFields ? 3 : 2], plan.level, `${key}: rated at the day's level`);
    if (made.level !== null) assert.equal(made.level, plan.level, `${key}: the engine's own rating agrees`);
  }
});
