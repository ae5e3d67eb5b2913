// The hints of game_controller.js: three stages, each a move (moves.js 'hint' H1/H2, then 'step'),
// so undo walks back through them and a reload shows the same stage. The step comes from the
// engine's grader on the player's own digits and notes (hintFor), under the puzzle's own rules (a
// variant's extra houses and killer cages too); a wrong digit or note is named instead. The GameController owns the game and the view; this owns what a hint needs besides:
// the engine's answer for the board as it stands, the words (hint_text.js, loaded with the first
// hint) and a message without a step. Siblings: hint_panel.js (shows what view() returns).
//
// Data flows one way: the controller asks (advance, close, view) with the game on the board, and
// gets back plain records of what should happen (an Outcome, below); it alone changes the game,
// the selection and the view. This file never calls back into the controller.
import { t } from '../i18n/i18n.js';

// The hint's words (hint_text.js and its catalog) load with the first hint, not with the page.
// Offline before the service worker has cached them, that download fails: the messages for that
// case (hint.unavailable, hint.offline) are in the first paint's catalog, so they never show as
// raw keys, and a later hint tries the download again.
let hintWords = null;
const loadHintWords = async () => (hintWords ??= await import('../words/hint_text.js'));

/** Why no hint came, in words: a part of the page or engine that could not be downloaded, or the reason. */
export function noHintText(error) {
  const offline = error?.code === 'engine_load' || (error instanceof TypeError && /import|fetch/i.test(error.message));
  return offline ? t('hint.offline') : t('hint.unavailable', { reason: error?.message ?? String(error) });
}

/**
 * What a hint asks the controller to do, in this order, for the game it was asked about (the
 * controller drops it when another game is on the board by then):
 *   helped   'hint' (a new hint: counted once) or null (a later stage of the same one); absent: no help
 *   select   a cell to select
 *   move     a move to execute with `message` (the controller's apply: render, save, announce)
 *   stage    a hint stage to set (a 'hint' move) and announce with `message`
 *   render   true: show the board again (the hint's panel and marks changed)
 *   say      words for the live region, with `tone` ('bad' or undefined)
 * @typedef {{helped?: 'hint'|null, select?: number, move?: object, stage?: number, message?: string,
 *   render?: boolean, say?: string, tone?: string}} Outcome
 */

export class HintController {
  #engineCall;
  #cache = null;    // { game, key, result }: hintFor's answer for one board state (entries + notes)
  #message = null;  // a hint's words without a step (a mistake, no hint), until the next change
  #loading = false;

  /** @param {{engineCall: (call: (engine: object) => Promise<any>) => Promise<any>}} deps  the engine, as the controller asks it (scoped to its game, with its retry) */
  constructor({ engineCall }) {
    this.#engineCall = engineCall;
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

  /**
   * Moves the hint on to `target` (1 nudge, 2 the whole step, 3 apply it); default: the next stage.
   * @returns {Promise<Outcome|null>}
   */
  async advance(game, target = game.hintStage + 1) {
    if (target <= game.hintStage || target > game.hintStage + 1) return null;
    let answer;
    let words;
    try {
      [answer, words] = await Promise.all([this.#result(game), loadHintWords()]);
    } catch (error) {
      return { say: noHintText(error), tone: 'bad' };
    }
    if (answer.error) return { say: noHintText(answer.error), tone: 'bad' };
    const { result } = answer;
    if (target !== game.hintStage + 1) return null;
    if (result.kind !== 'step') {
      const mistake = result.kind === 'mistake';
      this.#message = mistake ? words.mistakeText(result, game) : words.noneText(result.reason);
      return { select: mistake ? result.cell : undefined, render: true, say: this.#message, tone: mistake ? 'bad' : undefined };
    }
    const { step } = result;
    const helped = target === 1 ? 'hint' : null; // one hint counted, however many of its stages are seen
    if (target === 3) {
      return { helped, move: { kind: 'step', placements: step.placements, eliminations: step.eliminations }, message: words.appliedText(step, game.geometry) };
    }
    return { helped, stage: target, message: target === 1 ? words.nudgeText(step, game.geometry) : words.stepText(step, game.geometry) };
  }

  /**
   * Closes the hint: a move back to stage 0 (undoable), or just the words without a step.
   * @returns {Promise<Outcome|null>}
   */
  async close(game) {
    if (game.hintStage > 0) {
      await loadHintWords().catch(() => null); // closing needs no words but the first paint's
      return { stage: 0, message: t('hint.closed') };
    }
    if (this.#message) {
      this.#message = null;
      return { render: true };
    }
    return null;
  }

  /**
   * What render() shows: { panel, cells, later }. panel is hint_panel.js's state (null: no hint);
   * cells the highlighted cells. The step is fetched again when the stage came back by undo, redo
   * or a reload and the step is not known for this board yet: `later` is then a Promise of the
   * Outcome to perform once it is (render again, or say why it failed).
   */
  view(game) {
    if (game.hintStage === 0) return { panel: this.#message ? { message: this.#message } : null, cells: new Set() };
    const known = this.#known(game);
    if (known?.kind === 'step' && hintWords) {
      const marks = hintWords.hintMarks(known.step, game.geometry, game.hintStage);
      return { panel: { stage: game.hintStage, step: known.step, geometry: game.geometry }, cells: new Set(marks.keys()) };
    }
    let later = null;
    if ((!known || !hintWords) && !this.#loading) {
      this.#loading = true;
      later = Promise.all([this.#result(game), loadHintWords()]).then(([answer]) => answer, () => ({})).then((answer) => {
        this.#loading = false;
        if (answer.error) return { say: noHintText(answer.error), tone: 'bad' };
        return this.#known(game) ? { render: true } : null;
      });
    }
    return { panel: null, cells: new Set(), later };
  }

  #key(game) {
    return `${game.toLine()}|${game.candidateMarks().join(',')}`;
  }

  // The answer known for the board as it stands, or null.
  #known(game) {
    return this.#cache?.game === game && this.#cache.key === this.#key(game) ? this.#cache.result : null;
  }

  // hintFor's answer for the board as it stands, as { result } or { error } (cached: undo/redo
  // come back to the same states).
  async #result(game) {
    const known = this.#known(game);
    if (known) return { result: known };
    const key = this.#key(game);
    try {
      // The puzzle with its rules (a variant's houses and cages), so the grader reasons under them.
      const result = await this.#engineCall((engine) => engine.hintFor(game.puzzleText, game.toLine(), game.candidateMarks()));
      this.#cache = { game, key, result };
      return { result };
    } catch (error) {
      return { error };
    }
  }
}
