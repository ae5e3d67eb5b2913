// When another tab of the page takes over the saved game (game/tab_sync.js): this tab's board is
// frozen (the controller takes no move and stops the clock), a notice says why, and "Continue
// here" brings the newest save back (every move made in the other tab) and makes this tab the one
// that saves; the other tab is then frozen in turn. If the other tab started a different game,
// Continue here keeps this tab's own game (its newest state is here) and that one is displaced;
// unless the browser will not store this one, which is then said (the other tab goes on).
// When the other tab runs a newer version of the app (its save is in a form this page cannot read),
// Continue here could neither bring its moves nor save over them: the notice offers a reload instead,
// which brings the newer version and the game as the other tab left it (issue 33, finding 6).
// Siblings: app/game_controller.js (setLocked, install, save), notices.js.
import { samePuzzle } from '../../game/game.js';
import { SAVE_VERSION } from '../../game/saved_game.js';
import { addCatalog, t } from '../../i18n/i18n.js';
import tabs from '../../i18n/catalog_tabs.js';

addCatalog(tabs);

/**
 * @param {{shared: import('../../game/tab_sync.js').SharedStore,
 *   controller: import('../../app/game_controller.js').GameController,
 *   notices: {add: Function}, focusBoard?: () => void}} deps  focusBoard: where the focus goes
 *   after Continue here (its button goes with the notice)
 */
export function watchOtherTabs({ shared, controller, notices, focusBoard = () => {}, reload = () => globalThis.location.reload() }) {
  let notice = null;
  let shown = null; // the notice's key: told again only when it changes (the region is live)
  shared.onStale(() => {
    controller.setLocked(true);
    if (shared.isNewer('game', SAVE_VERSION)) {
      show('tabs.elsewhere_newer', { key: 'tabs.reload', run: reload });
      return;
    }
    const saved = controller.loadSave();
    const same = saved && controller.game && samePuzzle(saved.game, controller.game);
    show(same || !saved ? 'tabs.elsewhere' : 'tabs.elsewhere_other', { key: 'tabs.continue', run: continueHere });
  });

  function show(key, action) {
    if (key === shown) return;
    notice?.remove();
    shown = key;
    notice = notices.add({ key }, {
      testid: 'tab-notice',
      dismiss: false, // the board stays frozen until the player chooses
      action,
    });
  }

  function continueHere() {
    if (shared.isNewer('game', SAVE_VERSION)) { // it became newer since the notice: nothing here can go on
      show('tabs.elsewhere_newer', { key: 'tabs.reload', run: reload });
      return;
    }
    shared.takeOver();
    const saved = controller.loadSave();
    const current = controller.game;
    notice?.remove();
    notice = null;
    shown = null;
    controller.setLocked(false);
    if (saved && current && samePuzzle(saved.game, current)) {
      controller.install(saved.game, saved.meta, {
        elapsedMs: saved.elapsedMs, selected: saved.selected, message: t('tabs.continued'), replacing: false,
      });
    } else {
      controller.save(); // this tab's own game claims the save, if the browser lets it write
      // A write the browser refuses (storage full or blocked) is kept in memory only: the other
      // tab's game stays the saved one and that tab is never told to stop, so say that instead.
      controller.view.announcer.say(t(shared.persistent ? 'tabs.continued_own' : 'tabs.continued_unsaved'));
    }
    focusBoard();
  }
}
