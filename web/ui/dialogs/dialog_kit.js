// Small shared pieces of the import and share dialogs (import_dialog.js, share_dialog.js): building
// DOM without HTML strings, unique ids, modal open/close that gives focus back, and copying text
// with a fallback. Nothing here knows about Sudoku.

let nextId = 1;

/** A document-unique id with a readable prefix ("import-text-3"). */
export function uniqueId(prefix) {
  let id;
  do id = `${prefix}-${nextId++}`; while (document.getElementById(id));
  return id;
}

/**
 * Creates an element. `props` sets properties (className, id, type, ...), except `attrs` (set as
 * attributes: aria-*, for, role) and `on` (event listeners). Children are nodes or strings; strings
 * become text nodes, so nothing is ever parsed as HTML.
 */
export function h(tag, props = {}, ...children) {
  const { attrs = {}, on = {}, ...rest } = props;
  const element = document.createElement(tag);
  Object.assign(element, rest);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  for (const [type, listener] of Object.entries(on)) element.addEventListener(type, listener);
  element.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return element;
}

/**
 * Turns an empty <dialog> into one of ours: class, aria-labelledby to its heading, and focus that
 * returns to whatever had it before opening (Chromium does this itself; other engines differ).
 * `onClose` runs after every close, by button or Escape.
 */
export function setUpDialog(dialog, { headingId, className, onClose }) {
  if (!(dialog instanceof HTMLDialogElement)) throw new TypeError('dialog must be a <dialog> element');
  dialog.replaceChildren();
  dialog.classList.add('dlx-dialog', className);
  dialog.setAttribute('aria-labelledby', headingId);
  let opener = null;
  dialog.addEventListener('close', () => {
    onClose?.();
    const target = opener;
    opener = null;
    // Only when focus was left nowhere: the browser may have restored it already, and whoever
    // handled the dialog's result (onPlay) may have moved it on purpose (to the new board).
    const active = document.activeElement;
    const lost = !active || active === document.body || dialog.contains(active);
    if (lost && target?.isConnected && typeof target.focus === 'function') target.focus();
  });
  return {
    /** Shows the dialog modally and focuses `focusTarget` (the first thing a user would use). */
    show(focusTarget) {
      if (dialog.open) {
        focusTarget?.focus();
        return;
      }
      const active = document.activeElement;
      opener = active && active !== document.body && !dialog.contains(active) ? active : null;
      dialog.showModal();
      focusTarget?.focus();
    },
  };
}

/**
 * Copies `text` to the clipboard. When the Clipboard API is missing or refuses (insecure context,
 * permission, an old browser), selects the text in `field` (a readonly input showing the same text)
 * so the user can copy it by hand. Resolves with true when the clipboard took the text.
 */
export async function copyText(text, field) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field.focus();
    field.select();
    field.setSelectionRange(0, field.value.length);
    return false;
  }
}

/** The shortcut for copying on this platform, for messages. */
export function copyShortcut() {
  const platform = navigator.userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad/i.test(platform) ? '⌘C' : 'Ctrl+C';
}
