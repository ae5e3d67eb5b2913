// The hints of game_controller.js: three stages, each a move (moves.js 'hint' H1/H2, then 'step'),
// so undo walks back through them and a reload shows the same stage. The step comes from the
// engine's grader on the player's own digits and notes (hintFor); a wrong digit or note is named
// instead. The GameController owns the game and the view; this owns what a hint needs besides:
// the engine's answer for the board as it stands, the words (hint_text.js, loaded with the first
// hint) and a message without a step. Siblings: hint_panel.js (shows what view() returns).
import { MoveError } from '../game/moves.js';
import { t } from '../i18n/i18n.js';
import { loadVariants } from './variant_kit.js';

// The hint's words (hint_text.js and its catalog) load with the first hint, not with the page.
// Offline before the service worker has cached them, that download fails: the messages for that
// case (hint.unavailable, hint.offline) are in the first paint's catalog, so they never show as
// raw keys, and a later hint tries the download again.
let hintWords = null;
const loadHintWords = async () => (hintWords ??= await import('./hint_text.js'));

/** Why no hint came, in words: a part of the page or engine that could not be downloaded, or the reason. */
export function noHintText(error) {
  const offline = error?.code === 'engine_load' || (error instanceof TypeError && /import|fetch/i.test(error.message));
  return offline ? t('hint.offline') : t('hint.unavailable', { reason: error?.message ?? String(error) });
}

export class HintController {
  #host;
  #cache = null;    // { key, result }: hintFor's answer for one board state (entries + notes)
  #message = null;  // a hint's words without a step (a mistake, no hint), until the next change
  #loading = false;

  /**
   * @param {object} host  the GameController's side:
   *   game(): the Game on the board; engineCall(call): an engine request (with its retry);
   *   say(text, kind): the live region; select(cell): moves the selection (no render);
   *   render(); apply(move, message): executes a move; commit(message): after a move the
   *   host did not run through apply (render, save, announce); helped(kind): the game had help
   *   ('hint' for a new hint, null for a later stage of the same one).
   */
  constructor(host) {
    this.#host = host;
  }

  /** A new game: nothing known about its board. */
  reset() {
    this.#cache = null;
    this.#message = null;
  }

  /** The board changed: a message about the old board goes. */
  changed() {
    this.#message = null;
  }

  /** Moves the hint on to `target` (1 nudge, 2 the whole step, 3 apply it); default: the next stage. */
  async advance(target = this.#host.game().hintStage + 1) {
    const host = this.#host;
    const game = host.game();
    if (target <= game.hintStage || target > game.hintStage + 1) return;
    // The grader knows classic rules only: a variant board gets hints that hold under its own rules.
    if (game.isVariant) {
      await this.#variantHint(game);
      return;
    }
    let result;
    let words;
    try {
      [result, words] = await Promise.all([this.#result(), loadHintWords()]);
    } catch (error) {
      if (game === host.game()) host.say(noHintText(error), 'bad');
      return;
    }
    if (!result || game !== host.game() || target !== game.hintStage + 1) return;
    if (result.kind !== 'step') {
      const mistake = result.kind === 'mistake';
      this.#message = mistake ? words.mistakeText(result, game) : words.noneText(result.reason);
      if (mistake) host.select(result.cell);
      host.render();
      host.say(this.#message, mistake ? 'bad' : undefined);
      return;
    }
    const { step } = result;
    host.helped(target === 1 ? 'hint' : null); // one hint counted, however many of its stages are seen
    if (target === 3) {
      host.apply({ kind: 'step', placements: step.placements, eliminations: step.eliminations }, words.appliedText(step, game.geometry));
      return;
    }
    this.#applyStage(target, target === 1 ? words.nudgeText(step, game.geometry) : words.stepText(step, game.geometry));
  }

  /** Closes the hint: a move back to stage 0 (undoable), or just the words without a step. */
  async close() {
    if (this.#host.game().hintStage > 0) {
      await loadHintWords().catch(() => null); // closing needs no words but the first paint's
      this.#applyStage(0, t('hint.closed'));
    } else if (this.#message) {
      this.#message = null;
      this.#host.render();
    }
  }

  /**
   * What render() shows: { panel, cells }. panel is hint_panel.js's state (null: no hint); cells
   * the highlighted cells. The step is fetched again when the stage came back by undo, redo or a
   * reload and the step is not known for this board yet (render() runs again when it is).
   */
  view() {
    const game = this.#host.game();
    if (game.hintStage === 0) return { panel: this.#message ? { message: this.#message } : null, cells: new Set() };
    const known = this.#cache?.key === this.#key() ? this.#cache.result : null;
    if (known?.kind === 'step' && hintWords) {
      const marks = hintWords.hintMarks(known.step, game.geometry, game.hintStage);
      return { panel: { stage: game.hintStage, step: known.step, geometry: game.geometry }, cells: new Set(marks.keys()) };
    }
    if ((!known || !hintWords) && !this.#loading) {
      this.#loading = true;
      Promise.all([this.#result(), loadHintWords()]).catch(() => null).finally(() => {
        this.#loading = false;
        if (game === this.#host.game() && this.#cache?.key === this.#key()) this.#host.render();
      });
    }
    return { panel: null, cells: new Set() };
  }

  async #variantHint(game) {
    const host = this.#host;
    let kit;
    try {
      kit = await loadVariants();
    } catch (error) {
      if (game === host.game()) host.say(noHintText(error), 'bad');
      return;
    }
    if (game !== host.game()) return;
    const hint = kit.variantHint(game);
    this.#message = hint.text;
    if (hint.cell >= 0) host.select(hint.cell);
    if (hint.cell >= 0 && !hint.bad) host.helped('hint'); // as on classic boards: naming a mistake is no hint
    host.render();
    host.say(hint.text, hint.bad ? 'bad' : undefined);
  }

  #applyStage(stage, message) {
    try {
      this.#host.game().apply({ kind: 'hint', stage });
    } catch (error) {
      if (!(error instanceof MoveError)) throw error;
      this.#host.say(t('hint.unavailable', { reason: error.message }), 'bad');
      return;
    }
    this.#host.commit(message);
  }

  #key() {
    const game = this.#host.game();
    return `${game.toLine()}|${game.notes.join(',')}`;
  }

  // hintFor's answer for the board as it stands (cached: undo/redo come back to the same states).
  async #result() {
    const host = this.#host;
    const game = host.game();
    const key = this.#key();
    if (this.#cache?.key === key) return this.#cache.result;
    let result;
    try {
      result = await host.engineCall((engine) => engine.hintFor(game.puzzle, game.toLine(), game.notes));
    } catch (error) {
      if (game === host.game()) host.say(noHintText(error), 'bad');
      return null;
    }
    if (game === host.game()) this.#cache = { key, result };
    return result;
  }
}
