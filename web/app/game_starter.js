// How a game comes to the board for game_controller.js: generated (or taken from the puzzle pool,
// game/pool.js), given (import dialog, share link: solution counted by the engine, moves replayed)
// or resumed from the autosave (game/saved_game.js). Each method builds the Game and its meta and
// returns them as an Arrival record, { game, meta, options } (install()'s arguments), or null when
// none comes (a newer request won, or it failed: said through `say` / `notice`). The controller
// installs what arrives: data flows one way, and this file never reaches back into the controller.
// Sibling: hint_controller.js (the same shape, for hints).

import { Game } from '../game/game.js';
import { movesFromText } from '../game/moves.js';
import { formatTime } from '../game/timer.js';
import { t } from '../i18n/i18n.js';
import { generateOptions, levelFor, levelName, sourceLevelName, variantLevelName } from '../game/catalog.js';
import { isClassic, loadVariantRules, variantRules, variantRulesLoaded } from '../game/geometry.js';
import { lazy } from './lazy.js';
import { SAVE_VERSION, readSaveRecord } from '../game/saved_game.js';

// Counting to two solutions takes a few hundred nodes for a sensible puzzle; this bounds the rare
// monster (a sparse 25x25) to about a second in the worker.
const COUNT_NODE_BUDGET = 1_000_000;
// loadSave's answer for a variant game saved before the variant rules have loaded.
export const NEEDS_VARIANTS = Symbol('needs variants');
// readLink's (and a linked day's newGame's) answer when the engine itself did not load (its files
// failed or the worker could not start): the link is fine and waits (ui/chrome/engine_wait.js).
export const ENGINE_DOWN = Symbol('engine down');
const ENGINE_DOWN_CODES = new Set(['engine_load', 'worker']);

// The variant games' own part (variant_game.js: the generator's game, the rules' words) and the
// rules (game/variant.js) load the first time a variant is met, not with the page.
const loadVariantGames = lazy(() => Promise.all([import('./variant_game.js'), loadVariantRules()]).then(([module]) => module));

export class GameStarter {
  #engineCall;
  #store;
  #pool;
  #say;
  #notice;
  #newGameToken = 0;
  #loadVariantViews;
  #showMaking;
  #ahead = null; // next_puzzle.js, once a variant game is first asked for
  #houses = null; // [variant.js housesQuery of a saved game, the houses the engine gave] (askHouses)
  #waiting = null; // the saved game record loadSave waits on (NEEDS_VARIANTS)

  /**
   * @param {object} deps
   * @param {(call: (engine: object) => Promise<any>) => Promise<any>} deps.engineCall  the engine,
   *   as the controller asks it (scoped to the game on the board, with its retry)
   * @param {import('../game/storage.js').Store} deps.store  where the autosave is
   * @param {import('../game/pool.js').PuzzlePool|null} [deps.pool]  9×9 puzzles per level, made ahead
   * @param {(text: string, kind?: string) => void} deps.say  the live region (progress, failures)
   * @param {(text: string) => void} deps.notice  a lasting notice
   * @param {() => Promise<unknown>} [deps.loadVariantViews]  what the views need to show a variant
   *   board (app.js: the variant UI's drawing, words and stylesheet), loaded with the variant rules
   * @param {(what: {text: string, seconds: number, cancel: () => void}) => () => void} [deps.showMaking]
   *   shows a slow level's wait (its words, stated seconds and Cancel); returns what closes it
   */
  constructor({ engineCall, store, pool = null, say, notice, loadVariantViews = async () => {}, showMaking = () => () => {} }) {
    this.#loadVariantViews = loadVariantViews;
    this.#showMaking = showMaking;
    this.#engineCall = engineCall;
    this.#store = store;
    this.#pool = pool;
    this.#say = say;
    this.#notice = notice;
  }

