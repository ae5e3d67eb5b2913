// The visualizer page's composition root (dlx.html): asks the engine (in its worker) for the trace
// of the real search, builds the model and the views, and wires the controls and the tour.
// Problems: presets, DLX1 text, a 0/1 grid, or a Sudoku from the game (dlx.html#puzzle=<line>) or
// typed in. Every render draws one story (narration.js) of one position: words, code line,
// counters and pictures cannot drift apart. The address names that position (step_link.js), the
// page can present it (present.js), save its figure (figure_export.js), print it, or be embedded
// (?embed=1: figure, words and step controls only; classroom.css).
import { EngineClient } from '../engine/engine_client.js';
import { withTeachCalls } from '../engine/engine_calls_teach.js';
import { addCatalog, initLanguage, onLanguageChange, t, translatePage } from '../i18n/i18n.js';
import vizCatalog from '../i18n/catalog_viz.js';
import tourCatalog from '../i18n/catalog_viz_tour.js';
import keyCatalog from '../i18n/catalog_viz_key.js';
import exercisesCatalog from '../i18n/catalog_viz_exercises.js';
import classroomCatalog from '../i18n/catalog_viz_classroom.js';
import estimateCatalog from '../i18n/catalog_viz_estimate.js';
import { createLanguageSwitch } from '../ui/chrome/language_switch.js';
import { createThemeToggle } from '../ui/chrome/theme.js';
import { Controls } from './controls.js';
import { drawFigureKey, keyInNotation } from './figure_key.js';
import { GridEditor, gridFromTrace } from './grid_editor.js';
import { MatrixView } from './matrix_view.js';
import { story, tiesAt } from './narration.js';
import { Panels } from './panels.js';
import { HARD_SUDOKU, PRESETS } from './presets.js';
import { ProblemView } from './problem_view.js';
import { namesFor } from './viz_names.js';
import { MethodSwitch } from './method_switch.js';
import { SudokuView } from './sudoku_view.js';
import { Tour } from './tour.js';
import { TreeView } from './tree_view.js';
import { OP, TraceModel } from './trace_model.js';
import { Zoom } from './zoom.js';
import { dlx1Cost, overLimits } from './problem_cost.js';
import { findFormatControl, isolateQuoted } from '../words/format_controls.js';
import { exportDlx1, exportTrace } from './export.js';
import { QuizPanel } from './quiz_panel.js';
import { worksheetHref } from './exercises.js';
import { saveFigurePng, saveFigureSvg } from './figure_export.js';
import { Present } from './present.js';
import { StepLink } from './step_link.js';
import { orderOf, rememberNotation, storedNotation } from './notation.js';
import { EstimatePanel } from './estimate_panel.js';

for (const catalog of [vizCatalog, tourCatalog, keyCatalog, exercisesCatalog, classroomCatalog, estimateCatalog]) addCatalog(catalog);
const $ = (id) => document.getElementById(id);
// Set before the first paint that can show anything, so an embedded page never flashes the full one.
document.body.classList.toggle('embed', new URLSearchParams(location.search).get('embed') === '1');
await initLanguage();
// With the visualizer's own calls (the Dancing Cells trace, the estimate): engine_calls_teach.js.
const client = withTeachCalls(new EngineClient({ workerUrl: new URL('../engine/worker.js', import.meta.url) }));

const state = { model: null, trace: null, kind: 'dlx1', source: '', preset: 'knuth', view: null, problem: null, names: null, story: null, stepSizeChosen: false, verdictAt: 0 };

// A node of the drawn tree goes to its position: the first Step of the chosen size that has its
// record (a whole search decision when the size is "next solution", which would skip past it).
function seekTreeNode(k, tree) {
  const m = state.model;
  if (!m || tree.model !== m) return;
  const size = controls.granularity === 'solution' ? 'decision' : controls.granularity;
  controls.pause();
  m.seek(m.stopFrom(size, 1, tree.record(k)));
  render(true);
  // The focus stays in the tree, on the node the search is at now.
  (treeView.nodeOf(treeView.current) ?? treeView.nodeOf(k))?.focus();
}
const treeView = new TreeView($('tree-picture'), { summary: $('tree-summary'), onSeek: seekTreeNode });

