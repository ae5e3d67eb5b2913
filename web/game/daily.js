// The puzzle of the day, with no server: the date alone picks the seed, the level and the rules, and
// the engine's generator (deterministic for a seed, native and WebAssembly alike) makes the same
// puzzle on every machine, offline too. The level rises through the week, Monday easy to Sunday
// diabolical; Thursday is a variant at Hard (X, Windoku, jigsaw and killer in turn). The streak
// record (storage name 'daily') keeps each day solved and when. DOM-free; siblings: catalog.js (the
// levels and their generate options), stats.js (the per-level statistics, which daily games join).
import { fnv1a } from './hash.js';

/** The first day with a puzzle: a link to an earlier date is refused. */
export const FIRST_DAY = '2026-01-01';
export const DAILY_VERSION = 1;
// Ten years of days: a longer record was not written by this app.
const MAX_DAYS = 3700;

// By the local weekday (Date.getDay(): 0 is Sunday).
const LEVEL_BY_WEEKDAY = ['diabolical', 'easy', 'medium', 'hard', 'hard', 'expert', 'extreme'];
const VARIANT_WEEKDAY = 4; // Thursday
const VARIANTS = ['x', 'windoku', 'jigsaw', 'killer'];

export class DailyError extends Error {
  /** @param {string} key  the message's catalogue key (i18n), @param {object} words  its words */
  constructor(key, words = {}) {
    super(key);
    this.name = 'DailyError';
    this.key = key;
    this.words = words;
  }
}

const pad = (n) => String(n).padStart(2, '0');

/** The player's local date as "YYYY-MM-DD": the day changes at their midnight, as a paper's puzzle does. */
export function dayKey(date = new Date()) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Days since 1970-01-01 of a calendar date, whatever the time zone (the date is a name, not an instant).
function dayNumber(key) {
  const [y, m, d] = key.split('-').map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

function keyOfNumber(n) {
  const date = new Date(n * 86_400_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A day as a link or a player gives it ("2026-12-01"), checked: a real calendar date from FIRST_DAY
 * to `today`. Throws DailyError (key daily.bad_date, daily.too_early or daily.future) saying why.
 */
export function readDay(text, today) {
  const value = String(text ?? '').trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
  if (!m) throw new DailyError('daily.bad_date', { date: shown });
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new DailyError('daily.no_such_day', { date: value });
  }
  if (value < FIRST_DAY) throw new DailyError('daily.too_early', { date: value, first: FIRST_DAY });
  if (value > today) throw new DailyError('daily.future', { date: value, today });
  return value;
}

/** The generator's seed for a day (the same on every machine). */
export function dailySeed(key) {
  return fnv1a(`dlx-sudoku daily ${key}`);
}

/**
 * What a day's puzzle is: { date, weekday (0 Sunday), level (a grader level id), variant ('classic'
 * or "kind:level" as New game gives it), seed }. Always 9×9.
 */
export function dailyPlan(key) {
  const n = dayNumber(key);
  const weekday = (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
  const level = LEVEL_BY_WEEKDAY[weekday];
  const variant = weekday === VARIANT_WEEKDAY ? `${VARIANTS[Math.floor(n / 7) % VARIANTS.length]}:${level}` : 'classic';
  return { date: key, weekday, level, variant, seed: dailySeed(key) };
}

/**
 * The day a link names (#daily=2026-12-01), checked as readDay does; null when the link names none.
 * Throws DailyError.
 */
export function readDailyHash(hash, today) {
  const m = /(?:^#?|&)daily=([^&]*)/.exec(String(hash ?? ''));
  if (!m) return null;
  let text;
  try {
    text = decodeURIComponent(m[1]);
  } catch {
    throw new DailyError('daily.bad_date', { date: m[1].slice(0, 24) });
  }
  return readDay(text, today);
}

/** No day solved yet. */
export const emptyDaily = () => ({ version: DAILY_VERSION, days: {} });

/** A valid record made from whatever was stored: unreadable days dropped, the newest MAX_DAYS kept. */
export function repairDaily(value) {
  const out = emptyDaily();
  const days = value && typeof value === 'object' && value.days && typeof value.days === 'object' ? value.days : {};
  const keys = Object.keys(days).filter((key) => /^\d{4}-\d{2}-\d{2}$/.test(key) && key >= FIRST_DAY).sort().slice(-MAX_DAYS);
  for (const key of keys) {
    const day = days[key];
    if (!day || typeof day !== 'object' || !(Number.isFinite(day.ms) && day.ms >= 0)) continue;
    out.days[key] = { ms: Math.round(day.ms), assisted: day.assisted === true, onDay: day.onDay === true };
  }
  return out;
}

/**
 * The record with day `key` solved in `elapsedMs` (the first solve of a day stands: replaying it
 * later changes nothing). onDay: solved on its own date (`today`), which is what a streak counts.
 */
export function recordDay(record, key, { elapsedMs, assisted, today }) {
  const out = repairDaily(record);
  if (!out.days[key]) out.days[key] = { ms: Math.round(elapsedMs), assisted: Boolean(assisted), onDay: key === today };
  return out;
}

/**
 * The streak as a player reads it: current (days in a row solved on their day, up to today, or up
 * to yesterday while today is still open), best (the longest such run), and today's entry or null.
 */
export function dailySummary(record, today) {
  const { days } = repairDaily(record);
  const counted = (key) => days[key]?.onDay === true;
  let best = 0;
  let run = 0;
  let previous = null;
  for (const key of Object.keys(days).sort()) {
    if (!counted(key)) continue;
    const n = dayNumber(key);
    run = previous !== null && n === previous + 1 ? run + 1 : 1;
    previous = n;
    best = Math.max(best, run);
  }
  let current = 0;
  let n = dayNumber(today);
  if (!counted(today)) n -= 1; // today still open: yesterday's streak stands
  while (counted(keyOfNumber(n))) {
    current += 1;
    n -= 1;
  }
  return { current, best, today: days[today] ?? null, solved: Object.keys(days).length };
}
