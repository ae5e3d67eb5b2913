// Questions asked before something the player may not want: replacing a game in progress (a
// puzzle from Create / import, a share link for another puzzle), Solve, and the solution path.
// One modal <dialog>, two answers; the safe answer (keep my game, cancel) has the focus and is
// what Escape gives. Loaded on first use (app.js); strings in catalog_finish.js. The
// GameController decides when to ask (mayReplace, askSolve, mayShowPath) and what the game in
// progress is (its level, time, moves).
import { formatTime } from '../../game/timer.js';
import { addCatalog, t } from '../../i18n/i18n.js';
import finish from '../../i18n/catalog_finish.js';
import { levelLabel } from '../level_label.js';

addCatalog(finish);

// Per question: its title, its text, and the two answers (yes first on the page, as dialogs do);
// `replaces`: the answer replaces the game, which is then named with how it will be counted.
const QUESTIONS = {
  import: { title: 'confirm.import_title', text: 'confirm.import_text', yes: 'confirm.import_yes', no: 'confirm.keep', replaces: true },
  link: { title: 'confirm.link_title', text: 'confirm.link_text', yes: 'confirm.link_yes', no: 'confirm.keep', replaces: true },
  solve: { title: 'confirm.solve_title', text: 'confirm.solve_text', yes: 'confirm.solve_yes', no: 'confirm.cancel' },
  path: { title: 'confirm.path_title', text: 'confirm.path_text', yes: 'confirm.path_yes', no: 'confirm.cancel' },
};

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/**
 * @param {HTMLDialogElement} dialog  an empty <dialog> of the page
 * @returns {{ask(kind: 'import'|'link'|'solve'|'path', progress: null|{level, elapsedMs, moves, undone}): Promise<boolean>}}
 */
export function createConfirmDialog(dialog) {
  const title = el('h2', { id: `${dialog.id}-title` });
  const text = el('p', { id: `${dialog.id}-text` });
  const detail = el('p', { className: 'warning' });
  const yes = el('button', { type: 'submit', value: 'yes' });
  const no = el('button', { type: 'submit', value: 'no', className: 'quiet' });
  dialog.replaceChildren(el('form', { method: 'dialog' }, title, text, detail, el('div', { className: 'dialog-actions' }, yes, no)));
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.setAttribute('aria-describedby', text.id);
  let answer = null;
  dialog.addEventListener('close', () => {
    const resolve = answer;
    answer = null;
    resolve?.(dialog.returnValue === 'yes');
  });

  return {
    ask(kind, progress) {
      const question = QUESTIONS[kind];
      title.textContent = t(question.title);
      text.textContent = t(question.text);
      // Replacing a game: say which game goes, and how the statistics will count it.
      detail.hidden = !question.replaces || !progress;
      // Every move undone is still a game: "0 moves" would say there is nothing to lose.
      const allUndone = progress && progress.moves === 0 && progress.undone > 0;
      // A game reopened after its finish is counted as solved already: replacing it changes nothing.
      const key = progress?.counted ? `confirm.progress_counted_${progress.counted}` : allUndone ? 'confirm.progress_undone' : 'confirm.progress';
      detail.textContent = detail.hidden ? '' : t(key, {
        level: levelLabel(progress.level), time: formatTime(progress.elapsedMs), moves: progress.moves, undone: progress.undone ?? 0,
      });
      yes.textContent = t(question.yes);
      no.textContent = t(question.no);
      answer?.(false); // a question still open (it cannot be, the dialog is modal) counts as no
      return new Promise((resolve) => {
        answer = resolve;
        dialog.returnValue = '';
        dialog.showModal();
        no.focus(); // the safe answer first
      });
    },
  };
}
