// Puzzles made ahead, per level, so "New game" on 9×9 is instant. The engine generates them in
// its worker while the player plays (fill()), and they are kept with the game's Store (storage.js)
// under 'pool', so they survive a reload. A puzzle is filed under the level the grader gives it,
// whatever level was asked for: nothing generated is wasted. No DOM; the engine is injected.
//
// Behind the stored puzzles wait the starter puzzles (starter_pool.js, two per level, made ahead
// by tools/make_starter_pool.mjs), each served once per browser, and each time under a random
// symmetry of Sudoku (transform.js: digits relabelled, rows, columns, bands and stacks swapped,
// maybe transposed), which keeps its solution unique and its rating: every first visit gets a
// different first puzzle of its level without shipping more of them. They let a first visit start a
// game of any level without the engine's full module (the grader: web/engine/worker.js loads it on
// demand), so the first load stays small. For the same reason the background fill waits: fill()
// does nothing until the pool is woken, by the second game taken from it this session (the first
// may be the page's own first game), by generate() (a level ran dry: the full module is loading
// anyway), or by wake() (app.js: after the player's first move, once the page has loaded). Two
// starters per level keep New game instant until then, and the refill runs while the game is played.
//
// Stored shape (version 1): { version: 1, levels: { easy: [{ puzzle, solution, level, score,
//   hardest, seed, clues }], ... }, startersUsed: [puzzle, ...] }. Anything unreadable is dropped,
//   never trusted.
import { STARTER_POOL } from './starter_pool.js';
import { applySymmetry, randomSymmetry } from './transform.js';

export const POOL_VERSION = 1;
const LINE = /^[1-9.]{81}$/;

function cleanEntry(entry, level) {
  if (!entry || typeof entry !== 'object') return null;
  if (!LINE.test(entry.puzzle) || !/^[1-9]{81}$/.test(entry.solution) || entry.level !== level) return null;
  return {
    puzzle: entry.puzzle, solution: entry.solution, level,
    score: Number(entry.score) || 0, hardest: typeof entry.hardest === 'string' ? entry.hardest : null,
    seed: Number.isSafeInteger(entry.seed) ? entry.seed : 0, clues: Number.isInteger(entry.clues) ? entry.clues : 0,
  };
}

export class PuzzlePool {
  #store;
  #engine;
  #levels;
  #data;
  #perLevel;
  #filling = null;
  #urgent = 0;          // on-demand generations running: the background fill waits for them
  #misses = new Map();  // level -> background attempts that did not reach it, this session
  #starters;
  #taken = 0;           // games served this session
  #awake = false;       // the background fill may run (see the header)
  #random;              // () => [0, 1): the starters' symmetries

  /**
   * @param {{store: object, engine: object, levels: string[], perLevel?: number, seed?: () => number,
   *   starters?: object, awake?: boolean}} deps
   *   engine: anything with generate(options) -> Promise<{puzzle, solution, level, ...}>
   *   starters: { level: [entry, ...] } served after the stored puzzles (default STARTER_POOL)
   *   awake: true lets fill() run at once (tests, tools)
   *   random: () => a number in [0, 1), for the starters' symmetries (tests pass their own)
   */
  constructor({ store, engine, levels, perLevel = 2, seed = null, starters = STARTER_POOL, awake = false, random = Math.random }) {
    this.#random = random;
    this.#store = store;
    this.#engine = engine;
    this.#levels = levels;
    this.#perLevel = perLevel;
    this.seed = seed;
    this.#awake = awake;
    const { value } = store.load('pool', { what: 'Puzzles made ahead', fallback: 'new ones are made', version: POOL_VERSION });
    this.#data = { version: POOL_VERSION, levels: {} };
    for (const level of levels) {
      const list = value?.version === POOL_VERSION ? value.levels?.[level] : null;
      this.#data.levels[level] = Array.isArray(list) ? list.map((e) => cleanEntry(e, level)).filter(Boolean) : [];
    }
    const used = value?.version === POOL_VERSION && Array.isArray(value.startersUsed) ? value.startersUsed : [];
    this.#data.startersUsed = used.filter((p) => typeof p === 'string' && LINE.test(p));
    this.#starters = {};
    for (const level of levels) {
      this.#starters[level] = (starters?.[level] ?? []).map((e) => cleanEntry(e, level)).filter(Boolean);
    }
  }

