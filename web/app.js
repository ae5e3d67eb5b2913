// Composition root (as 2048's application.js): builds the collaborators (engine worker client,
// storage, the puzzle pool, the views of ui/) and wires them to the game controller
// (app/game_controller.js) and to the page's events. No game logic and no view behaviour lives
// here: the views own their behaviour (ui/board/board_frame.js, ui/hints/hint_host.js,
// ui/dialogs/dialog_hosts.js, ...), and what loads on demand loads through app/lazy.js.
//
// Share links: `#puzzle=...&moves=...` opens that puzzle. If it is the puzzle of the saved game,
// the saved game continues (it is the player's own progress); otherwise the linked puzzle starts
// and replaces the save. The hash is then removed, so a reload resumes instead of reopening it.
import { EngineClient } from './engine/engine_client.js';
import { opensLink, takeStartedWorker } from './engine/worker_start.js';
import { Store } from './game/storage.js';
import { SharedStore } from './game/tab_sync.js';
import { PuzzlePool } from './game/pool.js';
import { positionCells, readShareHash, shareUrl } from './game/share.js';
import { DailyError, dayKey, readDailyHash } from './game/daily.js';
import { readEmbed } from './game/embed.js';
import { summary } from './game/stats.js';
import { movesToText } from './game/moves.js';
import { LEVELS } from './game/catalog.js';
import { GameController } from './app/game_controller.js';
import { createAnnouncer } from './ui/chrome/announcer.js';
import { createMakingPanel } from './ui/chrome/making_panel.js';
import { createBoardView } from './ui/board/board_view.js';
import { createBoardFrame } from './ui/board/board_frame.js';
import { createControls } from './ui/board/controls.js';
import { bindInput } from './ui/board/input.js';
import { createKeypad } from './ui/board/keypad.js';
import { createCheckpoints } from './ui/board/checkpoints.js';
import { createNewGameDialog } from './ui/dialogs/new_game.js';
import { createConfirm, createFinishHost, openOnClick } from './ui/dialogs/dialog_hosts.js';
import { bindPathButton, createHintHost } from './ui/hints/hint_host.js';
import { loadVariants } from './ui/variants/variant_kit.js';
import { createNotices, watchStorage } from './ui/chrome/notices.js';
import { watchOtherTabs } from './ui/chrome/other_tab.js';
import { createSettingsForm, normalizeSettings } from './ui/chrome/settings.js';
import { renderStats } from './ui/chrome/stats_view.js';
import { createThemeToggle } from './ui/chrome/theme.js';
import { registerServiceWorker } from './ui/chrome/offline.js';
import { keepWaitingLink, watchEngineStart } from './ui/chrome/engine_wait.js';
import { createLanguageSwitch } from './ui/chrome/language_switch.js';
import { setExpertNotation } from './words/notation.js';
import { dailyErrorWords, dayWords } from './words/day_words.js';
import { initLanguage, onLanguageChange, t } from './i18n/i18n.js';

const $ = (id) => document.getElementById(id);
// The language first (the remembered choice, else the browser's), so nothing shows in the wrong one.
await initLanguage();
createLanguageSwitch($('language-select'));
const notices = createNotices($('notices'));
// In another page's iframe (?embed=1, game/embed.js): a compact layout and a save slot of its own.
const embed = readEmbed(location.search, location.hash);
if (embed) document.body.dataset.embed = embed.slot;
const store = embed ? new Store({ prefix: embed.prefix }) : new Store();
// The saved game is shared with the page's other tabs (game/tab_sync.js, ui/chrome/other_tab.js).
const shared = new SharedStore({ store });
const checkStorage = watchStorage(store, notices);