const panels = new Panels({
  code: $('code'), partial: $('partial'), tree: $('tree'), treeView, nodes: $('c-nodes'), updates: $('c-updates'),
  solutions: $('c-solutions'), position: $('position'), narration: $('narration'), live: $('live'),
});
const estimate = new EstimatePanel($('estimate'), { client, problem: () => ({ kind: state.kind, text: state.source, branching: $('branching').value }) });
const zoom = new Zoom($('structure'), { zoomIn: $('zoom-in'), zoomOut: $('zoom-out'), fit: $('zoom-fit'), level: $('zoom-level') });

function render(announce, rebuild = false) {
  if (!state.model) return;
  if (rebuild) state.view.invalidate?.();
  const s = story(state.model, method.linksGranularity(controls.granularity), state.names);
  state.story = s;
  state.view.render(s);
  state.problem?.render(s);
  panels.render(state.model, state.names, s, { announce, rebuild });
  method.render(announce);
  controls.update(method.stepper ?? state.model);
  if (announce) {
    // A verdict speaks of the choice just made: stepping back before it (Reset, Back) drops it.
    if (state.model.pos < state.verdictAt) $('predict-result').textContent = '';
    refreshPredict();
    followStory();
    stepLink.follow();
  }
  tour.onRender();
}

// Keeps the node or item the words are about inside the figure's frame.
function followStory() {
  const s = state.story;
  if (s && state.view instanceof MatrixView) zoom.follow(state.view.centre(s.node >= 0 ? s.node : Math.max(0, s.item)));
}

const controls = new Controls({
  step: $('step'), back: $('back'), play: $('play'), reset: $('reset'), end: $('end'), speed: $('speed'),
  speedOut: $('speed-out'), granularity: $('granularity'), branching: $('branching'),
  breakSolution: $('break-solution'), breakDeadEnd: $('break-dead-end'), predict: $('predict'), narration: $('narration'),
}, {
  model: () => method.stepper ?? state.model,
  render,
  onBranching: () => reload(),
  onGranularity: () => {
    state.stepSizeChosen = true;
    render(true);
  },
});

// Dancing Links, Dancing Cells or both (method_switch.js): which model the controls step.
const method = new MethodSwitch({
  client, trace: () => state.trace, model: () => state.model, names: () => state.names, kind: () => state.kind,
  rule: () => $('branching').value, compact: () => !!state.view?.compact, granularity: () => controls.granularity,
  render, showError: (message) => showError(message),
});

// `own` marks a refusal by the page itself (the engine was never asked), said without the
// engine's prefix.
function showError(message, { own = false } = {}) {
  $('error').textContent = !message ? '' : own ? message : t('viz.error', { message: isolateQuoted(message) });
}

// detail: 'links' (every link write) or 'decisions' (covers and per-step sizes); by default links
// for small problems and decisions for a Sudoku. A hard Sudoku at links detail is ~500k records
// (14 MB, one worker call of well under a second), so it comes whole, only when asked for.
// `preset` names what is shown in the Example list (a preset, the game's puzzle, your own).
// Problems of your own are drawn up to a number of items and nodes (problem_cost.js: the engine reads far
// more, but the picture would not teach anything and every Step would redraw thousands of nodes),
// and their traces stop at OWN_MAX_RECORDS (a hard Sudoku at links detail is ~500k records; two
// million took a second of the Load on the page's side). Texts over MAX_PROBLEM_BYTES are not read
// at all.
const MAX_PROBLEM_BYTES = 1024 * 1024;
const OWN_MAX_RECORDS = 500_000;
const MAX_GRID_CELLS = 6000;  // the 0/1 grid editor's checkboxes (options x items), as problem_view.js draws

// Why the page will not draw a DLX1 text of your own, in words, or '' when it will.
function ownProblemRefusal(source) {
  const bytes = new TextEncoder().encode(source).length;
  if (bytes > MAX_PROBLEM_BYTES) return t('viz.too_large', { kb: Math.ceil(bytes / 1024), max: MAX_PROBLEM_BYTES / 1024 });
  const control = findFormatControl(source, { skipBom: true, skipLine: (line) => line.trimStart().startsWith('|') });
  if (control) return t('viz.format_control', control);
  const over = overLimits(dlx1Cost(source));
  if (over) return t('viz.too_costly', over);
  return '';
}

