// Checkpoints for the game controller (moves.js 'checkpoint' and 'back'): save the position by
// name, go back to one, or back to the last position with no wrong digit. Each is a move record, so
// undo, autosave and share links keep them. Siblings: game_controller.js (which dispatches here and
// carries the moves out), help_controller.js (the same pattern for the engine's help).
import { t } from '../i18n/i18n.js';

export class CheckpointController {
  #controller;
  #helped;

  /**
   * @param {object} deps
   * @param {import('./game_controller.js').GameController} deps.controller  game, apply, view, settings, meta
   * @param {(kind: string) => void} deps.helped  counts a use of help (the controller's #helped)
   */
  constructor({ controller, helped }) {
    this.#controller = controller;
    this.#helped = helped;
  }

  /** Saves the position as a checkpoint (a blank name becomes "Checkpoint n"). */
  save(name = '') {
    const c = this.#controller;
    const given = String(name).replace(/\s+/g, ' ').trim().slice(0, 40);
    const chosen = given || t('cp.default', { n: c.game.checkpoints().length + 1 });
    c.apply({ kind: 'checkpoint', name: chosen }, t('cp.saved', { name: chosen }));
  }

  /**
   * Back to the board after `to` moves (a checkpoint). A move, not a jump in the history: Undo
   * returns to where the player was, and the moves after the checkpoint stay in the history, so a
   * player who tries another line from it can still come back to the first one (a jump would make
   * the next move drop them as a redo branch).
   */
  backTo(to, name = '') {
    const c = this.#controller;
    const point = c.game.checkpoints().find((p) => p.to === to);
    if (!point) return;
    const before = c.game.position;
    c.apply({ kind: 'back', to, reason: 'checkpoint' }, t('cp.went_back', { name: point.name }));
    if (c.game.position === before) c.view.announcer.say(t('cp.same', { name: name || point.name }));
  }

  /**
   * Back to the last position with no wrong digit: the engine's solution decides, so it is help
   * unless the player already asked for checking against the solution (then the wrong digits were
   * shown anyway, and undoing to them by hand would have been free).
   */
  backToNoMistake() {
    const c = this.#controller;
    const { game } = c;
    if (!game.solution) return c.view.announcer.say(t('cp.no_solution'));
    const to = game.lastPositionWithoutMistake();
    if (to === null) return c.view.announcer.say(t('cp.no_mistake'));
    if (!(c.settings.value.checkSolution && c.meta.checkable)) this.#helped('back');
    return c.apply({ kind: 'back', to, reason: 'mistake' }, t('cp.went_back_clean'));
  }
}
