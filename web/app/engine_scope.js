// The engine as the game on the board calls it (game_controller.js): every call is scoped to that
// game, so a new game stops what the engine still does for the old one (a long Solve must not make
// the next game wait); a call may bring a signal of its own (a slow level's stated wait, or its
// Stop: making.js); a background call (the next puzzle made ahead: next_puzzle.js) yields, as any
// other call stops it, so a hint never waits behind it; and a call whose worker died is tried once
// more (the client starts a fresh worker). No DOM: what is said goes through `say`.
import { t } from '../i18n/i18n.js';

// A signal that aborts when any of `signals` does: AbortSignal.any, which Safari before 17.4 lacks.
// Only the making's and the background's calls (a few per game) combine signals this way.
function anySignal(signals) {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort();
      break;
    }
    signal.addEventListener('abort', () => controller.abort(), { once: true });
  }
  return controller.signal;
}

export class EngineScope {
  #engine;
  #say;
  #calls = new AbortController(); // the game on the board's calls
  #background = null;             // the background call under way, stopped by any other

  /**
   * engine: engine_client.js's EngineClient (or anything with its methods; scoped() optional).
   * say(text): the live region.
   */
  constructor(engine, say) {
    this.#engine = engine;
    this.#say = say;
  }

  /** The game on the board is being replaced: what the engine still does for it is cancelled. */
  abandon() {
    this.#calls.abort();
    this.#calls = new AbortController();
  }

  /** call(engine) with the engine scoped as the header says; { signal, background } as there. */
  async call(call, { signal, background = false } = {}) {
    // One that has not started after a couple of seconds says why (the full module still loading,
    // or the engine busy with another call), rather than leaving a Hint silent for the watchdog's
    // 30 s; a background call says nothing.
    const onWait = background ? undefined : ({ reason }) => this.#say(t(reason === 'busy' ? 'ctl.engine_busy' : 'ctl.engine_loading'));
    this.#background?.abort();
    this.#background = background ? new AbortController() : null;
    const signals = [this.#calls.signal, signal, this.#background?.signal].filter(Boolean);
    const stop = signals.length > 1 ? anySignal(signals) : this.#calls.signal;
    const engine = this.#engine.scoped?.(stop, { onWait }) ?? this.#engine;
    try {
      return await call(engine);
    } catch (error) {
      if (error.code !== 'worker') throw error;
      this.#say(t('ctl.engine_restart'));
      return call(engine);
    }
  }
}