// keepText: the DLX1 text came from the text box, which keeps it as typed (comments and all)
// rather than showing the engine's reading of it.
async function load(kind, source, { detail = kind === 'sudoku' ? 'decisions' : 'links', decision = -1, preset = state.preset, keepText = false } = {}) {
  controls.pause();
  showError('');
  const own = preset.startsWith('own-') && kind !== 'sudoku';
  const sudokuControl = kind === 'sudoku' && preset.startsWith('own-') ? findFormatControl(source) : null;
  const refusal = own ? ownProblemRefusal(source) : sudokuControl ? t('viz.format_control_puzzle', sudokuControl) : '';
  if (refusal) {
    showError(refusal, { own: true });
    return false;
  }
  $('narration').textContent = t('viz.loading');
  controls.setBusy(true);
  const branching = $('branching').value;
  const name = kind === 'sudoku' ? 'sudokuTrace' : 'exactCoverTrace';
  let trace;
  try {
    trace = await client[name](source, {
      branching, detail, order: orderOf($('notation').value), ...(own ? { maxRecords: OWN_MAX_RECORDS } : {}),
    });
  } catch (error) {
    showError(error.message);
    controls.setBusy(false);
    if (state.model) render(false);  // the problem still drawn keeps its words
    else $('narration').textContent = '';
    return false;
  }
  controls.setBusy(false);
  state.trace = trace;
  state.kind = kind;
  state.source = source;
  estimate.reset();
  showPreset(preset);
  state.model = new TraceModel(trace);
  $('predict-result').textContent = '';  // a verdict about the previous problem means nothing here
  const sudoku = kind === 'sudoku';
  $('structure-section').hidden = sudoku;
  $('sudoku-section').hidden = !sudoku;
  const presetInfo = PRESETS.find((p) => p.id === preset) ?? { picture: 'matrix' };
  if (sudoku) {
    const view = new SudokuView({ title: $('maps-title'), maps: $('maps'), board: $('sudoku-board'), depth: $('depth'), why: $('why'), singles: $('singles'), key: $('size-key') },
      state.model, trace);
    state.view = view;
    state.problem = null;
    state.names = namesFor(kind, trace, view, undefined, $('branching').value);
    // Links detail asked for at a decision zooms in there; else the learner's own step size stays.
    if (detail === 'links' && decision >= 0) $('granularity').value = 'link';
    else if (!state.stepSizeChosen) $('granularity').value = 'decision';
  } else {
    state.names = namesFor(kind, trace, null, presetInfo, $('branching').value);
    state.view = new MatrixView($('structure'), state.model, state.names);
    keyInNotation($('figure-key'), $('structure-desc'), state.names.notation);
    state.problem = new ProblemView($('problem'), state.model, presetInfo);
    zoom.attach(state.view.svg, state.view.size);  // after the problem picture took its room
    if (present.on) present.refit();
    if (!keepText) $('dlx1-text').value = trace.dlx1;
    if (!state.stepSizeChosen && $('granularity').value === 'decision' && state.model.length < 3000) $('granularity').value = 'link';
  }
  $('detail').value = trace.detail;
  // The figure files are of the linked structure; a Sudoku's maps are HTML, not one picture.
  $('save-svg').hidden = $('save-png').hidden = sudoku;
  if (decision >= 0) state.model.seekDecision(decision);
  await method.load();  // the cells trace too, when Dancing Cells is shown
  $('truncated').hidden = !trace.truncated;
  $('truncated').textContent = trace.truncated ? t('viz.truncated', { records: state.model.length }) : '';
  render(true, true);
  document.body.dataset.ready = 'true';  // as on the game's page: something is drawn and works
  return true;
}

// The Example list always names what is shown: the game's puzzle and your own problems get
// entries of their own instead of borrowing a preset's name.
function showPreset(id) {
  state.preset = id;
  const select = $('preset');
  for (const own of ['game', 'own-sudoku', 'own-dlx1']) select.querySelector(`option[value="${own}"]`).hidden = own !== id;
  select.value = id;
}

function reload() {
  if (state.source) load(state.kind, state.source, { detail: $('detail').value });
}

