// The autosave record under the storage name 'game': the model's own serialize() plus what the
// page adds (clock, level, whether help was used and which, whether the result is in the
// statistics, the selected cell). Reading it trusts nothing: any flaw becomes a GameDataError with
// a reason. meta.help ({ hints, reveals, solve }) came later than meta.assisted: a save without it
// reads as no help counted, and `assisted` stays the word on whether the game had help.
import { Game, GameDataError } from '../game/game.js';
import { t } from '../i18n/i18n.js';

export const SAVE_VERSION = 1;

/** @returns {object} a JSON-ready record */
export function saveRecord({ game, meta, elapsedMs, selected }) {
  return { version: SAVE_VERSION, game: game.serialize(), meta, elapsedMs: Math.round(elapsedMs), selected };
}

/** No help counted yet. */
export const noHelp = () => ({ hints: 0, reveals: 0, solve: false });

function readHelp(help) {
  const n = (value) => (Number.isSafeInteger(value) && value > 0 ? value : 0);
  if (!help || typeof help !== 'object') return noHelp();
  return { hints: n(help.hints), reveals: n(help.reveals), solve: help.solve === true };
}

/**
 * Rebuilds { game, meta, elapsedMs, selected } from a record; throws GameDataError saying why it
 * cannot (the moves are replayed, so a record that does not fit its puzzle is caught here).
 */
export function readSaveRecord(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new GameDataError('it is not a saved game');
  if (value.version !== SAVE_VERSION) throw new GameDataError(`it has version ${value.version}; this page reads version ${SAVE_VERSION}`);
  const meta = value.meta && typeof value.meta === 'object' ? value.meta : {};
  let game;
  try {
    game = Game.deserialize(value.game);
  } catch (error) {
    throw error instanceof GameDataError ? error : new GameDataError(error.message);
  }
  return {
    game,
    meta: {
      level: typeof meta.level === 'string' ? meta.level : t('level.unknown'),
      checkable: meta.checkable === true && game.solution !== null,
      assisted: meta.assisted === true,
      recorded: meta.recorded === true,
      help: readHelp(meta.help),
    },
    elapsedMs: Number.isFinite(value.elapsedMs) && value.elapsedMs >= 0 ? value.elapsedMs : 0,
    selected: Number.isInteger(value.selected) ? value.selected : -1,
  };
}
