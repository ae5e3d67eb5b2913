// Composition root: builds the collaborators (engine worker client, storage, views, input) and
// wires them to the game controller (app/game_controller.js). No game logic lives here.
//
// Share links: `#puzzle=...&moves=...` opens that puzzle. If it is the puzzle of the saved game,
// the saved game continues (it is the player's own progress); otherwise the linked puzzle starts
// and replaces the save. The hash is then removed, so a reload resumes instead of reopening it.
import { EngineClient } from './engine/engine_client.js';
import { opensLink, takeStartedWorker } from './engine/worker_start.js';
import { Store } from './game/storage.js';
import { SharedStore } from './game/tab_sync.js';
import { PuzzlePool } from './game/pool.js';
import { readShareHash } from './game/share.js';
import { summary } from './game/stats.js';
import { movesToText } from './game/moves.js';
import { createAnnouncer } from './ui/chrome/announcer.js';
import { createBoardView } from './ui/board/board_view.js';
import { createControls } from './ui/board/controls.js';
import { GameController } from './app/game_controller.js';
import { bindInput } from './ui/board/input.js';
import { createKeypad } from './ui/board/keypad.js';
import { LEVELS, createNewGameDialog, levelLabel } from './ui/dialogs/new_game.js';
import { loadVariants } from './ui/variants/variant_kit.js';
import { createNotices } from './ui/chrome/notices.js';
import { watchOtherTabs } from './ui/chrome/other_tab.js';
import { createSettingsForm, normalizeSettings } from './ui/chrome/settings.js';
import { renderStats } from './ui/chrome/stats_view.js';
import { createThemeToggle } from './ui/chrome/theme.js';
import { registerServiceWorker } from './ui/chrome/offline.js';
import { createLanguageSwitch } from './ui/chrome/language_switch.js';
import { initLanguage, onLanguageChange, t } from './i18n/i18n.js';

const $ = (id) => document.getElementById(id);
// The language first (the remembered choice, else the browser's), so nothing shows in the wrong one.
await initLanguage();
createLanguageSwitch($('language-select'));
const notices = createNotices($('notices'));
const store = new Store();
// The saved game is shared with the page's other tabs (game/tab_sync.js, ui/other_tab.js).
const shared = new SharedStore({ store });
// Shown at start, and whenever a write fails later (a full quota): progress then lives in memory.
// Every save retries; once one works again, the notice goes and the player is told.
let storageNotice = null;
const checkStorage = () => {
  if (!store.persistent) storageNotice = notices.add(store.notice ?? t('notice.memory_only'), { testid: 'storage-notice' });
};
checkStorage();
store.onStatusChange(({ persistent }) => {
  if (!persistent) return checkStorage();
  storageNotice?.remove();
  storageNotice = null;
  return notices.add(t('store.saving_again'), { kind: 'info', testid: 'storage-recovered' });
});
// A part of the page loaded on demand could not be downloaded (offline before the service worker
// cached it): say so in words, not as the browser's "Failed to fetch dynamically imported module".
const why = (error) => (error instanceof TypeError && /import|fetch/i.test(error.message) ? t('notice.part_offline') : error.message);

const loadedSettings = store.load('settings', { what: t('store.what.settings'), fallback: t('store.fallback.settings') });
if (loadedSettings.error) notices.add(loadedSettings.error);
const settings = createSettingsForm($('settings-form'), normalizeSettings(loadedSettings.value), () => {
  store.save('settings', settings.value);
  controller.render();
});
createThemeToggle($('theme-button'), settings.value.theme, (theme) => {
  settings.set({ theme });
  store.save('settings', settings.value);
});

