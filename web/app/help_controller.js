// The engine's help for the controller (game_controller.js): the three-stage hints (their state
// and words are hint_controller.js's; this carries out what they ask), Reveal, Solve and the
// solution path. Each asks first where the player should be asked (view.confirm) and counts as
// help. The controller owns the game, the selection and the view; this reaches them through the
// host it is given, and the controller keeps the public verbs (the tests and the page call them).
import { t } from '../i18n/i18n.js';
import { MoveError, digitFor, symbolFor } from '../game/moves.js';
import { whereCap } from './move_words.js';

export class HelpController {
  #host;

  /**
   * @param {object} host
   * @param {import('./game_controller.js').GameController} host.controller  game, selected, meta, view, apply, save, render
   * @param {import('./hint_controller.js').HintController} host.hints
   * @param {(call: Function) => Promise<any>} host.engineCall  the controller's scoped engine call
   * @param {(kind: string|null) => void} host.helped  counts help in the game's meta
   * @param {() => boolean} host.refusedLocked  another tab holds the game: said, and true
   * @param {() => void} host.sayLocked  a solved board refuses changes: said
   * @param {() => object} host.progress  what the confirm dialog shows of the game in progress
   * @param {(message: string) => void} host.afterChange  render, save and announce after a move
   */
  constructor(host) {
    this.#host = host;
  }

  get #say() {
    const { announcer } = this.#host.controller.view;
    return (text, ...tone) => announcer.say(text, ...tone);
  }

  /** Moves the hint on to `target` (1 nudge, 2 the whole step, 3 apply it); default: the next stage. */
  async advanceHint(target) {
    const { game } = this.#host.controller;
    this.perform(game, await this.#host.hints.advance(game, target));
  }

  async closeHint() {
    const { game } = this.#host.controller;
    this.perform(game, await this.#host.hints.close(game));
  }

  /** Carries out what the hints asked for (hint_controller.js's Outcome), if their game is still on the board. */
  perform(game, outcome) {
    const controller = this.#host.controller;
    if (!outcome || game !== controller.game) return;
    if (outcome.helped !== undefined) this.#host.helped(outcome.helped);
    if (outcome.select !== undefined) controller.selected = outcome.select;
    if (outcome.move) {
      controller.apply(outcome.move, outcome.message);
      return;
    }
    if (outcome.stage !== undefined) {
      this.#setHintStage(outcome.stage, outcome.message);
      return;
    }
    if (outcome.render) controller.render();
    if (outcome.say) this.#say(outcome.say, outcome.tone);
  }

  #setHintStage(stage, message) {
    try {
      this.#host.controller.game.apply({ kind: 'hint', stage });
    } catch (error) {
      if (!(error instanceof MoveError)) throw error;
      this.#say(t('hint.unavailable', { reason: error.message }), 'bad');
      return;
    }
    this.#host.afterChange(message);
  }

  async #solution() {
    const { game } = this.#host.controller;
    if (game.solution) return Array.from(game.solution, symbolFor).join('');
    // No unique solution is known: complete the board as it stands if possible, else the givens.
    // Under the game's own rules: a variant's fields go with the cells (game.puzzleText).
    for (const text of game.conflicts().size ? [game.puzzleText] : [game.boardText(), game.puzzleText]) {
      const result = await this.#host.engineCall((engine) => engine.solve(text));
      if (result.status === 'solved') return result.solution;
    }
    return null;
  }

  async reveal() {
    const controller = this.#host.controller;
    const { game } = controller;
    if (game.isSolved()) return this.#host.sayLocked();
    const cell = controller.selected;
    const Place = whereCap(cell, game.size);
    if (game.isGiven(cell)) return this.#say(t('ctl.is_given_short', { where: Place }));
    let solution;
    try {
      solution = await this.#solution();
    } catch (error) {
      if (game !== controller.game) return undefined; // cancelled with its game
      return this.#say(t('ctl.reveal_failed', { reason: error.message }), 'bad');
    }
    if (game !== controller.game) return undefined;
    if (!solution) return this.#say(t('ctl.reveal_none'), 'bad');
    return controller.apply({ kind: 'reveal', cell, digit: digitFor(solution[cell]) }, t('ctl.revealed', { where: Place, digit: solution[cell] }));
  }

  /**
   * The Solution path button: its steps and boards solve the puzzle, so during a game it counts as
   * help (saved at once), and asks first while the game has had none. Free once the board is
   * solved or the path has been opened for this game. Resolves whether to show it.
   */
  async mayShowPath() {
    const controller = this.#host.controller;
    const { game, view } = controller;
    if (game.isSolved() || controller.meta.help.path) return true;
    if (this.#host.refusedLocked()) return false; // its help could not be saved here
    if (!controller.meta.assisted && view.confirm && !(await view.confirm('path', this.#host.progress()))) return false;
    if (game !== controller.game) return false;
    this.#host.helped('path');
    controller.save();
    controller.render();
    return true;
  }

  /** The Solve button: asks first (view.confirm), then solves. */
  async askSolve() {
    const controller = this.#host.controller;
    if (controller.game.isSolved()) return this.#host.sayLocked();
    const { game, view } = controller;
    if (view.confirm && !(await view.confirm('solve', this.#host.progress()))) return undefined;
    return game === controller.game ? this.solve() : undefined;
  }

  async solve() {
    const controller = this.#host.controller;
    const { game } = controller;
    if (game.isSolved()) return this.#host.sayLocked();
    let solution;
    try {
      solution = await this.#solution();
    } catch (error) {
      if (game !== controller.game) return undefined; // cancelled with its game
      return this.#say(t('ctl.solve_failed', { reason: error.message }), 'bad');
    }
    if (game !== controller.game) return undefined;
    if (!solution) return this.#say(t('ctl.solve_none'), 'bad');
    return controller.apply({ kind: 'solve', digits: solution }, t('ctl.solved_engine'));
  }
}
