// The autosave record under the storage name 'game': the model's own serialize() plus what the
// page adds (clock, level, whether help was used and which, whether the result is in the
// statistics, the selected cell). Reading it trusts nothing: any flaw becomes a GameDataError with
// a reason. meta.help ({ hints, reveals, solve, path }) came later than meta.assisted: a save without it
// reads as no help counted, and `assisted` stays the word on whether the game had help.
import { Game, GameDataError } from '../game/game.js';
import { t } from '../i18n/i18n.js';

// Version 2 (issue 27): the moves may hold corner marks, colours and moves on several cells
// (moves.js), which a page of version 1 cannot replay, so such a page leaves the save alone as
// "saved by a newer version" instead of calling it corrupt. A version-1 save reads unchanged: its
// notes ('N' moves) are the centre marks.
export const SAVE_VERSION = 2;
const READS = [1, 2];

/** @returns {object} a JSON-ready record */
export function saveRecord({ game, meta, elapsedMs, selected, paused = false }) {
  return { version: SAVE_VERSION, game: game.serialize(), meta, elapsedMs: Math.round(elapsedMs), selected, paused };
}

/** No help counted yet. */
export const noHelp = () => ({ hints: 0, reveals: 0, solve: false, path: false, backs: 0 });

function readHelp(help) {
  const n = (value) => (Number.isSafeInteger(value) && value > 0 ? value : 0);
  if (!help || typeof help !== 'object') return noHelp();
  // backs: returns to the last position with no mistake while the solution was not being checked.
  return { hints: n(help.hints), reveals: n(help.reveals), solve: help.solve === true, path: help.path === true, backs: n(help.backs) };
}

// No game is played for ten years: a longer clock was not written by this app.
export const MAX_ELAPSED_MS = 10 * 365 * 24 * 3600 * 1000;

// The first rule the givens break ("digit 5 appears twice in row 1"), or ''.
function givensProblem(game) {
  const { houses, houseNames } = game.geometry;
  for (let h = 0; h < houses.length; h += 1) {
    const seen = new Set();
    for (const cell of houses[h]) {
      const digit = game.givens[cell];
      if (!digit) continue;
      if (seen.has(digit)) return `digit ${digit} appears twice in ${houseNames[h]}`;
      seen.add(digit);
    }
  }
  return '';
}

// Why the stored solution is not a solution of the puzzle, or ''.
function solutionProblem(game) {
  const { solution, givens, geometry } = game;
  const empty = solution.indexOf(0);
  if (empty >= 0) return `its solution has an empty cell (cell ${empty + 1})`;
  for (let cell = 0; cell < givens.length; cell += 1) {
    if (givens[cell] && givens[cell] !== solution[cell]) return `its solution does not keep the given ${givens[cell]} of cell ${cell + 1}`;
  }
  for (let h = 0; h < geometry.houses.length; h += 1) {
    const digits = new Set(geometry.houses[h].map((cell) => solution[cell]));
    if (digits.size !== geometry.size) return `its solution repeats a digit in ${geometry.houseNames[h]}`;
  }
  return '';
}

/**
 * Rebuilds { game, meta, elapsedMs, selected } from a record; throws GameDataError saying why it
 * cannot (the moves are replayed, so a record that does not fit its puzzle is caught here). The
 * checksum only proves the text is what was written; a record is also refused when it could not
 * have been written by this app: givens that break a rule, a solution that is none, a clock
 * beyond MAX_ELAPSED_MS.
 */
export function readSaveRecord(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new GameDataError('it is not a saved game');
  if (!READS.includes(value.version)) throw new GameDataError(`it has version ${value.version}; this page reads version ${SAVE_VERSION}`);
  const meta = value.meta && typeof value.meta === 'object' ? value.meta : {};
  let game;
  try {
    game = Game.deserialize(value.game);
  } catch (error) {
    throw error instanceof GameDataError ? error : new GameDataError(error.message);
  }
  const broken = givensProblem(game);
  if (broken) throw new GameDataError(`its givens break a rule: ${broken}`);
  const wrong = game.solution ? solutionProblem(game) : '';
  if (wrong) throw new GameDataError(wrong);
  const { elapsedMs } = value;
  if (elapsedMs !== undefined && !(Number.isFinite(elapsedMs) && elapsedMs >= 0 && elapsedMs <= MAX_ELAPSED_MS)) {
    throw new GameDataError(`its clock says ${String(elapsedMs).slice(0, 24)} ms, which no game can have taken`);
  }
  return {
    game,
    meta: {
      level: typeof meta.level === 'string' ? meta.level.slice(0, 80) : t('level.unknown'),
      checkable: meta.checkable === true && game.solution !== null,
      assisted: meta.assisted === true,
      recorded: meta.recorded === true,
      help: readHelp(meta.help),
      // The puzzle of the day's date (game/daily.js), for its streak; anything else is no daily game.
      ...(typeof meta.daily === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(meta.daily) ? { daily: meta.daily } : {}),
    },
    elapsedMs: elapsedMs ?? 0,
    selected: Number.isInteger(value.selected) ? value.selected : -1,
    // Paused when it was saved (a save from before this field reads as not paused).
    paused: value.paused === true && !game.isSolved(),
  };
}