  /** Puzzles ready at once for that level: stored ones and starters not yet played. */
  count(level) { return (this.#data.levels[level]?.length ?? 0) + this.#freshStarters(level).length; }

  /** Whether the background fill may run (see the header). */
  get awake() { return this.#awake; }

  /** Lets the background fill run from now on (the player is playing: the full module may load). */
  wake() { this.#awake = true; }

  #freshStarters(level) {
    return (this.#starters[level] ?? []).filter((e) => !this.#data.startersUsed.includes(e.puzzle));
  }

  /**
   * A waiting puzzle of that level (removed from the pool), or null. A starter is marked played
   * and served under a random symmetry (its own copy, new each time).
   */
  take(level) {
    let entry = this.#data.levels[level]?.shift() ?? null;
    if (!entry) {
      entry = this.#freshStarters(level)[0] ?? null;
      if (entry) {
        this.#data.startersUsed.push(entry.puzzle);
        const symmetry = randomSymmetry(3, this.#random);
        entry = { ...entry, puzzle: applySymmetry(entry.puzzle, symmetry), solution: applySymmetry(entry.solution, symmetry) };
      }
    }
    if (entry) {
      this.#taken += 1;
      if (this.#taken > 1) this.wake();
      this.#save();
    }
    return entry ? { ...entry } : null;
  }

  /** Files a generated puzzle under its own level; false when that level is full or unknown. */
  add(result) {
    const entry = cleanEntry(result, result?.level);
    const list = entry && this.#data.levels[entry.level];
    if (!list || list.length >= this.#perLevel || list.some((e) => e.puzzle === entry.puzzle)) return false;
    list.push(entry);
    this.#save();
    return true;
  }

  #save() { this.#store.save('pool', this.#data); }

  #options(level) {
    const options = { difficulty: level, symmetry: 'rot180', timeBudgetMs: 1500 };
    if (this.seed) options.seed = this.seed();
    return options;
  }

  /**
   * A puzzle of `level` now: generated until one rates at that level (others are filed in the
   * pool), at most `timeLimitMs`. onAttempt(n) reports progress. Returns { entry, exact }: exact is
   * false when the time ran out and the closest level's puzzle came instead (or the last one made).
   */
  async generate(level, { onAttempt = () => {}, timeLimitMs = 8000 } = {}) {
    this.wake();
    this.#urgent += 1;
    try {
      const start = Date.now();
      let last = null;
      for (let attempt = 1; ; attempt += 1) {
        onAttempt(attempt);
        let result;
        try {
          result = await this.#engine.generate(this.#options(level));
        } catch (error) {
          if (error.code !== 'budget' || Date.now() - start > timeLimitMs) throw error;
          continue;
        }
        if (result.level === level) return { entry: cleanEntry(result, level), exact: true };
        if (!this.add(result)) last = result;
        if (Date.now() - start > timeLimitMs) {
          const near = this.#nearest(level);
          return { entry: near ?? cleanEntry(last ?? result, (last ?? result).level), exact: false };
        }
      }
    } finally {
      this.#urgent -= 1;
    }
  }

  // A pooled puzzle from the level closest to `level`, easier first on ties.
  #nearest(level) {
    const at = this.#levels.indexOf(level);
    for (let d = 1; d < this.#levels.length; d += 1) {
      for (const i of [at - d, at + d]) {
        if (i >= 0 && i < this.#levels.length && this.count(this.#levels[i])) return this.take(this.#levels[i]);
      }
    }
    return null;
  }

  /**
   * Tops every level up to perLevel in the background, one generate call at a time (the worker
   * stays free for the player's requests in between). A level that keeps missing is left for this
   * session after `maxMisses` tries. Resolves when done or stopped (signal); at once, doing
   * nothing, while the pool is not awake (see the header).
   */
  fill({ signal = null, maxMisses = 12, pauseMs = 50 } = {}) {
    if (!this.#awake) return Promise.resolve();
    this.#filling ??= (async () => {
      try {
        for (;;) {
          if (signal?.aborted) return;
          if (this.#urgent) {
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          const level = this.#levels.find((l) => this.count(l) < this.#perLevel && (this.#misses.get(l) ?? 0) < maxMisses);
          if (!level) return;
          let result = null;
          try {
            result = await this.#engine.generate(this.#options(level));
          } catch (error) {
            if (error.code === 'cancelled' || error.code === 'closed') return;
          }
          if (!result || result.level !== level) this.#misses.set(level, (this.#misses.get(level) ?? 0) + 1);
          if (result) this.add(result);
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      } finally {
        this.#filling = null;
      }
    })();
    return this.#filling;
  }
}
