// The visualizer page's composition root (dlx.html): asks the engine (in its worker) for the trace
// of the real search, builds the model and the views, and wires the controls. Problems: presets,
// DLX1 text, a 0/1 grid, or a Sudoku from the game (dlx.html#puzzle=<line>) or typed in.
import { EngineClient } from '../engine/engine_client.js';
import { ENGINE_CALLS } from '../engine/dlx_engine.js';
import { addCatalog, initLanguage, onLanguageChange, t, translatePage } from '../i18n/i18n.js';
import vizCatalog from '../i18n/catalog_viz.js';
import { createLanguageSwitch } from '../ui/language_switch.js';
import { createThemeToggle } from '../ui/theme.js';
import { Controls } from './controls.js';
import { GridEditor, gridFromTrace } from './grid_editor.js';
import { MatrixView } from './matrix_view.js';
import { Panels } from './panels.js';
import { HARD_SUDOKU, PRESETS } from './presets.js';
import { SudokuView } from './sudoku_view.js';
import { OP } from './trace_model.js';
import { TraceModel } from './trace_model.js';
import { exportDlx1, exportTrace } from './export.js';

addCatalog(vizCatalog);
initLanguage();
const $ = (id) => document.getElementById(id);
const client = new EngineClient({ workerUrl: new URL('../engine/worker.js', import.meta.url) });

const state = { model: null, trace: null, kind: 'dlx1', source: '', view: null, names: null };

const panels = new Panels({
  code: $('code'), partial: $('partial'), tree: $('tree'), nodes: $('c-nodes'), updates: $('c-updates'),
  solutions: $('c-solutions'), position: $('position'), narration: $('narration'), live: $('live'),
});

function render(announce, rebuild = false) {
  if (!state.model) return;
  if (rebuild) state.view.invalidate?.();
  state.view.render();
  panels.render(state.model, state.names, { announce, rebuild });
  if (announce) refreshPredict();
}

const controls = new Controls({
  step: $('step'), back: $('back'), play: $('play'), reset: $('reset'), end: $('end'), speed: $('speed'),
  speedOut: $('speed-out'), granularity: $('granularity'), branching: $('branching'),
  breakSolution: $('break-solution'), breakDeadEnd: $('break-dead-end'), predict: $('predict'),
}, {
  model: () => state.model,
  render,
  onBranching: () => reload(),
});

function showError(message) {
  $('error').textContent = message ? t('viz.error', { message }) : '';
}

// detail: 'links' (every link write) or 'decisions' (covers and per-step sizes); by default links
// for small problems and decisions for a Sudoku. A hard Sudoku at links detail is ~500k records
// (14 MB, one worker call of well under a second), so it comes whole, only when asked for.
async function load(kind, source, { detail = kind === 'sudoku' ? 'decisions' : 'links', decision = -1 } = {}) {
  controls.pause();
  showError('');
  $('narration').textContent = t('viz.loading');
  const branching = $('branching').value;
  const name = kind === 'sudoku' ? 'sudokuTrace' : 'exactCoverTrace';
  let trace;
  try {
    trace = await client.call(name, ENGINE_CALLS[name](source, { branching, detail }));
  } catch (error) {
    showError(error.message);
    $('narration').textContent = '';
    return false;
  }
  state.trace = trace;
  state.kind = kind;
  state.source = source;
  state.model = new TraceModel(trace);
  const sudoku = kind === 'sudoku';
  $('structure-section').hidden = sudoku;
  $('sudoku-section').hidden = !sudoku;
  if (sudoku) {
    const view = new SudokuView({ maps: $('maps'), board: $('sudoku-board'), depth: $('depth'), why: $('why'), singles: $('singles') },
      state.model, trace);
    state.view = view;
    state.names = { item: (i) => view.itemName(i), option: (k) => view.optionName(k), rule: branching };
    $('granularity').value = detail === 'links' && decision >= 0 ? 'link' : 'decision';
  } else {
    state.view = new MatrixView($('structure'), state.model, trace.items);
    state.names = { item: (i) => trace.items[i - 1], option: (k) => trace.options[k], rule: branching };
    $('dlx1-text').value = trace.dlx1;
    if ($('granularity').value === 'decision' && state.model.length < 3000) $('granularity').value = 'link';
  }
  $('detail').value = trace.detail;
  if (decision >= 0) state.model.seekDecision(decision);
  $('truncated').hidden = !trace.truncated;
  $('truncated').textContent = trace.truncated ? t('viz.truncated', { records: state.model.length }) : '';
  render(true, true);
  return true;
}

function reload() {
  if (state.source) load(state.kind, state.source, { detail: $('detail').value });
}

function loadPreset(id) {
  if (id === 'sudoku9') {
    $('puzzle-text').value = HARD_SUDOKU;
    return load('sudoku', HARD_SUDOKU);
  }
  const preset = PRESETS.find((p) => p.id === id) ?? PRESETS[0];
  return load('dlx1', preset.text());
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

function checkPrediction(picked) {
  const i = nextChoose();
  if (i < 0) return;
  const m = state.model, item = m.field(i, 2);
  $('predict-result').textContent = picked === item
    ? t('viz.predict_right', { item: state.names.item(item) })
    : t('viz.predict_wrong', { picked: state.names.item(picked), item: state.names.item(item), size: m.field(i, 3) });
  m.seek(i + 1);
  render(true);
}

// Picking in the picture: a Sudoku map cell or a matrix header, by click, Enter or Space.
function pickFromPicture(event) {
  const target = event.target.closest?.('[data-item][role="button"]');
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
$('predict-check').addEventListener('click', () => checkPrediction(Number($('predict-item').value)));

// ---- problem input -------------------------------------------------------------------------
const grid = new GridEditor($('grid-editor'), (text) => load('dlx1', text));
$('preset').addEventListener('change', () => loadPreset($('preset').value));
// The same search at another detail: stay at the same decision, so the learner can zoom in there.
$('detail').addEventListener('change', () => {
  if (state.source) load(state.kind, state.source, { detail: $('detail').value, decision: state.model?.decisionsDone() ?? -1 });
});
$('load-text').addEventListener('click', () => load('dlx1', $('dlx1-text').value));
$('load-puzzle').addEventListener('click', () => load('sudoku', $('puzzle-text').value));
$('grid-toggle').addEventListener('click', () => {
  const editor = $('grid-editor');
  editor.hidden = !editor.hidden;
  if (!editor.hidden && state.kind === 'dlx1' && state.trace) {
    const { items, rows } = gridFromTrace(state.trace.items, state.trace.options);
    grid.show(items, rows);
  }
});
$('export-dlx1').addEventListener('click', () => state.trace && exportDlx1(state.trace, state.kind));
$('export-trace').addEventListener('click', () => state.trace && exportTrace(state.trace));

// ---- page chrome ---------------------------------------------------------------------------
createThemeToggle($('theme-button'), 'system', () => render(false, true));
createLanguageSwitch($('language')); // the game's switch: the same languages, the same remembered choice
onLanguageChange(() => {
  translatePage();
  render(false, true);
});
translatePage();

// The page's debug hook for tests: the model (link arrays, position) of what is drawn.
globalThis.dlxViz = { get model() { return state.model; }, get trace() { return state.trace; } };

const hash = new URLSearchParams(location.hash.slice(1));
if (hash.get('puzzle')) {
  $('puzzle-text').value = hash.get('puzzle');
  $('preset').value = 'sudoku9';
  load('sudoku', hash.get('puzzle'));
} else {
  loadPreset('knuth');
}
