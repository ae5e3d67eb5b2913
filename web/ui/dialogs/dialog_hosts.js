// The dialogs as the page hosts them, each loaded on first use through one lazy() loader that
// tries again after a failed download: the questions before replacing or solving a game
// (confirm_dialog.js), the finish card (finish_card.js), and the dialogs behind a button (import
// and share, with their stylesheet dialogs.css). A failure is a notice in words (loadFailure).
// app.js wires them to the controller; the New game dialog (new_game.js) is first-paint code.
import { t } from '../../i18n/i18n.js';
import { lazy } from '../../app/lazy.js';
import { loadFailure } from '../chrome/notices.js';

/** confirm(kind, progress) for the view host: the player's answer; false when the dialog could not load. */
export function createConfirm(dialog, notices) {
  const load = lazy(() => import('./confirm_dialog.js').then(({ createConfirmDialog }) => createConfirmDialog(dialog)));
  return async function confirm(kind, progress) {
    try {
      return await (await load()).ask(kind, progress);
    } catch (error) {
      notices.add(t('notice.dialog_failed', { reason: loadFailure(error) }));
      return false; // nothing is replaced without an answer
    }
  };
}

/**
 * The finish card, loaded with the first solved board (a reload of one included). parts:
 * { section, title (focused when the focus would be lost), finishInfo, onNewGame, onReopen, notices }.
 * Returns { show(finish), finished() } for the view host's gameChanged and finished.
 */
export function createFinishHost({ section, title, finishInfo, onNewGame, onReopen, notices }) {
  let card = null;
  let started = false;
  const load = lazy(() => import('./finish_card.js').then(({ createFinishCard }) => {
    card = createFinishCard(section, { onNewGame, onReopen });
  }));
  function show(finish, { reveal = false } = {}) {
    if (card || !finish) {
      card?.show(finish);
      if (reveal) card?.reveal();
      return;
    }
    started = true;
    load().then(() => {
      card.show(finishInfo());
      if (reveal) card.reveal();
    }, (error) => notices.add(t('notice.dialog_failed', { reason: loadFailure(error) })));
  }
  return {
    show,
    /** Solved just now: the card opens; solved by a button that is now hidden (Solve, a hint's
     * Apply, Reveal), the focus would be lost, so it goes to the card's title. Solved on the board: it stays there. */
    finished() {
      show(finishInfo(), { reveal: true });
      const active = document.activeElement;
      if (started && (!active || active === document.body || !active.checkVisibility?.())) {
        load().then(() => title()?.focus(), () => {});
      }
    },
  };
}

// The import and share dialogs' stylesheet loads with the first of them: the first paint does not wait for it.
const loadDialogStyles = lazy(() => new Promise((resolve, reject) => {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./dialogs.css', import.meta.url).href });
  link.addEventListener('load', resolve, { once: true });
  link.addEventListener('error', () => reject(new Error('its stylesheet did not load')), { once: true });
  document.head.append(link);
}));

/** A dialog behind a button: load() makes it (with the dialogs' stylesheet) on the first click, each click opens it. */
export function openOnClick(button, load, notices) {
  const dialog = lazy(async () => (await Promise.all([load(), loadDialogStyles()]))[0]);
  button.addEventListener('click', async () => {
    try {
      (await dialog()).open();
    } catch (error) {
      notices.add(t('notice.dialog_failed', { reason: loadFailure(error) }));
    }
  });
}
