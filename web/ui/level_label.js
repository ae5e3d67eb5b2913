// A game's stored level name (game/catalog.js: "medium", "6×6, 14 clues", "variant:x:9:medium",
// "Imported 9×9") in the page's language, for the game's title, the board's name, the statistics,
// the finish card and the questions before replacing a game. Siblings: game/catalog.js (which
// names exist and how they are read back), variants/variant_kit.js (a variant's name).
import { t } from '../i18n/i18n.js';
import { CLUE_LEVELS, GRADED_SIZE, levelsFor, parseLevelName } from '../game/catalog.js';
import { variantUi } from './variants/variant_kit.js';

// A variant's name in the page's language once its words have loaded, its id until then.
const variantLabel = (id) => variantUi()?.variantLabel(id) ?? id;

/** A stored level name for people: "9×9, Easy" for a graded id, the name itself otherwise. */
export function levelLabel(name) {
  const read = parseLevelName(name);
  switch (read?.kind) {
    case 'variant': {
      const game = `${variantLabel(read.id)} ${read.size}×${read.size}`;
      // Off 9×9 a level is a clue count ("Jigsaw 6×6, 14 clues"); a given puzzle says where it came from.
      if (read.size !== GRADED_SIZE && CLUE_LEVELS.includes(read.level)) {
        const clues = levelsFor(read.size).find((l) => l.id === read.level);
        return clues ? `${game}, ${clues.label}` : game;
      }
      return read.level ? `${t(`level.${read.level}`)} ${game}` : game;
    }
    case 'graded': return t('level.game', { size: GRADED_SIZE, level: t(`level.${read.level}`) });
    case 'source': return `${t(`level.${read.source}`)} ${read.size}×${read.cols}`;
    // The clue-count names of other sizes are stored in English ("6×6, 12 clues"): shown translated.
    case 'clues': {
      const label = read.minimal ? t('new.minimal') : t(read.gentle ? 'new.gentle' : 'new.clues_count', { clues: read.clues });
      return `${read.size}×${read.cols}, ${label}`;
    }
    default: return name;
  }
}
