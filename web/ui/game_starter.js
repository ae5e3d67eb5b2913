// How a game comes to the board for game_controller.js: generated (or taken from the puzzle pool,
// game/pool.js), given (import dialog, share link: solution counted by the engine, moves replayed)
// or resumed from the autosave (saved_game.js). It builds the Game and its meta and hands them to
// the host's install(); the GameController owns the board, the clock and the view from there on.
// Sibling: hint_controller.js (the same host pattern, for hints).

import { Game } from '../game/game.js';
import { movesFromText } from '../game/moves.js';
import { formatTime } from '../game/timer.js';
import { t } from '../i18n/i18n.js';
import { generateOptions, levelFor, levelName, sourceLevelName, variantLevelName } from './new_game.js';
import { isClassicVariant, variantRulesLoaded } from '../game/geometry.js';
import { loadVariants } from './variant_kit.js';
import { SAVE_VERSION, readSaveRecord } from './saved_game.js';

// Counting to two solutions takes a few hundred nodes for a sensible puzzle; this bounds the rare
// monster (a sparse 25x25) to about a second in the worker.
const COUNT_NODE_BUDGET = 1_000_000;
// loadSave's answer for a variant game saved before the variant rules have loaded.
const NEEDS_VARIANTS = Symbol('needs variants');

export class GameStarter {
  #host;
  #newGameToken = 0;

  /**
   * @param {object} host  the GameController's side:
   *   game(): the Game on the board (or null); install(game, meta, options): puts a game on the
   *   board; engineCall(call): an engine request (with its retry); say(text, kind): the live
   *   region; notice(text): a lasting notice; mayReplace(kind): whether the game on the board may
   *   be replaced by a puzzle of that kind ('link'), asking the player when one is in progress;
   *   store: game/storage.js's Store; settings: {value}; pool: game/pool.js's PuzzlePool, or null.
   */
  constructor(host) {
    this.#host = host;
  }

