// The finish card: once the board is solved it stands where the keypad was (the board is locked,
// game_controller.js) and says how the game went — time, level, the help used, the level's best
// unaided time — with the ways on: a new game, the Dancing Links visualizer on this puzzle, or the
// one explicit way back into the board (undo the last move). Built once; show() only rewrites
// text, so a focused button keeps its focus across renders. Loaded with the first solved board.
import { formatTime } from '../../game/timer.js';
import { addCatalog, t } from '../../i18n/i18n.js';
import finish from '../../i18n/catalog_finish.js';
import { levelLabel } from '../level_label.js';
import { watchSolverHref } from '../chrome/watch_solver.js';
import { daysWords } from '../../words/day_words.js';

addCatalog(finish);

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/** The help a game had, in words: "none: solved unaided", "2 hints, 1 revealed cell, Solve". */
export function helpText({ assisted, help }) {
  const parts = [];
  if (help.hints) parts.push(t('finish.hints', { n: help.hints }));
  if (help.reveals) parts.push(t('finish.reveals', { n: help.reveals }));
  if (help.solve) parts.push(t('finish.solve'));
  if (help.path) parts.push(t('finish.path'));
  if (help.backs) parts.push(t('finish.backs', { n: help.backs }));
  if (parts.length) return parts.join(t('list.sep'));
  // A game saved before help was counted knows only whether there was some.
  return t(assisted ? 'finish.help_some' : 'finish.help_none');
}

// The streak after a puzzle of the day: counted when it was solved on its own date.
function dailyLine({ current, best, onDay }) {
  return onDay ? t('daily.finish', { current: daysWords(current), best: daysWords(best) }) : t('daily.finish_past');
}

/**
 * @param {HTMLElement} section  the card's element (hidden until a board is solved)
 * @param {{onNewGame: Function, onReopen: Function}} actions
 */
export function createFinishCard(section, { onNewGame, onReopen }) {
  const title = el('h2', { id: 'finish-title', tabIndex: -1 });
  const facts = el('dl', { className: 'finish-facts' });
  const rows = {};
  for (const name of ['time', 'level', 'help', 'best']) {
    rows[name] = { term: el('dt'), value: el('dd', { className: `finish-${name}` }) };
    facts.append(el('div', {}, rows[name].term, rows[name].value));
  }
  const newGame = el('button', { type: 'button' });
  newGame.addEventListener('click', () => onNewGame());
  const watch = el('a', { className: 'button-link', href: './dlx.html' });
  watch.dataset.testid = 'watch-solver';
  const reopen = el('button', { type: 'button', className: 'quiet' });
  reopen.addEventListener('click', () => onReopen());
  const note = el('p', { className: 'finish-note' });
  const daily = el('p', { className: 'finish-daily' }); // the puzzle of the day's streak
  daily.dataset.testid = 'finish-daily';
  section.replaceChildren(title, facts, daily, el('div', { className: 'finish-actions' }, newGame, watch, reopen), note);
  section.setAttribute('aria-labelledby', title.id);

  const set = (node, text) => {
    if (node.textContent !== text) node.textContent = text;
  };

  return {
    /** finish: GameController.finishInfo() (null hides the card). */
    show(finish) {
      section.hidden = !finish;
      if (!finish) return;
      const level = levelLabel(finish.level);
      set(title, t(finish.assisted ? 'finish.title_help' : 'finish.title'));
      set(rows.time.term, t('finish.time'));
      set(rows.time.value, formatTime(finish.elapsedMs));
      set(rows.level.term, t('finish.level'));
      set(rows.level.value, level);
      set(rows.help.term, t('finish.help'));
      set(rows.help.value, helpText(finish));
      set(rows.best.term, t('finish.best'));
      const best = finish.bestMs === null ? t('finish.best_none') : formatTime(finish.bestMs);
      set(rows.best.value, finish.isBest ? t('finish.best_this', { time: best }) : best);
      daily.hidden = !finish.daily;
      set(daily, finish.daily ? dailyLine(finish.daily) : '');
      set(newGame, t('finish.new'));
      set(watch, t('viz.link.watch_this'));
      const href = watchSolverHref(finish.puzzle, finish.rules);
      if (watch.getAttribute('href') !== href) watch.href = href;
      set(reopen, t('finish.reopen'));
      reopen.hidden = !finish.canReopen;
      set(note, finish.canReopen ? t('finish.reopen_help') : '');
      note.hidden = !finish.canReopen;
    },
    /** Brings the card into view (a phone shows the board first) without taking the focus. */
    reveal() {
      section.scrollIntoView?.({ block: 'nearest' });
    },
  };
}
