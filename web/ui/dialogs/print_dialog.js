// "Print": a small dialog that prints the game on the board on one page (web/print.css decides what
// paper shows: the board and its title, never the page's buttons, keypad or selection), either the
// puzzle alone (givens, and a variant's regions and cages) or the position as it stands (the player's
// digits, corner and centre marks and colours too). Ctrl+P without the dialog prints the position.
// Siblings: share_dialog.js, dialog_kit.js; loaded with the first press of Print.
import { h, setUpDialog, uniqueId } from './dialog_kit.js';
import { addCatalog, localize } from '../../i18n/i18n.js';
import dialogs from '../../i18n/catalog_dialogs.js';

addCatalog(dialogs);

/**
 * @param {{dialog: HTMLDialogElement, print?: () => void}} options  print: the browser's (tests may watch it)
 * @returns {{open(): void}}
 */
export function createPrintDialog({ dialog, print = () => window.print() }) {
  const heading = uniqueId('print-title');
  const modal = setUpDialog(dialog, { headingId: heading, className: 'dlg-print' });
  const choice = (value, key, checked) => {
    const id = uniqueId(`print-${value}`);
    return h('div', { className: 'dlg-check' },
      h('input', { id, type: 'radio', name: 'print-what', value, checked }),
      localize(h('label', { htmlFor: id }), key));
  };
  const puzzleOnly = choice('puzzle', 'print.puzzle', true);
  const position = choice('position', 'print.position', false);
  const printButton = localize(h('button', { type: 'button', className: 'dlg-primary', on: { click: go } }), 'print.print');
  dialog.append(
    localize(h('h2', { id: heading }), 'print.title'),
    h('fieldset', { className: 'dlg-field' }, localize(h('legend'), 'print.what'), puzzleOnly, position),
    localize(h('p', { className: 'dlg-help' }), 'print.help'),
    h('div', { className: 'dlg-buttons' }, printButton,
      localize(h('button', { type: 'button', className: 'dlg-secondary', on: { click: () => dialog.close() } }), 'dialog.cancel')));

  // The choice holds until the print is done (afterprint), so the print preview shows it.
  function go() {
    const what = dialog.querySelector('input[name="print-what"]:checked')?.value ?? 'puzzle';
    document.body.dataset.print = what;
    window.addEventListener('afterprint', () => { delete document.body.dataset.print; }, { once: true });
    dialog.close();
    print();
  }

  return {
    open() {
      modal.show(printButton);
    },
  };
}