  /**
   * A new generated game. Resolves when it is on the board (or the engine failed, reported).
   * variant: 'classic' or a variant.js kind ('x', 'windoku', 'jigsaw', 'killer'): then a 9×9
   * puzzle of that variant, without a level (the grader rates classic puzzles only).
   */
  async newGame(size, levelId, variant = 'classic') {
    const host = this.#host;
    const token = ++this.#newGameToken;
    const level = levelFor(size, levelId);
    let result;
    let message = '';
    try {
      if (variant && variant !== 'classic') {
        // A 9×9 variant from the full engine's generator: its own words and board (variant_ui.js).
        const made = await (await loadVariants()).newVariantGame(variant, host);
        if (token !== this.#newGameToken) return false;
        host.install(made.game, made.meta, { message: made.message });
        return true;
      }
      if (level.graded) {
        ({ result, message } = await this.#gradedPuzzle(level, () => token === this.#newGameToken));
      } else {
        host.say(t('ctl.generating', { size }));
        result = await host.engineCall((engine) => engine.generate(generateOptions(size, level.id)));
      }
    } catch (error) {
      if (token === this.#newGameToken) host.say(t('ctl.no_new_game', { reason: error.message }), 'bad');
      return false;
    }
    if (token !== this.#newGameToken) return false; // a newer request won
    const game = new Game({ puzzle: result.puzzle, boxRows: result.boxRows ?? 3, boxCols: result.boxCols ?? 3, solution: result.solution });
    const name = level.graded ? result.level : levelName(size, level);
    const started = level.graded
      ? t('newgame.started', { level: t(`level.${result.level}`), size, clues: result.clues })
      : t('ctl.new_game', { size, clues: result.clues });
    host.install(game, { level: name, checkable: true }, { message: message ? `${message} ${started}` : started });
    return true;
  }

  // A 9×9 puzzle at a grader level: from the pool when one waits there, else generated now with
  // the attempts shown. Until the engine's generator honours the level itself, every attempt it
  // makes at another level is filed in the pool for later.
  async #gradedPuzzle(level, current) {
    const { pool, say, engineCall } = this.#host;
    const pooled = pool?.take(level.id);
    if (pooled) return { result: pooled, message: '' };
    const label = t(`level.${level.id}`);
    say(t('newgame.generating', { level: label }));
    if (!pool) {
      return { result: await engineCall((engine) => engine.generate(generateOptions(9, level.id))), message: '' };
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
   * if any. solutionCount may be known already (the import dialog counted: 2 means "two or more,
   * or not known to be unique"); otherwise the engine counts here, within a node budget.
   * source: 'imported' or 'shared' (the level is stored as that id, shown translated).
   */
  async playPuzzle({ puzzle, boxRows, boxCols, variant = null, solutionCount = null, movesText = null, source = 'imported', message = '' }) {
    const host = this.#host;
    // A variant's rules (and their words) load first; the board made here checks them, and gives
    // the text the engine counts under those rules.
    let kit = null;
    let text = puzzle;
    try {
      if (!isClassicVariant(variant)) {
        kit = await loadVariants();
        text = new Game({ puzzle, boxRows, boxCols, variant }).puzzleText;
      }
    } catch (error) {
      host.notice(t('ctl.no_new_game', { reason: error.message })); // offline before the variant files were cached
      return false;
    }
    let solution = null;   // only a unique solution: it is what "check" and Reveal compare with
    let unique = false;
    let note = '';
    if (solutionCount !== 2) {
      try {
        const counted = await host.engineCall((engine) => engine.count(text, 2, COUNT_NODE_BUDGET));
        if (counted.count === 0 && counted.complete) {
          host.notice(t('ctl.no_solution'));
          return false;
        }
        unique = counted.count === 1 && counted.complete;
        if (unique) solution = counted.first;
        else if (counted.count < 2) note = t('ctl.unsure_unique');
      } catch (error) {
        // Givens that break a rule can never be solved: refuse them like a puzzle with no solution.
        if (error.code === 'conflict') {
          host.notice(t('ctl.conflict', { reason: error.message }));
          return false;
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
        host.notice(t('ctl.replay_failed', { reason: error.message }));
      }
    }
    const size = boxRows * boxCols;
    const level = t(`level.${source}`);
    // A variant's games are counted apart from classic ones (statistics per variant).
    const id = kit?.variantId(variant);
    const name = kit ? variantLevelName(id, size, source) : sourceLevelName(source, size);
    const rulesWord = kit ? ` ${t('variant.rules_read', { variant: kit.variantLabel(id) })}` : '';
    host.install(game, { level: name, checkable: unique },
      { message: `${message || t('ctl.puzzle_started', { level, size })}${rulesWord}${note}` });
    return true;
  }

  /**
   * The first game of a page load: the share link if there is one (unless it is the saved game's
   * puzzle: then the save continues; or the player keeps the saved game in progress when asked),
   * else the autosave, else a new game.
   * @param {null|{puzzle: string, moves: string|null, boxRows?: number, boxCols?: number, fields?: string}} link
   *   fields: a variant's rules as the engine's text fields (share.js), '' or absent for classic
   */
  async boot(link) {
    let saved = this.loadSave({ wait: true });
    if (saved === NEEDS_VARIANTS) {
      // A variant game was saved: its rules and UI load first (if that fails, loadSave says why
      // and keeps the save aside, as for any save it cannot read).
      await loadVariants().catch(() => {});
      saved = this.loadSave({ failed: true });
    }
    if (link && await this.openLink(link, saved)) return;
    if (saved) {
      this.#resume(saved);
      return;
    }
    const { size, level, variant } = this.#host.settings.value;
    await this.newGame(size, level, variant);
  }

  /**
   * Opens a share link; `current` is the game to compare with (default: the one on the board).
   * A link for another puzzle replaces a game in progress only when the player says so. Returns
   * whether a game is on the board because of it (the linked one, or the saved one resumed to ask).
   */
  async openLink(link, current = this.#host.game() ? { game: this.#host.game() } : null) {
    const host = this.#host;
    let parsed;
    try {
      // A variant's rules come as their own parameters (share.js): read with the cells, as the engine's fields.
      parsed = await host.engineCall((engine) => engine.parse(link.fields ? `${link.puzzle} ${link.fields}` : link.puzzle));
    } catch (error) {
      host.notice(t('ctl.link_unreadable', { reason: error.message }));
      return false;
    }
    // The link's box shape wins: a bare line of 36 symbols does not say whether boxes are 2x3 or 3x2.
    const boxRows = link.boxRows ?? parsed.boxRows;
    const boxCols = link.boxCols ?? parsed.boxCols;
    const rules = isClassicVariant(parsed.variant) ? null : parsed.variant;
    // Same puzzle, same rules: the engine's fields and the model's are written the same way.
    const same = current && current.game.puzzle === parsed.puzzle
      && current.game.geometry.boxRows === boxRows && current.game.geometry.boxCols === boxCols
      && current.game.geometry.fields === (parsed.variantFields ?? '');
    if (same) {
      const message = t('ctl.link_same');
      if (current.game === host.game()) host.say(message);
      else this.#resume(current, message);
      return true;
    }
    // At start-up the saved game is not on the board yet: it goes there first, so the question has
    // the game behind it, and so the game, if replaced, is recorded as abandoned (install()).
    let resumed = false;
    const saved = current && current.game !== host.game() ? current : null;
    if (saved && saved.game.history.length > 0 && !saved.game.isSolved()) {
      this.#resume(saved);
      resumed = true;
    }
    if (!(await host.mayReplace('link'))) {
      host.say(t('ctl.link_kept'));
      return true;
    }
    const played = await this.playPuzzle({
      puzzle: parsed.puzzle, boxRows, boxCols, variant: rules, movesText: link.moves, source: 'shared',
    });
    return played || resumed;
  }

  #resume(saved, message = '') {
    const time = formatTime(saved.elapsedMs);
    this.#host.install(saved.game, saved.meta, {
      elapsedMs: saved.elapsedMs,
      selected: saved.selected,
      message: message || t(saved.game.isSolved() ? 'ctl.solved_in' : 'ctl.welcome_back', { time }),
    });
  }

  /**
   * The autosave as { game, meta, elapsedMs, selected }, or null (corrupt data is reported). A
   * variant game needs the variant rules (variant_kit.js): before they have loaded this answers
   * NEEDS_VARIANTS when `wait` (boot() loads them and asks again), else null while they load
   * (another tab's save: it stays as it is, and the next look can read it). `failed`: they could
   * not load; the save is then reported unreadable and kept aside like any other.
   */
  loadSave({ wait = false, failed = false } = {}) {
    const { store, notice } = this.#host;
    const { value, error } = store.load('game', { what: t('store.what.game'), fallback: t('store.fallback.game'), version: SAVE_VERSION });
    if (error) {
      notice(error); // the store has already set the damaged text aside
      return null;
    }
    if (value === null || value === undefined) return null;
    // A variant game saved (by another tab) before this page loaded the variant rules: they load
    // now, and the save stays as it is (it is not damaged; the next look at it can read it).
    if (!failed && !isClassicVariant(value?.game?.variant) && !variantRulesLoaded()) {
      if (wait) return NEEDS_VARIANTS;
      loadVariants().catch(() => {});
      return null;
    }
    try {
      return readSaveRecord(value);
    } catch (e) {
      store.save('game.unreadable', value); // kept aside, in case someone can mend it
      notice(t('ctl.save_unreadable', { reason: e.message }));
      return null;
    }
  }
}
