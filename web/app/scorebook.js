// The statistics as the controller keeps them: read once, changed from the newest saved copy
// (another tab may have counted a game since), a solved game counted once, a game left with
// progress counted as played, and what the finish card shows. Siblings: game/stats.js (the
// records themselves), game_controller.js (calls these when a game ends or is replaced).
import { t } from '../i18n/i18n.js';
import { STATS_VERSION, bestTime, emptyStats, recordGame } from '../game/stats.js';
import { DAILY_VERSION, dailySummary, dayKey, emptyDaily, recordDay, repairDaily } from '../game/daily.js';
import '../words/day_words.js'; // the daily strings (store.what.daily) are in the catalogue before the constructor reads them

const LOAD = () => ({ what: t('store.what.stats'), fallback: t('store.fallback.stats'), version: STATS_VERSION });
const LOAD_DAILY = () => ({ what: t('store.what.daily'), fallback: t('store.fallback.daily'), version: DAILY_VERSION });

export class Scorebook {
  /** @param {import('../game/storage.js').Store} store  @param {(text: string) => void} notice  a damaged copy is reported */
  constructor(store, notice) {
    this.store = store;
    const { value, error } = store.load('stats', LOAD());
    this.stats = value ?? emptyStats();
    if (error) notice(error);
    const daily = store.load('daily', LOAD_DAILY());
    this.dailyRecord = repairDaily(daily.value ?? emptyDaily());
    if (daily.error) notice(daily.error);
  }

  /** The puzzle of the day's streak (game/daily.js dailySummary), as of `today`. */
  daily(today = dayKey()) {
    return dailySummary(this.dailyRecord, today);
  }

  // Changes the statistics starting from the newest saved ones: another tab may have counted a
  // game since this one read them, and saving this tab's copy would drop it.
  #save(change) {
    const stored = this.store.load('stats', LOAD());
    this.stats = change(stored.value ?? this.stats);
    this.store.save('stats', this.stats);
  }

  /** A solved game, counted once (meta.recorded): null when it was already, else { best } (its time beat the level's best). */
  recordSolved(meta, elapsedMs) {
    if (meta.recorded) return null;
    const before = bestTime(this.stats, meta.level);
    this.#save((stats) => recordGame(stats, { level: meta.level, elapsedMs, solved: true, assisted: meta.assisted }));
    meta.recorded = true;
    if (meta.daily) this.#recordDay(meta, elapsedMs);
    const after = bestTime(this.stats, meta.level);
    return { best: before !== null && after !== null && after < before };
  }

  // A puzzle of the day solved: its day joins the streak record (from the newest saved copy, as #save).
  #recordDay(meta, elapsedMs) {
    const stored = this.store.load('daily', LOAD_DAILY());
    this.dailyRecord = recordDay(stored.value ?? this.dailyRecord, meta.daily, { elapsedMs, assisted: meta.assisted, today: dayKey() });
    this.store.save('daily', this.dailyRecord);
  }

  /** A game left unfinished with progress counts as played, not solved; true when it was counted. */
  recordAbandoned(game, meta, elapsedMs) {
    if (!game || meta.recorded || game.history.length === 0) return false;
    this.#save((stats) => recordGame(stats, { level: meta.level, elapsedMs, solved: false, assisted: meta.assisted }));
    meta.recorded = true;
    return true;
  }

  /**
   * What the finish card shows for a solved board, or null: the time, the level, the help used
   * and the level's best unaided time (this game's own, when it set it). rules: for links that
   * open this puzzle elsewhere (the visualizer).
   */
  finishInfo(game, meta, elapsedMs, rules) {
    if (!game?.isSolved()) return null;
    const bestMs = bestTime(this.stats, meta.level);
    return {
      elapsedMs,
      level: meta.level,
      assisted: meta.assisted,
      help: { ...meta.help },
      bestMs,
      // This game holds the record: counted unaided, and its time is the best (to the second shown).
      isBest: !meta.assisted && meta.recorded && bestMs !== null && Math.floor(bestMs / 1000) === Math.floor(elapsedMs / 1000),
      canReopen: game.canUndo,
      // The streak, and whether this day counts for it (solved on its own date).
      daily: meta.daily ? { ...this.daily(), onDay: this.dailyRecord.days[meta.daily]?.onDay === true } : null,
      puzzle: game.puzzle,
      rules,
    };
  }
}
