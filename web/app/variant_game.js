// A new variant game from the engine's generator, loaded on demand by game_starter.js (with the
// variant rules, game/variant.js) the first time a variant game is asked for, not with the page.
// The sizes and levels come from the catalogue (game/catalog.js); the words from
// words/variant_words.js. Siblings: game_starter.js (puts the game on the board).
import { t } from '../i18n/i18n.js';
import { Game } from '../game/game.js';
import { housesQuery, variantId } from '../game/variant.js';
import { GRADED_SIZE, levelsFor, makingWait, variantChoice, variantGenerateOptions, variantLevelName, variantSize } from '../game/catalog.js';
import { variantLabel } from '../words/variant_words.js';
import { MakingError, makeWithin } from './making.js';
import { NextPuzzles } from './next_puzzle.js';

/**
 * A variant game from the full engine's generator: at 9×9 at a grader level (rated under its
 * rules), at the other sides at the classic game's clue count. choice: "kind:level" (a bare kind
 * takes its first level). host: game_starter.js's { say, engineCall, seed (none: a random one),
 * showMaking }. A level with a stated wait (catalog.js makingWait) is made within it
 * (making.js), shown by showMaking({ text, seconds, cancel }) -> close (the waiting panel, whose
 * Cancel stops it: MakingError 'cancelled'). Resolves with { game, meta, message }.
 */
export async function newVariantGame(choiceText, size, { say, engineCall, seed, showMaking = () => () => {}, ahead = null }) {
  const side = variantSize(String(choiceText).split(':')[0], size);
  const { kind, level } = variantChoice(choiceText, side);
  const graded = side === GRADED_SIZE;
  const levelWords = graded ? t(`level.${level}`) : levelsFor(side).find((l) => l.id === level).label;
  const text = t(graded ? 'variant.generating' : 'variant.generating_size', { variant: variantLabel(kind), level: levelWords, size: side });
  say(text);
  const options = variantGenerateOptions(kind, side, level);
  const withSeed = (s) => (s === undefined ? options : { ...options, seed: s });
  const seconds = makingWait(kind, side, level);
  // A slow level's puzzle made ahead (next_puzzle.js) comes at once; a given seed names its own.
  const aheadKey = `${kind}:${level}@${side}`;
  const early = seconds && seed === undefined ? ahead?.take(aheadKey) : null;
  const result = early ?? (seconds
    ? await madeWithinWait({ text, seconds, seed, showMaking, words: { variant: variantLabel(kind), level: levelWords, seconds } },
      (s, { timeoutMs, signal }) => engineCall((engine) => engine.generate(withSeed(s), { timeoutMs }), { signal }))
    : await engineCall((engine) => engine.generate(withSeed(seed))));
  if (seconds && seed === undefined && ahead) {
    // The next one of this level, in the background while this game is played (yields to its calls).
    engineCall((engine) => engine.generate(withSeed(undefined), { timeoutMs: seconds * 1000 }), { background: true })
      .then((next) => ahead.keep(aheadKey, next), () => {});
  }
  const game = new Game({
    puzzle: result.puzzle, boxRows: result.boxRows, boxCols: result.boxCols, solution: result.solution, variant: result.variant,
  });
  const id = variantId(game.variant);
  const cages = game.geometry.cages.length;
  const words = { variant: variantLabel(id), size: game.size, cages, clues: result.clues, level: levelWords };
  const key = cages ? (graded ? 'variant.started_killer' : 'variant.started_killer_size') : graded ? 'variant.started' : 'variant.started_size';
  const message = t(key, words);
  return { game, meta: { level: variantLevelName(id, game.size, level), checkable: true }, message };
}

// A level with a stated wait: made within it (making.js), the wait shown with its Stop
// (showMaking -> close); a MakingError leaves in the player's words, saying their game goes on.
async function madeWithinWait({ text, seconds, seed, showMaking, words }, attempt) {
  const cancelled = new AbortController();
  const close = showMaking({ text, seconds, cancel: () => cancelled.abort() });
  try {
    return await makeWithin(attempt, { waitMs: seconds * 1000, seed, signal: cancelled.signal });
  } catch (error) {
    if (!(error instanceof MakingError)) throw error;
    throw new MakingError(error.code, t(error.code === 'cancelled' ? 'making.cancelled' : 'making.too_long', words));
  } finally {
    close();
  }
}

/**
 * The diagonals and windows of a saved game's variant that has none (a save from before the engine's
 * houses were kept with the game: variant.js needsHouses), as the engine gives them: its parse of
 * the variant's rules on the board's shape. engineCall: as newVariantGame's.
 */
export async function savedHouses(game, engineCall) {
  const parsed = await engineCall((engine) => engine.parse(housesQuery(game.variant, game.boxRows, game.boxCols)));
  return parsed.variant.houses;
}

export { NextPuzzles, variantId, variantLabel };