function loadPreset(id, options = {}) {
  if (id === 'sudoku9') {
    $('puzzle-text').value = HARD_SUDOKU;
    return load('sudoku', HARD_SUDOKU, { ...options, preset: 'sudoku9' });
  }
  const preset = PRESETS.find((p) => p.id === id) ?? PRESETS[0];
  return load('dlx1', preset.text(), { ...options, preset: preset.id });
}

// ---- predict mode: the learner names the next chosen item before the engine's record shows it --
function nextChoose() {
  const m = state.model;
  for (let i = m.pos; i < m.length; i++) {
    const op = m.op(i);
    if (op === OP.choose) return i;
    if (op !== OP.step && op !== OP.size && op !== OP.write) return -1;
  }
  return -1;
}

function refreshPredict() {
  const box = $('predict-box');
  box.hidden = !$('predict').checked || !state.model || nextChoose() < 0;
  if (box.hidden) {
    state.view?.setPickable(null);
    return;
  }
  const select = $('predict-item');
  const items = state.model.activeItems().filter((i) => i <= state.trace.primary);
  select.replaceChildren(...items.map((i) => new Option(state.names.item(i), String(i))));
  state.view.setPickable(items);
}

// The verdict, and why: under the fewest-options rule a pick as small as the chosen item lost
// only the tie, which always goes to the leftmost item (so the search, its tree and its counts
// are the same on every run); a bigger pick missed the rule itself.
function verdict(picked, i) {
  const m = state.model, item = m.field(i, 2), size = m.field(i, 3), name = state.names.item;
  if (picked === item) {
    const ties = $('branching').value === 'fewest' ? tiesAt(m, i, m.pos) : [];
    return ties.length ? t('viz.predict_right_tie', { item: name(item), ties: ties.map(name).join(', '), size }) : t('viz.predict_right', { item: name(item) });
  }
  const pickedSize = m.links.size[picked];
  if ($('branching').value === 'leftmost') return t('viz.predict_wrong_leftmost', { picked: name(picked), item: name(item) });
  if (pickedSize === size) return t('viz.predict_tie', { picked: name(picked), item: name(item), size });
  return t('viz.predict_wrong', { picked: name(picked), item: name(item), size, pickedSize });
}

function checkPrediction(picked) {
  const i = nextChoose();
  if (i < 0) return;
  $('predict-result').textContent = verdict(picked, i);
  state.verdictAt = i + 1;
  state.model.seek(i + 1);
  state.predictions = (state.predictions ?? 0) + 1;
  render(true);
}

// Picking in the picture: a Sudoku map cell or a matrix header, by click, Enter or Space.
function pickFromPicture(event) {
  // A cage is drawn in each of its cells and is one button, on its first: any of them picks it.
  const cell = event.target.closest?.('[data-item]');
  const target = cell?.getAttribute('role') === 'button' ? cell
    : cell && event.currentTarget.querySelector(`[data-item="${cell.dataset.item}"][role="button"]`);
  if (!target) return;
  if (event.type === 'keydown') {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();  // not also the page's Space = play shortcut
  }
  const item = Number(target.dataset.item);
  $('predict-item').value = String(item);
  checkPrediction(item);
  // The picked cell stops being a button (the next choice is some steps away): keep the keyboard
  // on the page, on Step, rather than dropping focus to the body.
  const host = event.currentTarget;
  (host.querySelector(`[data-item="${item}"][role="button"]`) ?? $('step')).focus();
}
for (const id of ['maps', 'structure']) {
  $(id).addEventListener('click', pickFromPicture);
  $(id).addEventListener('keydown', pickFromPicture);
}

$('predict').addEventListener('change', () => { $('predict-result').textContent = ''; refreshPredict(); });
$('predict-check').addEventListener('click', () => {
  checkPrediction(Number($('predict-item').value));
  // The box hides until the next decision, taking this button with it: the focus goes to Step.
  if ($('predict-box').hidden) $('step').focus();
});

