// Which game comes on the board, for the controller (game_controller.js): a new one, a given one
// (import), a share link (asking first when it would replace a game in progress), and the first
// game of a page load (the link, else the autosave, else a new game). How each game is made or
// read is game_starter.js's; installing it is the controller's (host.arrive).
import { t } from '../i18n/i18n.js';
import { samePuzzle } from '../game/game.js';
import { ENGINE_DOWN, NEEDS_VARIANTS } from './game_starter.js';
import { dailyPlan } from '../game/daily.js';
import { dayWords } from '../words/day_words.js';

export class GameOpener {
  #host;
  #controller;

  /**
   * @param {object} host
   * @param {import('./game_controller.js').GameController} host.controller  game, view, settings, mayReplace
   * @param {import('./game_starter.js').GameStarter} host.starter
   * @param {(arrival: object|null) => boolean} host.arrive  installs a game_starter.js Arrival
   * @param {() => boolean} host.refusedLocked  another tab holds the game: said, and true
   * @param {() => void} host.abandonCalls  the engine's work for the game on the board is cancelled
   */
  constructor(host) {
    this.#host = host;
    this.#controller = host.controller;
  }

  /**
   * A new generated game (variant: 'classic', 'x', ...). Resolves with true when it is on the
   * board, false when the engine failed (reported) or a newer request won.
   */
  async newGame(size, levelId, variant = 'classic') {
    if (this.#host.refusedLocked()) return false;
    this.#host.abandonCalls();
    this.#opening();
    return this.#startNew(size, levelId, variant);
  }

  async #startNew(size, levelId, variant) {
    return this.#host.arrive(await this.#host.starter.newGame(size, levelId, variant));
  }

  /** A given puzzle (import, share link); see GameStarter.playPuzzle for the options. */
  async playPuzzle(options) {
    if (this.#host.refusedLocked()) return false;
    this.#host.abandonCalls();
    this.#opening();
    return this.#playGiven(options);
  }


  // The player asks for another puzzle: the notice of an earlier attempt is old news. Cleared
  // before the attempt, not after it, so what this attempt says (a link whose moves could not be
  // replayed, posted while its puzzle opens) stands.
  #opening() {
    this.#controller.view.clearNotices?.('opening');
  }

  /**
   * The puzzle of the day `key` (game/daily.js: made from the date's seed, the same everywhere),
   * asking nothing (the New game dialog warned already): true once it is on the board. `link`: the
   * day comes from a link ({ daily: key }), which waits (view.linkWaits) when the engine did not load.
   */
  async newDaily(key, link = null) {
    if (this.#host.refusedLocked()) return false;
    this.#host.abandonCalls();
    this.#opening();
    const plan = dailyPlan(key);
    const arrival = await this.#host.starter.newGame(9, plan.level, plan.variant, { seed: plan.seed, waitWhenDown: Boolean(link) });
    if (arrival === ENGINE_DOWN) {
      this.#controller.view.linkWaits?.(link); // as a share link: kept, and tried again (openLink)
      return false;
    }
    if (!arrival) return false;
    arrival.meta.daily = key;
    arrival.options.message = `${t('daily.started', { date: dayWords(key) })} ${arrival.options.message}`;
    return this.#host.arrive(arrival);
  }

  /**
   * A link to a day's puzzle (#daily=…), as openLink: the same day on the board (or saved) goes
   * on; another game in progress is replaced only when the player says so.
   */
  async openDaily(key, current = null) {
    if (this.#host.refusedLocked()) return false;
    const here = current ?? (this.#controller.game ? { game: this.#controller.game, meta: this.#controller.meta } : null);
    if (here?.meta?.daily === key) return this.#goOn(here, t('daily.same', { date: dayWords(key) }));
    const { open, resumed } = await this.#mayOpen(current);
    return open ? (await this.newDaily(key, { daily: key })) || resumed : true;
  }

  // The link is for the game here (on the board, or `here` saved): it goes on, saying so.
  #goOn(here, message) {
    if (here.game === this.#controller.game) this.#controller.view.announcer.say(message);
    else this.#host.arrive(this.#host.starter.resumed(here, message));
    return true;
  }

  // Whether a link may replace the game in progress: { open, resumed }. At start-up the saved game
  // is not on the board yet: a game in progress goes there first (resumed), so the question has
  // the game behind it, and so the game, if replaced, is recorded as abandoned (install()); a "no"
  // keeps it, said.
  async #mayOpen(current) {
    const saved = current && current.game !== this.#controller.game ? current : null;
    const resumed = Boolean(saved && saved.game.history.length > 0 && !saved.game.isSolved());
    if (resumed) this.#host.arrive(this.#host.starter.resumed(saved));
    if (await this.#controller.mayReplace('link')) return { open: true, resumed };
    this.#controller.view.announcer.say(t('ctl.link_kept'));
    return { open: false, resumed };
  }

  async #playGiven(options) {
    return this.#host.arrive(await this.#host.starter.playPuzzle(options));
  }


  /**
   * The first game of a page load: the share link if there is one (unless it is the saved game's
   * puzzle: then the save continues; or the player keeps the saved game in progress when asked),
   * else the autosave, else a new game.
   * @param {null|{daily: string}|{puzzle: string, moves: string|null, boxRows?: number, boxCols?: number, fields?: string}} link
   */
  async boot(link) {
    let saved = this.#host.starter.loadSave({ wait: true });
    if (saved === NEEDS_VARIANTS) {
      // A variant game was saved: its rules and UI load first (if that fails, loadSave says why
      // and keeps the save aside, as for any save it cannot read).
      await this.#host.starter.loadVariants().catch(() => {});
      // A save from before its variant's houses were kept with it: the engine gives them.
      await this.#host.starter.askHouses().catch(() => {});
      saved = this.#host.starter.loadSave({ failed: true });
    }
    if (link?.daily && await this.openDaily(link.daily, saved)) return;
    if (link?.puzzle && await this.openLink(link, saved)) return;
    if (saved) {
      this.#host.arrive(this.#host.starter.resumed(saved));
      return;
    }
    const { size, level, variant } = this.#controller.settings.value;
    await this.#startNew(size, level, variant);
  }

  /**
   * Opens a share link; `current` is the game to compare with (default: the one on the board).
   * A link for another puzzle replaces a game in progress only when the player says so. Returns
   * whether a game is on the board because of it (the linked one, or the saved one resumed to ask).
   * When the engine did not load, the link is handed to view.linkWaits (kept, tried again).
   */
  async openLink(link, current = null) {
    if (this.#host.refusedLocked()) return false;
    const linked = await this.#host.starter.readLink(link);
    if (linked === ENGINE_DOWN) {
      // The link is not at fault: the page keeps it and tries again (view.linkWaits, app.js).
      this.#controller.view.linkWaits?.(link);
      return false;
    }
    if (!linked) return false;
    const { puzzle, boxRows, boxCols, rules } = linked;
    if (current && samePuzzle(current.game, linked)) return this.#goOn(current, t('ctl.link_same'));
    const { open, resumed } = await this.#mayOpen(current);
    if (!open) return true;
    this.#opening();
    const played = await this.#playGiven({
      puzzle, boxRows, boxCols, variant: rules, movesText: link.moves, source: 'shared',
    });
    return played || resumed;
  }
}
