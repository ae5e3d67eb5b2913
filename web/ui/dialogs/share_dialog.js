// "Share": a modal dialog with a link that opens the current puzzle (optionally with the player's
// moves), the puzzle as one line of N*N symbols, and for 9x9 boards a SudokuWiki link to the
// puzzle and one to the position as it stands, candidates included (the 162-character ?bd= form),
// so a stuck player can take it to another solver; each with a copy button that falls back to
// selecting the text when the clipboard is unavailable.
// Siblings: ../game/share.js (the URL forms), dialog_kit.js, dialogs.css.
import { MAX_HASH_LENGTH, shareLine, shareUrl, sudokuWikiPositionUrl, sudokuWikiUrl } from '../../game/share.js';
import { soloGameId } from '../../game/solo_id.js';
import { copyShortcut, copyText, h, setUpDialog, uniqueId } from './dialog_kit.js';
import { addCatalog, localize, onLanguageChange, t } from '../../i18n/i18n.js';
import dialogs from '../../i18n/catalog_dialogs.js';
import variants from '../../i18n/catalog_variants.js';

addCatalog(dialogs); // loaded with the dialog, not with the page
addCatalog(variants); // a variant game's note on SudokuWiki (vshare.wiki_none), whatever loaded first

/**
 * @param {{dialog: HTMLDialogElement,
 *   getState: () => {puzzle: string, movesText: string, boxRows: number, boxCols: number, fields?: string, variant?: object|null,
 *     cells?: Array<{given: number, digit: number, candidates: number}>},  cells: the position (9x9);
 *     fields: a variant's rules as the engine's text fields ('' for classic), which the link and
 *     the string carry (SudokuWiki's links are classic only: none is offered for a variant)
 *   pageUrl?: () => string}} options  pageUrl defaults to the current page's address
 * @returns {{open(): void}}
 */