// ---- problem input -------------------------------------------------------------------------
const grid = new GridEditor($('grid-editor'), (text) => load('dlx1', text, { preset: 'own-dlx1' }));
$('preset').addEventListener('change', () => {
  const id = $('preset').value;
  if (id === 'game' || id.startsWith('own-')) return;
  loadPreset(id);
});
// The other notation is another trace (TAOCP's cover order is the engine's, not reordered here):
// the same search at the same decision, remembered for the next visit.
$('notation').value = storedNotation();
$('notation').addEventListener('change', () => {
  rememberNotation($('notation').value);
  if (state.source) load(state.kind, state.source, { detail: $('detail').value, decision: state.model?.decisionsDone() ?? -1 });
});
// The same search at another detail: stay at the same decision, so the learner can zoom in there.
$('detail').addEventListener('change', () => {
  if (state.source) load(state.kind, state.source, { detail: $('detail').value, decision: state.model?.decisionsDone() ?? -1 });
});
// A 0/1 matrix typed as text reads as items named 0 and 1 listed twice, which the engine refuses
// as such: say what DLX1 text is instead. (Valid text never lists an item twice.)
const looksLikeGrid = (text) => {
  const lines = text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('|'));
  const first = lines[0]?.split(/\s+/) ?? [];
  return lines.length >= 2 && new Set(first).size < first.length && lines.every((l) => /^[01](\s+[01])*$/.test(l));
};
$('load-text').addEventListener('click', () => {
  const text = $('dlx1-text').value;
  if (looksLikeGrid(text)) showError(t('viz.looks_like_grid'), { own: true });
  else load('dlx1', text, { preset: 'own-dlx1', keepText: true });
});
$('load-puzzle').addEventListener('click', () => load('sudoku', $('puzzle-text').value, { preset: 'own-sudoku' }));
$('grid-toggle').addEventListener('click', () => {
  const editor = $('grid-editor');
  editor.hidden = !editor.hidden;
  if (!editor.hidden && state.kind === 'dlx1' && state.trace) {
    // One checkbox per option and item: a problem drawn compact would make tens of thousands.
    const cells = state.trace.items.length * state.trace.options.length;
    if (cells > MAX_GRID_CELLS) {
      editor.hidden = true;
      return showError(t('viz.grid_too_big', { items: state.trace.items.length, options: state.trace.options.length, max: MAX_GRID_CELLS }), { own: true });
    }
    const { items, rows } = gridFromTrace(state.trace.items, state.trace.options);
    grid.show(items, rows);
  }
});
$('export-dlx1').addEventListener('click', () => state.trace && exportDlx1(state.trace, state.kind));
$('export-trace').addEventListener('click', () => state.trace && exportTrace(state.trace));
// The figure as on screen, with the colour key beside it when the view draws one.
function figureFile(save) {
  if (!(state.view instanceof MatrixView)) return;
  const { step } = stepLink.current().at;
  const key = $('figure-key');
  save(`dlx-${state.preset}-${controls.granularity}-${step}`, state.view.svg, { key });
}
$('save-svg').addEventListener('click', () => figureFile(saveFigureSvg));
$('save-png').addEventListener('click', () => figureFile(saveFigurePng));
$('print').addEventListener('click', () => print());

// A move made for a link or a tour stop: playing stops, and the new place is drawn and said.
function moveTo(move) {
  controls.pause();
  move();
  render(true);
}

// ---- the guided tour -------------------------------------------------------------------------
const tour = new Tour({
  root: $('tour'), start: $('tour-start'), title: $('tour-title'), progress: $('tour-progress'), text: $('tour-text'),
  tryBox: $('tour-try'), prev: $('tour-prev'), next: $('tour-next'), leave: $('tour-leave'),
}, {
  get model() { return state.model; },
  get story() { return state.story; },
  get preset() { return state.preset; },
  get predictions() { return state.predictions ?? 0; },
  get zoomScale() { return zoom.scale; },
  get estimateState() { return $('estimate').dataset.state; },
  loadPreset: (id) => (state.preset === id && state.model ? Promise.resolve(true) : loadPreset(id)),
  setGranularity: (g) => { $('granularity').value = g; },
  setMethod: (m) => (method.method === m ? null : method.choose(m)),
  setPredict: (on) => {
    $('predict').checked = on;
    $('predict-result').textContent = '';
    refreshPredict();
  },
  seek: (pos) => moveTo(() => state.model.seek(pos)),
  focusStep: () => $('step').focus(),
});
zoom.onChange = () => tour.onRender();
estimate.onState = () => tour.onRender();