// The engine's worker: started by index.html before this module graph loaded when the page opens
// on a share link (worker_start.js), else by the first call or the player's first touch or key
// (startEngine below). A plain first visit plays its first game without it (the puzzle pool's and
// the autosave's solutions are known), so the engine's download is not part of the first screen.
const engine = new EngineClient({ createWorker: (url) => takeStartedWorker(url) ?? new Worker(url) });
let engineStarted = null;
/** Loads the engine ahead of need (idempotent); resolves when it has answered (its version, for bug reports). */
function startEngine() {
  engineStarted ??= engine.version().then((version) => { $('engine-version').dataset.version = version; }, () => {});
  return engineStarted;
}
// The player's first touch or key: a hint, a new game or a check may follow, so the engine loads
// now, while they read the board (its first call would start it anyway).
for (const type of ['pointerdown', 'keydown']) document.addEventListener(type, startEngine, { capture: true, once: true, passive: true });
if (opensLink(location.hash)) startEngine(); // the link's puzzle is read and counted at once
const dispatch = (event) => controller.dispatch(event);
const board = createBoardView($('board'));
// Where the focus goes after an action that takes its own control away: the selected cell.
const focusBoard = () => board.focus(controller.selected);
const keypad = createKeypad($('keypad'), dispatch);
const announcer = createAnnouncer($('status'));
const controls = createControls({
  actions: $('actions'),
  pauseButton: $('pause-button'),
  clock: $('clock'),
  pausedPanel: $('paused-panel'),
  hideWhilePaused: [$('board')],
  hideWhileSolved: [$('keypad'), $('actions')],
  dispatch,
  elapsedMs: () => controller.elapsedMs,
});
const showStats = (stats) => renderStats($('stats'), summary(stats));
// The hint panel loads with the first hint (its words and board overlay are not first-paint code).
let hintPanel = null;
let hintPanelLoading = null;
function showHint(state) {
  if (hintPanel) return hintPanel.show(state);
  if (!state) return undefined;
  hintPanelLoading ??= import('./ui/hints/hint_panel.js').then(({ createHintPanel }) => {
    hintPanel = createHintPanel({
      panel: $('hint-panel'),
      grid: $('board'),
      dispatch,
      hintButton: $('actions').querySelector('[data-action="hint"]'),
      focusBoard,
      // The key to the marks opens by itself once; the page remembers that with the settings.
      keySeen: () => settings.value.hintKeySeen,
      markKeySeen: () => {
        settings.set({ hintKeySeen: true });
        store.save('settings', settings.value);
      },
    });
  });
  return hintPanelLoading.then(() => controller.render(), (error) => {
    hintPanelLoading = null; // try again with the next hint
    notices.add(t('notice.hint_failed', { reason: why(error) }));
  });
}
// The questions before replacing a game in progress or solving it load on first use.
let confirmDialog = null;
async function confirm(kind, progress) {
  try {
    confirmDialog ??= import('./ui/dialogs/confirm_dialog.js').then(({ createConfirmDialog }) => createConfirmDialog($('confirm-dialog')));
    return await (await confirmDialog).ask(kind, progress);
  } catch (error) {
    notices.add(t('notice.dialog_failed', { reason: why(error) }));
    return false; // nothing is replaced without an answer
  }
}
// The finish card loads with the first solved board (a reload of one included).
let finishCard = null;
let finishCardLoading = null;
function showFinish(finish, { reveal = false } = {}) {
  if (finishCard || !finish) {
    finishCard?.show(finish);
    if (reveal) finishCard?.reveal();
    return;
  }
  finishCardLoading ??= import('./ui/dialogs/finish_card.js').then(({ createFinishCard }) => {
    finishCard = createFinishCard($('finish-card'), {
      onNewGame: () => $('new-game-button').click(),
      onReopen: () => {
        controller.dispatch({ type: 'reopen' });
        focusBoard(); // the card goes; the board it reopened takes the focus
      },
    });
  });
  finishCardLoading.then(() => {
    finishCard.show(controller.finishInfo());
    if (reveal) finishCard.reveal();
  }, (error) => notices.add(t('notice.dialog_failed', { reason: why(error) })));
}
// Solved by a button that is now hidden (Solve, a hint's Apply, Reveal): the focus would be lost,
// so it goes to the finish card's title. Solved on the board: it stays there.
function keepFocus() {
  const active = document.activeElement;
  if (!active || active === document.body || !active.checkVisibility?.()) {
    finishCardLoading?.then(() => $('finish-title')?.focus());
  }
}
// 9×9 puzzles per level, made in the worker while the player plays (game/pool.js).
const pool = new PuzzlePool({ store, engine, levels: LEVELS });
// body[data-pool] says whether the worker is busy making puzzles ahead ('filling' or 'idle').
const fillPool = () => {
  document.body.dataset.pool = pool.awake ? 'filling' : 'idle'; // asleep (see wakePool): nothing is made
  if (!pool.awake) return;
  pool.fill().finally(() => { document.body.dataset.pool = 'idle'; });
};
// The pool sleeps through the first load (its fill needs the engine's full module); the player's
// first move wakes it, so the refill runs while they play instead of competing with the page.
const wakePool = () => {
  if (pool.awake) return;
  pool.wake();
  fillPool();
};
// The solution path panel loads on first use.
let solutionPath = null;

