// A slow level's next puzzle, made ahead: after a game of a level with a stated wait starts (an
// Expert killer: catalog.js makingWait), the worker makes one more of that level in the
// background, kept with the game's Store under 'next' (so it survives a reload), and the next New
// game at that level takes it at once. One puzzle per choice ("killer:expert", with its side). The
// making ahead yields to the player: any engine call of the game (a hint, a check) stops it
// (game_controller.js #engineCall), and a new game stops it too; it is tried again after the next
// game of that level. No DOM. Siblings: variant_game.js (takes and asks), game/pool.js (the same
// for classic 9×9 levels, which are quick).
//
// Stored shape (version 1): { version: 1, puzzles: { "killer:expert@9": { puzzle, solution,
//   boxRows, boxCols, clues, seed, variant, variantFields } } }. Anything unreadable is dropped.

const VERSION = 1;
const KEY = 'next';
const FIELDS = ['puzzle', 'solution', 'variantFields'];

const clean = (entry) => (entry && typeof entry === 'object' && FIELDS.every((f) => typeof entry[f] === 'string')
  && Number.isInteger(entry.boxRows) && Number.isInteger(entry.boxCols) && entry.variant && typeof entry.variant === 'object'
  ? entry : null);

export class NextPuzzles {
  #store;

  /** store: the game's Store (storage.js: load/save with a memory fallback). */
  constructor(store) {
    this.#store = store;
  }

  #read() {
    const { value } = this.#store.load(KEY, { version: VERSION }); // a newer page's record is held, not overwritten
    return value?.version === VERSION && value.puzzles && typeof value.puzzles === 'object' ? value.puzzles : {};
  }

  /** The puzzle made ahead for `choice` ("killer:expert@9"), removed from storage; null when none. */
  take(choice) {
    const puzzles = this.#read();
    const entry = clean(puzzles[choice]);
    if (!(choice in puzzles)) return null;
    delete puzzles[choice];
    this.#store.save(KEY, { version: VERSION, puzzles });
    return entry;
  }

  /** Whether a puzzle waits for `choice`. */
  has(choice) {
    return clean(this.#read()[choice]) !== null;
  }

  /** Keeps `result` (engine.generate's) as the next puzzle of `choice`. */
  keep(choice, result) {
    const { puzzle, solution, boxRows, boxCols, clues, seed, variant, variantFields } = result;
    this.#store.save(KEY, { version: VERSION, puzzles: { ...this.#read(), [choice]: { puzzle, solution, boxRows, boxCols, clues, seed, variant, variantFields } } });
  }
}
