// Statistics: per level, the games that ended (solved or abandoned), the solved ones split into
// solved unaided and solved with help, and the best unaided time. Plain data (saved with
// storage.js), pure functions: recordGame returns a new object and repairs a damaged one instead
// of throwing, so a bad save can cost statistics but never the page.
// Siblings: timer.js (elapsed times), storage.js.
//
// Shape (version 2):
//   { version: 2, levels: [{ level: "easy", played, unaided, helped, bestMs: number|null }, ...] }
// Levels are kept in the order they were first played. played counts every game that ended:
// solved unaided, solved with help (a hint, a reveal or Solve), or abandoned (replaced by another
// game before the end), so abandoned = played - unaided - helped. bestMs is the best unaided time.
// Version 1 ({ played, solved, assisted, bestMs }, where assisted counted the solved games that had
// help) is read as unaided = solved - assisted, helped = assisted: nothing is lost.

export const STATS_VERSION = 2;

// Levels kept at most. A player meets a few dozen (six graded levels, three per other size,
// imported and shared per size); a damaged or hand-made save with 50,000 made the page take 30 s
// to show its statistics. Beyond this, the least played level makes room for a new one.
export const MAX_LEVELS = 64;

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

// One entry's solved counts, from either version: [unaided, helped].
function solvedCounts(entry, version) {
  if (version === 1 || !('unaided' in entry || 'helped' in entry)) {
    const solved = count(entry.solved);
    const helped = Math.min(count(entry.assisted), solved);
    return [solved - helped, helped];
  }
  return [count(entry.unaided), count(entry.helped)];
}

/**
 * A valid version-2 stats object made from whatever `stats` is (version 1 is migrated): valid
 * entries kept, impossible numbers clamped (solved <= played), unreadable entries dropped,
 * duplicates merged.
 */
export function repairStats(stats) {
  const out = emptyStats();
  const levels = stats && typeof stats === 'object' && Array.isArray(stats.levels) ? stats.levels : [];
  const version = stats?.version;
  const byName = new Map();
  for (const entry of levels) {
    if (!entry || typeof entry !== 'object') continue;
    const level = levelName(entry.level);
    let [unaided, helped] = solvedCounts(entry, version);
    const played = count(entry.played);
    // Never more solved than played: the helped ones give way first (the unaided count sets the best).
    helped = Math.min(helped, played);
    unaided = Math.min(unaided, played - helped);
    const bestMs = unaided > 0 ? time(entry.bestMs) : null;
    const seen = byName.get(level);
    if (seen) {
      seen.played += played;
      seen.unaided += unaided;
      seen.helped += helped;
      if (bestMs !== null && (seen.bestMs === null || bestMs < seen.bestMs)) seen.bestMs = bestMs;
    } else if (out.levels.length < MAX_LEVELS) {
      const clean = { level, played, unaided, helped, bestMs };
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
 *   assisted: the game had help (a hint, a reveal, Solve)
 */
export function recordGame(stats, { level, elapsedMs, solved, assisted } = {}) {
  const out = repairStats(stats);
  const name = levelName(level);
  let entry = out.levels.find((e) => e.level === name);
  if (!entry) {
    if (out.levels.length >= MAX_LEVELS) {
      const least = out.levels.reduce((a, b) => (b.played < a.played ? b : a));
      out.levels.splice(out.levels.indexOf(least), 1);
    }
    entry = { level: name, played: 0, unaided: 0, helped: 0, bestMs: null };
    out.levels.push(entry);
  }
  entry.played += 1;
  if (solved === true) {
    if (assisted) {
      entry.helped += 1;
    } else {
      entry.unaided += 1;
      const ms = time(elapsedMs);
      if (ms !== null && (entry.bestMs === null || ms < entry.bestMs)) entry.bestMs = ms;
    }
  }
  return out;
}

/**
 * One row per level, in the order first played:
 * { level, played, unaided, helped, abandoned, bestMs (null if none) }.
 */
export function summary(stats) {
  return repairStats(stats).levels.map(({ level, played, unaided, helped, bestMs }) => ({
    level, played, unaided, helped, abandoned: played - unaided - helped, bestMs,
  }));
}

/** The best unaided time of a level in ms, or null. */
export function bestTime(stats, level) {
  return repairStats(stats).levels.find((e) => e.level === levelName(level))?.bestMs ?? null;
}