const controller = new GameController({
  engine,
  store: shared,
  settings,
  pool,
  view: {
    showHint,
    board,
    keypad,
    announcer,
    notice: (text, options) => notices.add(text, options),
    clearNotices: (topic) => notices.clear(topic),
    summary,
    statsChanged: showStats,
    setPaused: (paused) => {
      controls.setPaused(paused);
      document.body.toggleAttribute('data-paused', paused); // the hint and path panels hide too (styles.css)
      if (!paused) focusBoard();
    },
    // Another tab holds the game (ui/other_tab.js): the board looks and says it is frozen.
    // The tools are inert meanwhile, not only greyed: nothing there may be used until Continue
    // here, and what cannot be used is not offered (nor read as low-contrast live controls).
    setLocked: (locked) => {
      document.body.toggleAttribute('data-locked', locked);
      if (locked) $('board').setAttribute('aria-disabled', 'true');
      else $('board').removeAttribute('aria-disabled');
      document.querySelector('.tools').inert = locked;
    },
    showGame(game, meta) {
      board.build(game.geometry);
      keypad.build(game.size);
      $('game-info').removeAttribute('data-i18n'); // no longer "Loading the game…"
      $('game-info').textContent = levelLabel(meta.level);
      solutionPath?.reset();
      delete $('board').dataset.i18nAttr; // named with its size from now on, also after a switch (below)
      $('board').setAttribute('aria-label', boardLabel(game, meta));
      $('board').hidden = false;
    },
    gameChanged: (state) => {
      controls.gameChanged(state);
      showFinish(state.finish);
    },
    finished: () => {
      showFinish(controller.finishInfo(), { reveal: true });
      keepFocus();
    },
    confirm,
    moved: wakePool,
    saved: checkStorage,
  },
});
showStats(controller.stats);
watchOtherTabs({ shared, controller, notices, focusBoard });

bindInput({
  grid: $('board'),
  board,
  current: () => controller.selected,
  enabled: () => controller.ready,
  dispatch,
});

// The grid's name: "Sudoku board, 9 by 9", and a variant's rules after it ("…, Killer 9×9").
function boardLabel(game, meta) {
  return `${t('board.label_size', { size: game.size })}${game.isVariant ? `, ${levelLabel(meta.level)}` : ''}`;
}

const newGameDialog = createNewGameDialog($('new-game-dialog'), async ({ size, level, variant }) => {
  settings.set({ size, level, variant });
  store.save('settings', settings.value);
  if (await controller.newGame(size, level, variant)) focusBoard();
  fillPool(); // top up the level just used
});
$('new-game-button').addEventListener('click', () => {
  if (controller.locked) {
    announcer.say(t('tabs.locked'), 'bad'); // refused now, not after the dialog's Start
    return;
  }
  newGameDialog.open({
    size: settings.value.size,
    level: settings.value.level,
    variant: settings.value.variant,
    inProgress: controller.inProgress,
    ready: (level) => pool.count(level),
  });
});

// The import and share dialogs (and their stylesheet) load on first use: the first paint does
// not wait for them.
let dialogStyles = null;
function loadDialogStyles() {
  dialogStyles ??= new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: new URL('./ui/dialogs/dialogs.css', import.meta.url).href });
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error('its stylesheet did not load')), { once: true });
    document.head.append(link);
  });
  return dialogStyles;
}
function lazyDialog(button, load) {
  let dialog = null;
  button.addEventListener('click', async () => {
    try {
      if (!dialog) [dialog] = await Promise.all([load(), loadDialogStyles()]);
      dialog.open();
    } catch (error) {
      notices.add(t('notice.dialog_failed', { reason: why(error) }));
    }
  });
}
$('path-button').addEventListener('click', async () => {
  try {
    if (!solutionPath) {
      const { createSolutionPath } = await import('./ui/hints/solution_path.js');
      solutionPath = createSolutionPath({ panel: $('path-panel'), button: $('path-button'), engine, getGame: () => controller.game });
    }
    // Opening it during a game asks first and counts as help; closing it never asks.
    if ($('path-panel').hidden && !(await controller.mayShowPath())) return;
    solutionPath.toggle();
  } catch (error) {
    notices.add(t('notice.path_failed', { reason: why(error) }));
  }
});