// ---- exercises: the scored quiz and the printable worksheet (quiz_panel.js, worksheet.js) ----
const quiz = new QuizPanel($('quiz'), {
  model: () => state.model, names: () => state.names, kind: () => state.kind, preset: () => state.preset, source: () => state.source,
  rule: () => $('branching').value, detail: () => $('detail').value,
  show: (pos, scroll) => {
    controls.pause();
    state.model.seek(pos);
    render(false, true);
    if (scroll) $('structure-section').scrollIntoView({ block: 'start' });
  },
});
// The quiz sits where the tour does (exercises.css): one of them at a time.
$('quiz-start').addEventListener('click', () => { if (!$('tour').hidden) $('tour-leave').click(); quiz.start(); });
$('tour-start').addEventListener('click', () => quiz.close());
$('worksheet-open').addEventListener('click', () => {
  if (state.kind !== 'dlx1' || !state.model) return showError(t('viz.ex.matrix_only'), { own: true });
  return globalThis.open(worksheetHref(state.model, state.model.pos, { preset: state.preset, source: state.source, rule: $('branching').value, granularity: controls.granularity }), '_blank');
});

// ---- page chrome ---------------------------------------------------------------------------
createThemeToggle($('theme-button'), 'system', () => render(false, true));
createLanguageSwitch($('language')); // the game's switch: the same languages, the same remembered choice
onLanguageChange(() => {
  translatePage();
  if (state.view && !(state.view instanceof SudokuView)) {
    state.view = new MatrixView($('structure'), state.model, state.names);
    zoom.attach(state.view.svg, state.view.size);
    state.problem = new ProblemView($('problem'), state.model, PRESETS.find((p) => p.id === state.preset) ?? { picture: 'matrix' });
  }
  method.relabel();
  render(true, true);  // announce: the words in the new language, and predict mode's buttons again
  tour.refresh();
});
drawFigureKey($('figure-key'));  // before translatePage(), which words it
translatePage();

// The page's debug hook for tests: the model (link arrays, position) of what is drawn, and the Method's (cells).
globalThis.dlxViz = { get model() { return state.model; }, get trace() { return state.trace; }, get story() { return state.story; }, get method() { return method; } };

// ---- the address, presentation mode ---------------------------------------------------------
// dlx.html#preset=knuth&at=link:57 (any problem, step size and step), #puzzle=<line> (a puzzle from
// the game, with a variant's rules as the share link's parameters), #tour=N: on load, and when
// the address is changed by hand; after that the address follows the steps (step_link.js).
const stepLink = new StepLink({ copy: $('copy-link'), status: $('classroom-status'), printAddress: $('print-address'), openFull: $('open-full') }, {
  get model() { return state.model; },
  get trace() { return state.trace; },
  get kind() { return state.kind; },
  get source() { return state.source; },
  get preset() { return state.preset; },
  get rule() { return $('branching').value; },
  get notation() { return $('notation').value; },
  get granularity() { return controls.granularity; },
  get method() { return method.method; },
  get cells() { return method.cells; },
  tour,
  setRule: (rule) => { $('branching').value = rule; },
  setNotation: (notation) => { $('notation').value = notation; },
  setGranularity: (g) => {
    $('granularity').value = g;
    state.stepSizeChosen = true;
  },
  get finer() { return $('both-focus').value; },
  setMethod: (m) => method.choose(m),
  setFiner: (side) => method.setFocus(side),
  seekCells: (pos) => moveTo(() => method.cells.seek(pos)),
  seekPair: (linksPos, cellsPos) => moveTo(() => method.pair.seekTo(linksPos, cellsPos)),
  load: (kind, text, options) => {
    $(kind === 'sudoku' ? 'puzzle-text' : 'dlx1-text').value = text;  // kept there if the engine refuses it
    return load(kind, text, options);
  },
  loadPreset,
  seek: (pos) => moveTo(() => state.model.seek(pos)),
  showError: (text) => showError(text, { own: true }),
  errorText: () => $('error').textContent,
});
const present = new Present({ toggle: $('present'), fullscreen: $('fullscreen'), tree: $('present-tree'), status: $('classroom-status') }, {
  showTree: () => treeView.reveal(),
  step: (dir) => controls.step(dir),
  zoom,
  compact: () => !!state.view?.compact,
  follow: followStory,
});
addEventListener('hashchange', () => stepLink.route(false));
stepLink.route(true);