  /** Loads what a variant game needs, model and views; resolves with variant_game.js. Retried after a failure. */
  async loadVariants() {
    const [kit] = await Promise.all([loadVariantGames(), this.#loadVariantViews()]);
    return kit;
  }

  /**
   * For a saved game from before its variant's houses were kept with it (variant.js needsHouses),
   * the houses from the engine, for loadSave to add: boot() waits for this after NEEDS_VARIANTS.
   */
  async askHouses(game = this.#waiting) {
    this.#waiting = null;
    const rules = variantRules();
    if (!rules?.needsHouses(game?.variant)) return;
    const houses = await (await this.loadVariants()).savedHouses(game, this.#engineCall);
    this.#houses = [rules.housesQuery(game.variant, game.boxRows, game.boxCols), houses];
  }

  /**
   * A new generated game, as an Arrival (null: the engine failed, reported, or a newer request won).
   * variant: 'classic', or a variant and its level as "kind:level" (game/catalog.js: the
   * sides and levels each variant offers). seed: the generator's (the puzzle of the day); none, a random one.
   * waitWhenDown: when the engine itself did not load, answer ENGINE_DOWN and say nothing (the
   * caller keeps what asked for the game, a link, and tries again).
   */
  async newGame(size, levelId, variant = 'classic', { seed, waitWhenDown = false } = {}) {
    const token = ++this.#newGameToken;
    const level = levelFor(size, levelId);
    let result;
    let message = '';
    try {
      if (variant && variant !== 'classic') {
        // A variant from the full engine's generator: its own words and board (variant_ui.js).
        const kit = await this.loadVariants();
        this.#ahead ??= new kit.NextPuzzles(this.#store); // slow levels' next puzzles, made ahead
        const made = await kit.newVariantGame(variant, size, {
          say: this.#say, engineCall: this.#engineCall, seed, showMaking: this.#showMaking, ahead: this.#ahead,
        });
        if (token !== this.#newGameToken) return null;
        return { game: made.game, meta: made.meta, options: { message: made.message } };
      }
      if (level.graded) {
        ({ result, message } = await this.#gradedPuzzle(level, () => token === this.#newGameToken, seed));
      } else {
        this.#say(t('ctl.generating', { size }));
        result = await this.#engineCall((engine) => engine.generate(generateOptions(size, level.id)));
      }
    } catch (error) {
      if (token !== this.#newGameToken) return null;
      if (waitWhenDown && ENGINE_DOWN_CODES.has(error?.code)) return ENGINE_DOWN;
      // A slow level stopped by the player, or not made within its stated wait (app/making.js):
      // the game on the board was never touched, and the words say so.
      if (error?.name === 'MakingError') {
        this.#say(error.message, error.code === 'cancelled' ? 'info' : 'bad');
        return null;
      }
      this.#say(t('ctl.no_new_game', { reason: error.message }), 'bad');
      return null;
    }
    if (token !== this.#newGameToken) return null; // a newer request won
    const game = new Game({ puzzle: result.puzzle, boxRows: result.boxRows ?? 3, boxCols: result.boxCols ?? 3, solution: result.solution });
    const name = level.graded ? result.level : levelName(size, level);
    const started = level.graded
      ? t('newgame.started', { level: t(`level.${result.level}`), size, clues: result.clues })
      : t('ctl.new_game', { size, clues: result.clues });
    return { game, meta: { level: name, checkable: true }, options: { message: message ? `${message} ${started}` : started } };
  }

  // A 9×9 puzzle at a grader level: from the pool when one waits there, else generated now with
  // the attempts shown. Until the engine's generator honours the level itself, every attempt it
  // makes at another level is filed in the pool for later. A given seed (the puzzle of the day,
  // game/daily.js) names one puzzle: made from it, never taken from the pool.
  async #gradedPuzzle(level, current, seed) {
    const pool = seed === undefined ? this.#pool : null;
    const say = this.#say;
    const engineCall = this.#engineCall;
    const pooled = pool?.take(level.id);
    if (pooled) return { result: pooled, message: '' };
    const label = t(`level.${level.id}`);
    say(t('newgame.generating', { level: label }));
    if (!pool) {
      return { result: await engineCall((engine) => engine.generate(generateOptions(9, level.id, seed))), message: '' };
    }
    const onAttempt = (n) => {
      if (n > 1 && current()) say(t('newgame.progress', { level: label, n }));
    };
    const { entry, exact } = await pool.generate(level.id, { onAttempt });
    const message = exact ? '' : t('newgame.fallback', { wanted: label, level: t(`level.${entry.level}`) });
    return { result: entry, message };
  }

  /**
   * A given puzzle (import, share link): finds its solution with the engine, replays `movesText`
   * if any, and returns the Arrival (null: refused, reported). solutionCount may be known already (the import dialog counted: 2 means "two or more,
   * or not known to be unique"); otherwise the engine counts here, within a node budget.
   * source: 'imported' or 'shared' (the level is stored as that id, shown translated).
   */
  async playPuzzle({ puzzle, boxRows, boxCols, variant = null, solutionCount = null, movesText = null, source = 'imported', message = '' }) {
    // A variant's rules (and their words) load first; the board made here checks them, and gives
    // the text the engine counts under those rules.
    let kit = null;
    let text = puzzle;
    try {
      if (!isClassic(variant)) {
        kit = await this.loadVariants();
        text = new Game({ puzzle, boxRows, boxCols, variant }).puzzleText;
      }
    } catch (error) {
      this.#notice(t('ctl.no_new_game', { reason: error.message })); // offline before the variant files were cached
      return null;
    }
    let solution = null;   // only a unique solution: it is what "check" and Reveal compare with
    let unique = false;
    let note = '';
    if (solutionCount !== 2) {
      try {
        const counted = await this.#engineCall((engine) => engine.count(text, 2, COUNT_NODE_BUDGET));
        if (counted.count === 0 && counted.complete) {
          this.#notice(t('ctl.no_solution'));
          return null;
        }
        unique = counted.count === 1 && counted.complete;
        if (unique) solution = counted.first;
        else if (counted.count < 2) note = t('ctl.unsure_unique');
      } catch (error) {
        // Givens that break a rule can never be solved: refuse them like a puzzle with no solution.
        if (error.code === 'conflict') {
          this.#notice(t('ctl.conflict', { reason: error.message }));
          return null;
        }
        note = t('ctl.not_checked', { reason: error.message });
      }
    }
    if (solutionCount === 2 || (!unique && !note)) note = t('ctl.many_solutions');
    let game = new Game({ puzzle, boxRows, boxCols, solution, variant });
    if (movesText) {
      try {
        game.replay(movesFromText(movesText, game.size));
      } catch (error) {
        game = new Game({ puzzle, boxRows, boxCols, solution, variant });
        this.#notice(t('ctl.replay_failed', { reason: error.message }));
      }
    }
    const size = boxRows * boxCols;
    const level = t(`level.${source}`);
    // A variant's games are counted apart from classic ones (statistics per variant).
    const id = kit?.variantId(variant);
    const name = kit ? variantLevelName(id, size, source) : sourceLevelName(source, size);
    const rulesWord = kit ? ` ${t('variant.rules_read', { variant: kit.variantLabel(id) })}` : '';
    return {
      game,
      meta: { level: name, checkable: unique },
      options: { message: `${message || t('ctl.puzzle_started', { level, size })}${rulesWord}${note}` },
    };
  }

  /**
   * A share link read by the engine: { puzzle, boxRows, boxCols, rules, fields }, or null (the
   * link is unreadable: reported), or ENGINE_DOWN (the engine did not load: nothing is said here,
   * the opener keeps the link). The link's box shape wins: a bare line of 36 symbols does not say
   * whether boxes are 2x3 or 3x2.
   * @param {{puzzle: string, moves: string|null, boxRows?: number, boxCols?: number, fields?: string}} link
   *   fields: a variant's rules as the engine's text fields (share.js), '' or absent for classic
   */
  async readLink(link) {
    let parsed;
    try {
      // A variant's rules come as their own parameters (share.js): read with the cells, as the engine's fields.
      parsed = await this.#engineCall((engine) => engine.parse(link.fields ? `${link.puzzle} ${link.fields}` : link.puzzle));
    } catch (error) {
      if (ENGINE_DOWN_CODES.has(error?.code)) return ENGINE_DOWN;
      this.#notice(t('ctl.link_unreadable', { reason: error.message }));
      return null;
    }
    return {
      puzzle: parsed.puzzle,
      boxRows: link.boxRows ?? parsed.boxRows,
      boxCols: link.boxCols ?? parsed.boxCols,
      rules: isClassic(parsed.variant) ? null : parsed.variant,
      fields: parsed.variantFields ?? '',
    };
  }

  /**
   * The saved game back on the board, as an Arrival, welcomed (or with `message`). A solved game
   * is greeted as its finish was: the same words (with help, when it had help) and tone.
   */
  resumed(saved, message = '') {
    const time = formatTime(saved.elapsedMs);
    const solved = saved.game.isSolved();
    const paused = saved.paused === true && !solved;
    const welcome = solved ? t(saved.meta.assisted ? 'ctl.solved_help' : 'ctl.solved', { time })
      : t(paused ? 'ctl.welcome_back_paused' : 'ctl.welcome_back', { time });
    return {
      game: saved.game,
      meta: saved.meta,
      options: {
        elapsedMs: saved.elapsedMs,
        selected: saved.selected,
        message: message || welcome,
        tone: !message && solved ? 'good' : 'info',
        paused,
      },
    };
  }

  /**
   * The autosave as { game, meta, elapsedMs, selected }, or null (corrupt data is reported). A
   * variant game needs the variant rules (variant_kit.js), and a save from before its variant's
   * houses were kept needs those from the engine (askHouses): until then this answers
   * NEEDS_VARIANTS when `wait` (the controller's boot() loads them and asks again), else null while they load
   * (another tab's save: it stays as it is, and the next look can read it). `failed`: they could
   * not load; the save is then reported unreadable and kept aside like any other.
   */
  loadSave({ wait = false, failed = false } = {}) {
    const store = this.#store;
    const notice = this.#notice;
    const { value, error } = store.load('game', { what: t('store.what.game'), fallback: t('store.fallback.game'), version: SAVE_VERSION });
    if (error) {
      notice(error); // the store has already set the damaged text aside
      return null;
    }
    if (value === null || value === undefined) return null;
    // A variant game saved (by another tab) before this page loaded the variant rules: they load
    // now, and the save stays as it is (it is not damaged; the next look at it can read it).
    if (!failed && !isClassic(value?.game?.variant) && !variantRulesLoaded()) {
      if (wait) {
        this.#waiting = value.game;
        return NEEDS_VARIANTS;
      }
      this.loadVariants().catch(() => {});
      return null;
    }
    // A save from before the variant's houses were kept with it: the engine gives them (askHouses).
    let record = value;
    const { game } = value;
    const rules = variantRules();
    if (rules?.needsHouses(game?.variant)) {
      const [query, houses] = this.#houses ?? [];
      if (query === rules.housesQuery(game.variant, game.boxRows, game.boxCols)) {
        record = { ...value, game: { ...game, variant: { ...game.variant, houses } } };
      } else if (!failed) {
        if (wait) {
          this.#waiting = value.game;
          return NEEDS_VARIANTS;
        }
        this.askHouses(value.game).catch(() => {});
        return null;
      }
    }
    try {
      return readSaveRecord(record);
    } catch (e) {
      store.save('game.unreadable', value); // kept aside, in case someone can mend it
      notice(t('ctl.save_unreadable', { reason: e.message }));
      return null;
    }
  }
}
