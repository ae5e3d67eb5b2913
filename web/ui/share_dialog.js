// "Share": a modal dialog with a link that opens the current puzzle (optionally with the player's
// moves), the puzzle as one line of N*N symbols, and a SudokuWiki link for 9x9 boards, each with a
// copy button that falls back to selecting the text when the clipboard is unavailable.
// Siblings: ../game/share.js (the URL forms), dialog_kit.js, dialogs.css.
import { MAX_HASH_LENGTH, shareUrl, sudokuWikiUrl } from '../game/share.js';
import { copyShortcut, copyText, h, setUpDialog, uniqueId } from './dialog_kit.js';

/**
 * @param {{dialog: HTMLDialogElement,
 *   getState: () => {puzzle: string, movesText: string, boxRows: number, boxCols: number},
 *   pageUrl?: () => string}} options  pageUrl defaults to the current page's address
 * @returns {{open(): void}}
 */
export function createShareDialog({ dialog, getState, pageUrl = () => location.href }) {
  const id = (name) => uniqueId(`${dialog.id || 'share'}-${name}`);
  const ids = {
    heading: id('title'), intro: id('intro'), link: id('link'), progress: id('progress'), progressHelp: id('progress-help'),
    line: id('line'), lineHelp: id('line-help'), wiki: id('wiki'),
  };
  const modal = setUpDialog(dialog, { headingId: ids.heading, className: 'dlg-share' });

  let state = null;

  const readonlyField = (fieldId, describedBy) => h('input', {
    id: fieldId, type: 'text', readOnly: true, spellcheck: false, className: 'dlg-code',
    attrs: { 'aria-describedby': describedBy, autocomplete: 'off' },
    on: { focus: (event) => event.target.select() },
  });

  const linkField = readonlyField(ids.link, null);
  const progressBox = h('input', {
    id: ids.progress, type: 'checkbox', attrs: { 'aria-describedby': ids.progressHelp }, on: { change: updateLink },
  });
  const progressHelp = h('p', { id: ids.progressHelp, className: 'dlg-help' });
  const lineLabel = h('label', { htmlFor: ids.line });
  const lineField = readonlyField(ids.line, ids.lineHelp);
  const lineHelp = h('p', { id: ids.lineHelp, className: 'dlg-help' });
  const wikiBody = h('div', { className: 'dlg-wiki' });
  const status = h('p', { className: 'dlg-status', attrs: { role: 'status', 'aria-live': 'polite' } });

  const copyButton = (label, field, what) => h('button', {
    type: 'button', className: 'dlg-secondary', on: { click: () => copy(field, what) },
  }, label);
  const copyLinkButton = copyButton('Copy link', linkField, 'The link');

  dialog.append(
    h('h2', { id: ids.heading }, 'Share this puzzle'),
    h('p', { id: ids.intro, className: 'dlg-intro' },
      'Send a link that opens this puzzle here, or copy it in a form other Sudoku apps read.'),
    h('div', { className: 'dlg-body' },
      h('section', { className: 'dlg-field' },
        h('label', { htmlFor: ids.link }, 'Link to this puzzle'),
        h('div', { className: 'dlg-copy-row' }, linkField, copyLinkButton),
        h('div', { className: 'dlg-check' }, progressBox, h('label', { htmlFor: ids.progress }, 'Include my progress')),
        progressHelp),
      h('section', { className: 'dlg-field' },
        lineLabel,
        h('div', { className: 'dlg-copy-row' }, lineField, copyButton('Copy string', lineField, 'The puzzle string')),
        lineHelp),
      h('section', { className: 'dlg-field' }, wikiBody),
      status,
      h('div', { className: 'dlg-buttons' },
        h('button', { type: 'button', className: 'dlg-primary', on: { click: () => dialog.close() } }, 'Close'))));
  dialog.setAttribute('aria-describedby', ids.intro);

  function say(text) {
    // Cleared first, so that copying the same thing twice is announced twice.
    status.textContent = '';
    requestAnimationFrame(() => { status.textContent = text; });
  }

  async function copy(field, what) {
    const copied = await copyText(field.value, field);
    say(copied
      ? `${what} is copied to the clipboard.`
      : `The clipboard is not available here. ${what} is selected: press ${copyShortcut()} to copy it.`);
  }

  function updateLink() {
    const { puzzle, boxRows, boxCols, movesText } = state;
    const moveCount = movesText ? movesText.split(';').length : 0;
    const plain = shareUrl(pageUrl(), { puzzle, boxRows, boxCols });
    const withMoves = moveCount ? shareUrl(pageUrl(), { puzzle, moves: movesText, boxRows, boxCols }) : plain;
    // A link longer than readShareHash accepts would not open: offer the puzzle alone then.
    const fits = withMoves.length - withMoves.indexOf('#') - 1 <= MAX_HASH_LENGTH;
    progressBox.disabled = moveCount === 0 || !fits;
    if (progressBox.disabled) progressBox.checked = false;
    const moves = `${moveCount} ${moveCount === 1 ? 'move' : 'moves'}`;
    if (moveCount === 0) progressHelp.textContent = 'You have made no moves yet, so there is no progress to include.';
    else if (!fits) progressHelp.textContent = `Your ${moves} do not fit in a link, so it holds the puzzle only.`;
    else progressHelp.textContent = `Adds your ${moves} to the link, so that it opens where you are now.`;
    linkField.value = progressBox.checked ? withMoves : plain;
  }

  function render() {
    const size = state.boxRows * state.boxCols;
    updateLink();

    lineLabel.textContent = `Puzzle as a string of ${state.puzzle.length} characters`;
    lineField.value = state.puzzle;
    lineHelp.textContent = size > 9
      ? 'Row by row, a dot for each blank; digits above 9 are letters (A = 10, B = 11, …).'
      : 'Row by row, a dot for each blank.';

    const wiki = sudokuWikiUrl(state.puzzle);
    if (wiki && size === 9) {
      const wikiField = readonlyField(ids.wiki, null);
      wikiField.value = wiki;
      wikiBody.replaceChildren(
        h('label', { htmlFor: ids.wiki }, 'SudokuWiki link'),
        h('div', { className: 'dlg-copy-row' }, wikiField, copyButton('Copy SudokuWiki link', wikiField, 'The SudokuWiki link')),
        h('p', { className: 'dlg-help' },
          h('a', { href: wiki, target: '_blank', rel: 'noopener noreferrer' }, 'Open this puzzle in SudokuWiki’s solver'),
          ' (opens in a new tab; it explains each step of a solution).'));
    } else {
      wikiBody.replaceChildren(h('p', { className: 'dlg-label' }, 'SudokuWiki link'), h('p', { className: 'dlg-help' },
        `SudokuWiki’s solver only takes 9\u00a0×\u00a09 puzzles, so there is no SudokuWiki link for this ${size}\u00a0×\u00a0${size} puzzle.`));
    }
  }

  return {
    /** Opens the dialog for the game as getState() describes it now. */
    open() {
      state = getState();
      status.textContent = '';
      progressBox.checked = false;
      render();
      modal.show(copyLinkButton);
    },
  };
}
