// A puzzle made within a stated wait (game/catalog.js makingWait: the seconds New game says a slow
// level may take). The engine's generator cannot report progress or be paused, and its time per
// seed is heavy-tailed (an expert killer: 3 s for one seed, 45 s for another), so the wait is
// split into attempts: each gets a deadline of its own, and one that runs past it (or that the
// engine gives up on, "budget") is dropped for a fresh random seed while time is left. The whole
// wait is one deadline from Start: the player is told the outcome by then. A given seed (the
// puzzle of the day) names one puzzle, so it gets one attempt of the whole wait. No DOM: the
// panel that shows the wait (ui/chrome/making_panel.js) is the caller's. Sibling: variant_game.js.

/** Why no puzzle came: 'too_long' (the stated wait passed) or 'cancelled' (the player stopped it). */
export class MakingError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'MakingError';
    this.code = code;
  }
}

// An attempt with less time than this left is not started: the module's reload after a dropped
// attempt (the worker is replaced to stop it) and a fresh fill would eat most of it.
const SHORTEST_ATTEMPT_MS = 3_000;
const RETRY_CODES = new Set(['timeout', 'budget']);
// How many attempts a wait is cut into by default: a seed slower than a third of the wait is
// dropped (an expert killer: 1 seed in 10 over 20 s of a 60 s wait, docs/players.md).
export const ATTEMPTS = 3;

/**
 * Resolves with the first puzzle `generate` makes within `waitMs`; rejects with MakingError
 * ('too_long', 'cancelled') or the engine's own error (another code: not retried).
 *   generate(seed, { timeoutMs, signal })  one attempt (seed undefined: a random one); timeoutMs
 *     its own deadline, signal aborts it (the wait's end, or the player's cancel)
 *   attempts: how many pieces the wait is cut into (a seed slower than waitMs / attempts is dropped)
 *   signal: the player's cancel; now, setTimer, clearTimer: the clock (tests pass their own)
 */
export async function makeWithin(generate, {
  waitMs, attempts = ATTEMPTS, seed, signal, now = () => performance.now(), setTimer = setTimeout, clearTimer = clearTimeout,
} = {}) {
  const deadline = now() + waitMs;
  const ended = new AbortController();
  const timer = setTimer(() => ended.abort(), waitMs);
  const stop = () => ended.abort();
  signal?.addEventListener('abort', stop, { once: true });
  const tries = seed === undefined ? attempts : 1;
  const slice = waitMs / tries;
  try {
    for (let n = 1; ; n += 1) {
      const left = deadline - now();
      if (signal?.aborted) throw new MakingError('cancelled', 'stopped by the player');
      if (ended.signal.aborted || (n > 1 && left < SHORTEST_ATTEMPT_MS)) throw new MakingError('too_long', `not made within ${waitMs} ms`);
      // The last attempt takes all that is left.
      const timeoutMs = n >= tries ? left : Math.min(left, slice);
      try {
        return await generate(seed, { timeoutMs, signal: ended.signal });
      } catch (error) {
        if (signal?.aborted) throw new MakingError('cancelled', 'stopped by the player');
        if (ended.signal.aborted) throw new MakingError('too_long', `not made within ${waitMs} ms`);
        if (!RETRY_CODES.has(error?.code) || seed !== undefined) throw error;
      }
    }
  } finally {
    clearTimer(timer);
    signal?.removeEventListener('abort', stop);
  }
}