lazyDialog($('import-button'), async () => {
  const { createImportDialog } = await import('./ui/dialogs/import_dialog.js');
  return createImportDialog({
    dialog: $('import-dialog'),
    engine,
    // The puzzle on the board, unfinished: nothing is replaced, so nothing is asked; the game continues.
    confirmPlay: (puzzle) => controller.isPlaying(puzzle) || controller.mayReplace('import'),
    onPlay: async ({ puzzle, boxRows, boxCols, variant, solutionCount, fields, movesText }) => {
      if (controller.isPlaying({ puzzle, boxRows, boxCols, fields })) {
        announcer.say(t('ctl.import_same'));
        focusBoard();
        return;
      }
      if (await controller.playPuzzle({ puzzle, boxRows, boxCols, variant, solutionCount, movesText, source: 'imported' })) {
        focusBoard();
      }
    },
  });
});
// The position for SudokuWiki's candidate link: givens, the player's digits, and per empty cell
// its notes as far as the board allows them (a cell without notes: all its candidates).
function positionCells(game) {
  return Array.from({ length: game.cellCount }, (_, cell) => {
    const allowed = game.candidates(cell);
    return {
      given: game.givens[cell],
      digit: game.digitAt(cell),
      candidates: game.notes[cell] ? game.notes[cell] & allowed : allowed,
    };
  });
}
lazyDialog($('share-button'), async () => {
  const { createShareDialog } = await import('./ui/dialogs/share_dialog.js');
  return createShareDialog({
    dialog: $('share-dialog'),
    getState: () => ({
      puzzle: controller.game.puzzle,
      movesText: movesToText(controller.game.appliedMoves()),
      boxRows: controller.game.geometry.boxRows,
      boxCols: controller.game.geometry.boxCols,
      fields: controller.game.geometry.fields,
      cells: positionCells(controller.game),
    }),
  });
});

// Save the clock when the page goes away or out of sight; the clock stops while nobody can play.
document.addEventListener('visibilitychange', () => controller.setVisible(document.visibilityState === 'visible'));
window.addEventListener('pagehide', () => controller.save());

/** The share link in the address, if any: {puzzle, moves} or null (a broken link is reported). */
function takeLink() {
  if (!location.hash) return null;
  let link = null;
  try {
    link = readShareHash(location.hash);
  } catch (error) {
    notices.add(t('notice.link_failed', { reason: error.message }), { topic: 'opening' });
  }
  // The whole address without its hash: a path of "//" alone would be read as another host.
  if (link || location.hash.startsWith('#puzzle')) history.replaceState(null, '', location.href.split('#')[0]);
  return link;
}

window.addEventListener('hashchange', () => {
  const link = takeLink();
  if (link) controller.openLink(link);
});

const booted = controller.boot(takeLink()).finally(() => {
  // Statistics of variant games name their rules in words that load with the variant UI.
  if (controller.stats.levels.some((row) => String(row.level).startsWith('variant:'))) loadVariants().then(() => showStats(controller.stats), () => {});
  document.body.dataset.ready = 'true';
  // The board is drawn and the engine has answered: what bench/web_budget.mjs times as interactive.
  performance.mark('board-ready');
  // Puzzles for the next games, made once the first one is on the board.
  setTimeout(fillPool, 1500);
});
// Offline copy and updates, once the first game is on the board (and the engine has answered, if
// the first screen needed it): the download of the whole site for the cache never competes with
// the first paint or the engine's own download and compile.
Promise.allSettled([booted, engineStarted]).then(() => registerServiceWorker({ notices }));

// A new language: the markup is already retranslated (i18n.js); what scripts wrote is redrawn.
onLanguageChange(() => {
  showStats(controller.stats);
  $('status').textContent = ''; // the last announcement was in the other language
  solutionPath?.relabel();
  const { game, meta } = controller;
  if (!game) return;
  $('game-info').textContent = levelLabel(meta.level);
  $('board').setAttribute('aria-label', boardLabel(game, meta));
  controller.render();
});