export function createShareDialog({ dialog, getState, pageUrl = () => location.href }) {
  const id = (name) => uniqueId(`${dialog.id || 'share'}-${name}`);
  const ids = {
    heading: id('title'), intro: id('intro'), link: id('link'), progress: id('progress'), progressHelp: id('progress-help'),
    line: id('line'), lineHelp: id('line-help'), wiki: id('wiki'), position: id('position'), positionHelp: id('position-help'),
    solo: id('solo'), soloHelp: id('solo-help'),
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
  // Solo's ID, wherever Solo can hold the puzzle (a variant too: X, jigsaw, killer); else why not.
  const soloField = readonlyField(ids.solo, ids.soloHelp);
  const soloHelp = h('p', { id: ids.soloHelp, className: 'dlg-help' });
  const soloRow = h('div', { className: 'dlg-copy-row' });
  const soloLabel = localize(h('label', { htmlFor: ids.solo }), 'share.solo_label');
  const soloSection = h('section', { className: 'dlg-field' }, soloLabel, soloRow, soloHelp);
  const status = h('p', { className: 'dlg-status', attrs: { role: 'status', 'aria-live': 'polite' } });

  // label and what are catalog keys: the button's text, and the thing copied in "… is copied".
  const copyButton = (label, field, what) => localize(h('button', {
    type: 'button', className: 'dlg-secondary', on: { click: () => copy(field, what) },
  }), label);
  const copyLinkButton = copyButton('share.copy_link', linkField, 'share.what_link');

  dialog.append(
    localize(h('h2', { id: ids.heading }), 'share.title'),
    localize(h('p', { id: ids.intro, className: 'dlg-intro' }), 'share.intro'),
    h('div', { className: 'dlg-body' },
      h('section', { className: 'dlg-field' },
        localize(h('label', { htmlFor: ids.link }), 'share.link_label'),
        h('div', { className: 'dlg-copy-row' }, linkField, copyLinkButton),
        h('div', { className: 'dlg-check' }, progressBox, localize(h('label', { htmlFor: ids.progress }), 'share.progress')),
        progressHelp),
      h('section', { className: 'dlg-field' },
        lineLabel,
        h('div', { className: 'dlg-copy-row' }, lineField, copyButton('share.copy_string', lineField, 'share.what_string')),
        lineHelp),
      soloSection,
      h('section', { className: 'dlg-field' }, wikiBody),
      status,
      h('div', { className: 'dlg-buttons' },
        localize(h('button', { type: 'button', className: 'dlg-primary', on: { click: () => dialog.close() } }), 'share.close'))));
  onLanguageChange(() => { if (state) render(); });
  dialog.setAttribute('aria-describedby', ids.intro);

  function say(text) {
    // Cleared first, so that copying the same thing twice is announced twice.
    status.textContent = '';
    requestAnimationFrame(() => { status.textContent = text; });
  }

  async function copy(field, what) {
    const copied = await copyText(field.value, field);
    // Said under the row whose button was pressed: at the dialog's foot it was off a phone's screen.
    field.closest('.dlg-copy-row')?.after(status);
    say(t(copied ? 'share.copied' : 'share.selected', { what: t(what), keys: copyShortcut() }));
  }

  function updateLink() {
    const { puzzle, boxRows, boxCols, movesText, fields = '' } = state;
    const moveCount = movesText ? movesText.split(';').length : 0;
    const plain = shareUrl(pageUrl(), { puzzle, boxRows, boxCols, fields });
    const withMoves = moveCount ? shareUrl(pageUrl(), { puzzle, moves: movesText, boxRows, boxCols, fields }) : plain;
    // A link longer than readShareHash accepts would not open: offer the puzzle alone then.
    const fits = withMoves.length - withMoves.indexOf('#') - 1 <= MAX_HASH_LENGTH;
    progressBox.disabled = moveCount === 0 || !fits;
    if (progressBox.disabled) progressBox.checked = false;
    const moves = t('share.moves', { n: moveCount });
    if (moveCount === 0) progressHelp.textContent = t('share.no_moves');
    else if (!fits) progressHelp.textContent = t('share.too_long', { moves });
    else progressHelp.textContent = t('share.adds', { moves });
    linkField.value = progressBox.checked ? withMoves : plain;
  }

  function render() {
    const size = state.boxRows * state.boxCols;
    updateLink();

    lineField.value = shareLine(state);
    lineLabel.textContent = t('share.line_label', { n: lineField.value.length });
    const help = t(size > 9 ? 'share.line_help_letters' : 'share.line_help');
    lineHelp.textContent = state.fields ? `${help} ${t('share.line_help_rules')}` : help;

    // A caller that gave the rules only as text (no variant data) gets no ID rather than a wrong one.
    const solo = state.fields && !state.variant ? { reason: null } : soloGameId(state);
    soloSection.hidden = solo.reason === null;
    soloField.value = solo.id ?? '';
    soloRow.replaceChildren(...(solo.id ? [soloField, copyButton('share.copy_solo', soloField, 'share.what_solo')] : []));
    soloRow.hidden = !solo.id;
    soloHelp.textContent = solo.id ? t('share.solo_help') : solo.reason ? t(`share.solo_none_${solo.reason}`) : '';
    // Without an ID the label names no field: it stays as the section's heading text.
    if (solo.id) soloLabel.htmlFor = ids.solo;
    else soloLabel.removeAttribute('for');

    const wiki = state.fields ? null : sudokuWikiUrl(state.puzzle);
    const position = size === 9 ? sudokuWikiPositionUrl(state.cells) : null;
    if (wiki && size === 9) {
      const wikiField = readonlyField(ids.wiki, null);
      wikiField.value = wiki;
      const parts = [
        h('label', { htmlFor: ids.wiki }, t('share.wiki_label')),
        h('div', { className: 'dlg-copy-row' }, wikiField, copyButton('share.copy_wiki', wikiField, 'share.what_wiki')),
        h('p', { className: 'dlg-help' },
          h('a', { href: wiki, target: '_blank', rel: 'noopener noreferrer' }, t('share.wiki_open')),
          t('share.wiki_open_help')),
      ];
      if (position) {
        const positionField = readonlyField(ids.position, ids.positionHelp);
        positionField.value = position;
        parts.push(
          h('label', { htmlFor: ids.position }, t('share.position_label')),
          h('div', { className: 'dlg-copy-row' }, positionField, copyButton('share.copy_position', positionField, 'share.what_position')),
          h('p', { id: ids.positionHelp, className: 'dlg-help' },
            t('share.position_help'), ' ',
            h('a', { href: position, target: '_blank', rel: 'noopener noreferrer' }, t('share.position_open'))));
      }
      wikiBody.replaceChildren(...parts);
    } else {
      wikiBody.replaceChildren(h('p', { className: 'dlg-label' }, t('share.wiki_label')), h('p', { className: 'dlg-help' },
        state.fields ? t('vshare.wiki_none') : t('share.wiki_none', { size })));
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
