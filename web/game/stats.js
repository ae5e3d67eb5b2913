// Statistics: games played and solved per level, and the best time of each level. Plain data
// (saved with storage.js), pure functions: recordGame returns a new object and repairs a damaged
// one instead of throwing, so a bad save can cost statistics but never the page.
// Siblings: timer.js (elapsed times), storage.js.
//
// Shape (version 1):
//   { version: 1, levels: [{ level: "30 clues", played, solved, assisted, bestMs: number|null }, ...] }
// Levels are kept in the order they were first played. bestMs counts only games solved without
// help (no reveal, no solve); `assisted` counts solved games that had help.

export const STATS_VERSION = 1;

export function emptyStats() {
  return { version: STATS_VERSION, levels: [] };
}

const count = (n) => (Number.isSafeInteger(n) && n > 0 ? n : 0);
const time = (ms) => (typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : null);

function levelName(level) {
  if (typeof level === 'string' && level.trim() !== '') return level.trim().slice(0, 80);
  if (typeof level === 'number' && Number.isFinite(level)) return String(level);
  return 'other';
}

/**
 * A valid stats object made from whatever `stats` is: valid entries kept, impossible numbers
 * clamped (solved <= played, assisted <= solved), unreadable entries dropped, duplicates merged.
 */
export function repairStats(stats) {
  const out = emptyStats();
  const levels = stats && typeof stats === 'object' && Array.isArray(stats.levels) ? stats.levels : [];
  const byName = new Map();
  for (const entry of levels) {
    if (!entry || typeof entry !== 'object') continue;
    const level = levelName(entry.level);
    const played = count(entry.played);
    const solved = Math.min(count(entry.solved), played);
    const assisted = Math.min(count(entry.assisted), solved);
    const bestMs = solved > assisted ? time(entry.bestMs) : null;
    const seen = byName.get(level);
    if (seen) {
      seen.played += played;
      seen.solved += solved;
      seen.assisted += assisted;
      if (bestMs !== null && (seen.bestMs === null || bestMs < seen.bestMs)) seen.bestMs = bestMs;
    } else {
      const clean = { level, played, solved, assisted, bestMs };
      byName.set(level, clean);
      out.levels.push(clean);
    }
  }
  return out;
}

/**
 * Counts one finished (or abandoned) game. Returns a new stats object; `stats` is not changed.
 * @param {object} stats  a stats object; anything else is repaired first
 * @param {{level: string, elapsedMs: number, solved: boolean, assisted: boolean}} game
 */
export function recordGame(stats, { level, elapsedMs, solved, assisted } = {}) {
  const out = repairStats(stats);
  const name = levelName(level);
  let entry = out.levels.find((e) => e.level === name);
  if (!entry) {
    entry = { level: name, played: 0, solved: 0, assisted: 0, bestMs: null };
    out.levels.push(entry);
  }
  entry.played += 1;
  if (solved === true) {
    entry.solved += 1;
    if (assisted) {
      entry.assisted += 1;
    } else {
      const ms = time(elapsedMs);
      if (ms !== null && (entry.bestMs === null || ms < entry.bestMs)) entry.bestMs = ms;
    }
  }
  return out;
}

/** One row per level, in the order first played: { level, played, solved, bestMs (null if none) }. */
export function summary(stats) {
  return repairStats(stats).levels.map(({ level, played, solved, bestMs }) => ({ level, played, solved, bestMs }));
}