const loadedSettings = store.load('settings', { what: t('store.what.settings'), fallback: t('store.fallback.settings') });
if (loadedSettings.error) notices.add(loadedSettings.error);
const saveSettings = (patch) => {
  settings.set(patch);
  store.save('settings', settings.value);
};
const settings = createSettingsForm($('settings-form'), normalizeSettings(loadedSettings.value), () => {
  setExpertNotation(settings.value.expertNotation);
  store.save('settings', settings.value);
  controller.render();
});
setExpertNotation(settings.value.expertNotation);
createThemeToggle($('theme-button'), settings.value.theme, (theme) => saveSettings({ theme }));

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
if (opensLink(location.hash)) { // the link's puzzle is read and counted at once; a stalled download is told
  watchEngineStart({ answered: startEngine(), notices }); // settles on the engine's first answer or failure
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

// ---- the views ----------------------------------------------------------------------------------
const dispatch = (event) => controller.dispatch(event);
const board = createBoardView($('board'));
// Where the focus goes after an action that takes its own control away: the selected cell.
const focusBoard = () => board.focus(controller.selected);
const keypad = createKeypad($('keypad'), dispatch);
const announcer = createAnnouncer($('status'));
const checkpoints = createCheckpoints($('checkpoints-panel'), dispatch);
const controls = createControls({
  actions: $('actions'),
  pauseButton: $('pause-button'),
  clock: $('clock'),
  pausedPanel: $('paused-panel'),
  hideWhilePaused: [$('board')],
  hideWhileSolved: [$('keypad'), $('actions'), $('checkpoints-panel')],
  dispatch,
  elapsedMs: () => controller.elapsedMs,
});
const showStats = (stats) => renderStats($('stats'), summary(stats), controller.daily);
const path = bindPathButton({
  button: $('path-button'), panel: $('path-panel'), engine, getGame: () => controller.game, mayShow: () => controller.mayShowPath(), notices,
});
const frame = createBoardFrame({
  grid: $('board'), info: $('game-info'), tools: document.querySelector('.tools'), board, keypad, controls, focusBoard, onShowGame: path.reset,
});
const showHint = createHintHost({
  panel: $('hint-panel'),
  grid: $('board'),
  dispatch,
  hintButton: $('actions').querySelector('[data-action="hint"]'),
  focusBoard,
  // The key to the marks opens by itself once; the page remembers that with the settings.
  keySeen: () => settings.value.hintKeySeen,
  markKeySeen: () => saveSettings({ hintKeySeen: true }),
  render: () => controller.render(),
  notices,
});
const finish = createFinishHost({
  section: $('finish-card'),
  title: () => $('finish-title'),
  finishInfo: () => controller.finishInfo(),
  onNewGame: () => $('new-game-button').click(),
  onReopen: () => {
    controller.dispatch({ type: 'reopen' });
    focusBoard(); // the card goes; the board it reopened takes the focus
  },
  notices,
});

// The view host: what the controller pushes to the page (GameController's `view`).
const controller = new GameController({
  engine,
  store: shared,
  settings,
  pool,
  loadVariantViews: loadVariants, // a variant board's drawing, words and stylesheet (ui/variants/)
  view: {
    board,
    keypad,
    checkpoints,
    announcer,
    showMaking: createMakingPanel($('making')),
    showHint,
    notice: (text, options) => notices.add(text, options),
    clearNotices: (topic) => notices.clear(topic),
    statsChanged: showStats,
    showGame: frame.showGame,
    setPaused: frame.setPaused,
    setLocked: frame.setLocked,
    gameChanged: (state) => {
      controls.gameChanged(state);
      finish.show(state.finish);
    },
    finished: finish.finished,
    confirm: createConfirm($('confirm-dialog'), notices),
    moved: wakePool,
    saved: checkStorage,
    linkWaits: (link) => waitingLink.wait(link),
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

// ---- the buttons that open dialogs ------------------------------------------------------------
const newGameDialog = createNewGameDialog($('new-game-dialog'), async ({ size, level, variant }) => {
  saveSettings({ size, level, variant });
  if (await controller.newGame(size, level, variant)) focusBoard();
  fillPool(); // top up the level just used
}, async (day) => {
  if (controller.meta?.daily === day && controller.game) announcer.say(t('daily.same', { date: dayWords(day) }));
  else if (await controller.newDaily(day)) focusBoard();
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
    counted: controller.countedAs,
    ready: (level) => pool.count(level),
  });
});
openOnClick($('import-button'), async () => {
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
}, notices);
// In a frame, the full site opens in a tab of its own with this game (its link and moves).
$('open-full').addEventListener('click', () => {
  const { game } = controller;
  if (!game) return;
  const { boxRows, boxCols, fields } = game.geometry;
  $('open-full').href = shareUrl(new URL('./', location.href).href, { puzzle: game.puzzle, moves: movesToText(game.appliedMoves()), boxRows, boxCols, fields });
});
openOnClick($('print-button'), async () => {
  const { createPrintDialog } = await import('./ui/dialogs/print_dialog.js');
  return createPrintDialog({ dialog: $('print-dialog') });
}, notices);
openOnClick($('share-button'), async () => {
  const { createShareDialog } = await import('./ui/dialogs/share_dialog.js');
  return createShareDialog({
    dialog: $('share-dialog'),
    getState: () => ({
      puzzle: controller.game.puzzle,
      movesText: movesToText(controller.game.appliedMoves()),
      boxRows: controller.game.geometry.boxRows,
      boxCols: controller.game.geometry.boxCols,
      fields: controller.game.geometry.fields,
      variant: controller.game.isVariant ? controller.game.variant : null,
      cells: positionCells(controller.game),
    }),
  });
}, notices);

// ---- the page's life ------------------------------------------------------------------------------
// Save the clock when the page goes away or out of sight; the clock stops while nobody can play.
document.addEventListener('visibilitychange', () => controller.setVisible(document.visibilityState === 'visible'));
window.addEventListener('pagehide', () => controller.save());

/** The share link in the address, if any: {puzzle, moves} or null (a broken link is reported). */
function takeLink() {
  if (!location.hash) return null;
  let link = null;
  try {
    const daily = readDailyHash(location.hash, dayKey());
    link = daily ? { daily } : readShareHash(location.hash);
  } catch (error) {
    const failed = error instanceof DailyError ? t('daily.link_failed', { reason: dailyErrorWords(error) }) : t('notice.link_failed', { reason: error.message });
    notices.add(failed, { topic: 'opening' });
  }
  // A share link or a day's link stays in the address until it has opened (forgetLink): one the
  // engine could not read or make yet waits there, so a reload opens it too (engine_wait.js).
  if (!link?.puzzle && !link?.daily) forgetLink();
  return link;
}

/** Takes an opened (or broken) link from the address, so a reload resumes instead of reopening it. */
function forgetLink() {
  // The whole address without its hash: a path of "//" alone would be read as another host. A frame
  // keeps its address: its save slot is named by it (game/embed.js), and a reloaded frame opening
  // its link again finds its own game there and goes on with it.
  if (!embed && /^#(puzzle|daily)/.test(location.hash)) history.replaceState(null, '', location.href.split('#')[0]);
}

// A link the engine could not read (a share link) or make (a day's) because it did not load: kept
// and tried again.
const openAnyLink = (link) => (link.daily ? controller.openDaily(link.daily) : controller.openLink(link));
const waitingLink = keepWaitingLink({ notices, reopen: openAnyLink, forget: forgetLink });

window.addEventListener('hashchange', () => {
  const link = takeLink();
  if (link) openAnyLink(link).finally(() => { if (!waitingLink.waiting) forgetLink(); });
});

const booted = controller.boot(takeLink()).finally(() => {
  if (!waitingLink.waiting) forgetLink();
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
Promise.allSettled([booted, engineStarted]).then(() => registerServiceWorker({ notices, save: () => controller.save() }));

// A new language: the markup is already retranslated (i18n.js); what scripts wrote is redrawn.
onLanguageChange(() => {
  showStats(controller.stats);
  path.relabel();
  if (!controller.game) {
    $('status').textContent = ''; // the last announcement was in the other language
    return;
  }
  frame.relabel(controller.game, controller.meta);
  controller.render();
  // The last announcement was in the other language: say where the game stands in this one.
  controller.restate();
});
