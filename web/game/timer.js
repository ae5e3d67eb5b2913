// The game clock: elapsed playing time that stops while paused. No timers of its own (the view
// asks elapsedMs when it repaints) and the clock is injected, so tests drive it by hand.
// Siblings: game.js (the board), stats.js (best times), storage.js (elapsedMs is saved with the game).

export class Timer {
  #now;
  #base = 0;          // ms accumulated before the current run
  #since = null;      // now() when the current run started; null while paused or not started

  /** @param {{now?: () => number}} [options]  a monotonic clock in ms (performance.now by default) */
  constructor({ now = () => performance.now() } = {}) {
    this.#now = now;
  }

  /**
   * Starts (or restarts) counting from `fromMs`: 0 for a new game, the saved time for a resumed
   * one. running: false sets the time without counting (a finished game keeps its exact time).
   */
  start(fromMs = 0, { running = true } = {}) {
    this.#base = Number.isFinite(fromMs) && fromMs > 0 ? fromMs : 0;
    this.#since = running ? this.#now() : null;
  }

  /** Stops counting; elapsedMs keeps its value. Does nothing when already paused. */
  pause() {
    if (this.#since === null) return;
    this.#base = this.elapsedMs;
    this.#since = null;
  }

  /** Counts again from where pause() stopped. Does nothing when already running. */
  resume() {
    if (this.#since === null) this.#since = this.#now();
  }

  get running() {
    return this.#since !== null;
  }

  /** Playing time in ms. Never negative and never goes back, even if the clock does. */
  get elapsedMs() {
    if (this.#since === null) return this.#base;
    return this.#base + Math.max(0, this.#now() - this.#since);
  }
}

/** "0:07", "4:32", "1:02:03": whole seconds, rounded down; hours only when there are some. */
export function formatTime(ms) {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
