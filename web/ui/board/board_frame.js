// What frames the board, for the controller's view host (app.js): the game's title and the
// board's name when a game is shown, and the page's paused and locked states. Siblings:
// board_view.js (the cells), keypad.js, controls.js (pause and the actions), ../level_label.js.
import { t } from '../../i18n/i18n.js';
import { levelLabel } from '../level_label.js';
import { dayWords } from '../../words/day_words.js';

// The grid's name: "Sudoku board, 9 by 9", and a variant's rules after it ("…, Killer 9×9").
function boardLabel(game, meta) {
  return `${t('board.label_size', { size: game.size })}${game.isVariant ? `, ${levelLabel(meta.level)}` : ''}`;
}

/**
 * parts: { grid, info (the game's title), tools (what the lock makes inert), board, keypad,
 * controls, focusBoard, onShowGame (a new game is on the board: the solution path resets) }.
 */
export function createBoardFrame({ grid, info, tools, board, keypad, controls, focusBoard, onShowGame = () => {} }) {
  const title = (game, meta) => {
    // The puzzle of the day says which day first: the date is what a player shares and compares.
    info.textContent = meta.daily ? `${t('daily.title', { date: dayWords(meta.daily) })} · ${levelLabel(meta.level)}` : levelLabel(meta.level);
    grid.setAttribute('aria-label', boardLabel(game, meta));
  };
  return {
    showGame(game, meta) {
      board.build(game.geometry);
      keypad.build(game.size);
      info.removeAttribute('data-i18n'); // no longer "Loading the game…"
      onShowGame();
      delete grid.dataset.i18nAttr; // named with its size from now on, also after a language switch (relabel)
      title(game, meta);
      grid.hidden = false;
    },
    setPaused(paused) {
      controls.setPaused(paused);
      document.body.toggleAttribute('data-paused', paused); // the hint and path panels hide too (styles.css)
      if (!paused) focusBoard();
    },
    // Another tab holds the game (../chrome/other_tab.js): the board looks and says it is frozen.
    // The tools are inert meanwhile, not only greyed: nothing there may be used until Continue
    // here, and what cannot be used is not offered (nor read as low-contrast live controls).
    setLocked(locked) {
      document.body.toggleAttribute('data-locked', locked);
      if (locked) grid.setAttribute('aria-disabled', 'true');
      else grid.removeAttribute('aria-disabled');
      tools.inert = locked;
    },
    /** A new language: the title and the board's name again (game: the one shown, if any). */
    relabel(game, meta) {
      if (game) title(game, meta);
    },
  };
}
