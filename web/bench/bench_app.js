// The engine benchmark page (bench.html): times the real WebAssembly engine in the visitor's own
// browser on a list of puzzles, the first solution and the uniqueness check, with every answer
// checked (timing.js, which bench/wasm_bench.mjs shares, so Node and the browser measure alike).
// The engine here is the core module on the page's own thread, not the game's worker: a worker's
// messages would be on the clock of every call, and the page gives its thread back between
// slices of work anyway. The lists are our generator's puzzles and a small sample of the forum's
// hardest, shipped as text files beside this script and downloaded only when run.
import { callModule } from '../engine/dlx_engine.js';
import benchCatalog from '../i18n/catalog_bench.js';
import { addCatalog, initLanguage, localize, onLanguageChange, t, translatePage } from '../i18n/i18n.js';
import { createLanguageSwitch } from '../ui/chrome/language_switch.js';
import { createThemeToggle } from '../ui/chrome/theme.js';
import { benchPuzzles, listLines } from './timing.js';
import { findFormatControl, isolateQuoted } from '../words/format_controls.js';

addCatalog(benchCatalog);

const $ = (id) => document.getElementById(id);
const MAX_PUZZLES = 100_000;
const MAX_FILE_MB = 16;
const SHOWN_PROBLEMS = 3;
const NATIVE = 'dlx-sudoku bench'; // the command line's benchmark, named in some messages
const pageUrl = (path) => new URL(path, document.baseURI).href;

let engine = null;   // the loaded core module, once
let running = false;
let stopAsked = false;
const rows = [];     // every finished run, drawn again on a language switch

/** The core module (parse, solve, count), loaded on the first run with its own classic script. */
function loadEngine() {
  engine ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = pageUrl('./wasm/dlx_sudoku_core.js');
    script.onload = () => {
      if (typeof globalThis.createDlxSudokuCore !== 'function') {
        reject(new Error('dlx_sudoku_core.js did not define the engine'));
        return;
      }
      globalThis.createDlxSudokuCore({ locateFile: (file) => pageUrl(`./wasm/${file}`) }).then(resolve, reject);
    };
    script.onerror = () => reject(new Error(`could not download ${script.src}`));
    document.head.append(script);
  }).catch((error) => {
    engine = null; // a later run tries again
    throw error;
  });
  return engine;
}

/** The lines to time and the set's name for the table: a shipped list, or the visitor's own. */
async function chosenList() {
  const set = $('set').value;
  if (set !== 'own') {
    const name = `${set}.txt`;
    let response;
    try {
      response = await fetch(pageUrl(`./bench/${name}`));
    } catch (error) {
      throw new PageError('bench.error.data', { name, message: error.message });
    }
    if (!response.ok) throw new PageError('bench.error.data', { name, message: `HTTP ${response.status}` });
    return { lines: listLines(await response.text()), name: { key: `bench.set.${set}` } };
  }
  const lines = listLines($('own-text').value);
  return { lines, name: { key: 'bench.set.own_named', vars: { n: lines.length } } };
}

/** An error the page says in the visitor's language: a catalog key and its values. */
class PageError extends Error {
  constructor(key, vars = {}, details = []) {
    super(key);
    this.key = key;
    this.vars = vars;
    this.details = details;
  }
}

/**
 * Every line must be a puzzle the engine reads and whose givens break no rule (a count stopped
 * after one node checks both at once); else nothing is timed, and the first few are named.
 */
function readPuzzles(module, lines) {
  if (lines.length === 0) throw new PageError('bench.error.empty');
  if (lines.length > MAX_PUZZLES) throw new PageError('bench.error.too_many', { n: lines.length, max: MAX_PUZZLES, command: NATIVE });
  const problems = [];
  for (const { line, text } of lines) {
    // An invisible format character is named here: the engine would quote its bytes raw, and a
    // right-to-left override in the quote reverses the sentence around it.
    const control = findFormatControl(text);
    if (control) {
      problems.push({ line, message: t('bench.error.format_control', control) });
      continue;
    }
    const read = callModule(module, 'count', [text, 2, 1]);
    // The engine read the line alone, as its line 1: where it says so, the list's line is meant.
    if (!read.ok) problems.push({ line, message: isolateQuoted(read.message).replace(/^line 1(?=[,:])/, '').replace(/^(?![,:])/, ': ') });
  }
  if (problems.length) {
    const details = problems.slice(0, SHOWN_PROBLEMS).map((p) => ({ key: 'bench.error.line', vars: p }));
    if (problems.length > SHOWN_PROBLEMS) details.push({ key: 'bench.error.more', vars: { n: problems.length - SHOWN_PROBLEMS } });
    throw new PageError('bench.error.lines', { n: problems.length }, details);
  }
  return lines.map((l) => l.text);
}

function say(key, vars = {}, details = []) {
  const status = $('status');
  const error = key.startsWith('bench.error.');
  status.classList.toggle('bench-error', error);
  // A refused list marks the text it came from, described by the reasons.
  const own = $('own-text');
  if (error && $('set').value === 'own') own.setAttribute('aria-invalid', 'true');
  else own.removeAttribute('aria-invalid');
  const head = localize(document.createElement('span'), key, vars);
  const list = details.length ? document.createElement('ul') : null;
  for (const d of details) list.append(localize(document.createElement('li'), d.key, d.vars));
  status.replaceChildren(head, ...(list ? [list] : []));
}

// Run and Stop each disable themselves when pressed: the focus goes to the other one, not to the
// page's body, where a keyboard or screen reader user would lose their place.
function setRunning(on) {
  running = on;
  const from = on ? $('run') : $('stop');
  const to = on ? $('stop') : $('run');
  const focused = document.activeElement === from || document.activeElement === document.body;
  to.disabled = false;
  if (focused) to.focus();
  from.disabled = true;
  for (const id of ['set', 'min-time', 'own-text', 'own-file']) $(id).disabled = on;
}

const number = (value, digits) => new Intl.NumberFormat(document.documentElement.lang || 'en', {
  minimumFractionDigits: digits, maximumFractionDigits: digits,
}).format(value);
const setName = ({ key, vars }) => t(key, vars);
const microseconds = (us) => number(us, us < 100 ? 1 : 0);

function tallyText({ unique, multiple, none }) {
  return [['unique', unique], ['multiple', multiple], ['none', none]]
    .filter(([kind, n]) => n > 0 || kind === 'unique')
    .map(([kind, n]) => t(`bench.tally.${kind}`, { n: number(n, 0) })).join(', ');
}

// Each cell carries its column's name (data-label), which a phone's layout shows beside the value
// (bench.css); the explicit roles keep the table a table for screen readers in that layout too.
function drawResults() {
  const table = $('results');
  const labels = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  table.querySelector('tbody').replaceChildren(...rows.map((r) => {
    const tr = Object.assign(document.createElement('tr'), { role: 'row' });
    const header = Object.assign(document.createElement('th'), { scope: 'row', role: 'rowheader', textContent: setName(r.name) });
    const cells = [
      microseconds(r.first.us), microseconds(r.unique.us), number(r.ratio, 2),
      `${number(r.nodesFirst, 0)} / ${number(r.nodesUnique, 0)}`, tallyText(r.tally),
    ].map((text, k) => {
      const td = Object.assign(document.createElement('td'), { role: 'cell', textContent: text });
      td.dataset.label = labels[k + 1];
      return td;
    });
    tr.append(header, ...cells);
    return tr;
  }));
  // The scrolling region is a Tab stop: it is there only once it holds a table.
  table.closest('.table-scroll').hidden = rows.length === 0;
  $('none-yet').hidden = rows.length > 0;
}

async function run() {
  if (running) return;
  setRunning(true);
  stopAsked = false;
  try {
    say('bench.status.loading');
    let module;
    try {
      module = await loadEngine();
    } catch (error) {
      throw new PageError('bench.error.load', { message: error?.message ?? String(error) });
    }
    showEnvironment(module);
    say('bench.status.reading');
    const { lines, name } = await chosenList();
    const puzzles = readPuzzles(module, lines);
    const calls = {
      solve: (p) => callModule(module, 'solve', [p, 0]),
      count: (p) => callModule(module, 'count', [p, 2, 0]),
    };
    const figures = await benchPuzzles(puzzles, calls, {
      minMs: Number($('min-time').value) || 1000,
      pause: () => new Promise((resolve) => setTimeout(resolve, 0)),
      stopped: () => stopAsked,
      onPhase: (phase) => say(`bench.status.${phase}`, { n: puzzles.length }),
    });
    rows.push({ name, ...figures });
    drawResults();
    say('bench.status.done', { set: setName(name), first: microseconds(figures.first.us), unique: microseconds(figures.unique.us) });
  } catch (error) {
    if (error?.message === 'stopped') say('bench.status.stopped');
    else if (error instanceof PageError) say(error.key, error.vars, error.details);
    else say('bench.error.run', { message: error?.message ?? String(error) });
  } finally {
    setRunning(false);
  }
}

function showEnvironment(module) {
  const cores = navigator.hardwareConcurrency || 1;
  localize($('environment'), 'bench.environment', { version: module.version(), cores, agent: navigator.userAgent });
}

async function readFile() {
  const file = $('own-file').files?.[0];
  if (!file) return;
  if (file.size > MAX_FILE_MB * 1024 * 1024) {
    say('bench.error.file_size', { name: file.name, size: number(file.size / 1024 / 1024, 1), max: MAX_FILE_MB, command: NATIVE });
    return;
  }
  try {
    $('own-text').value = await file.text();
    say('bench.set.own_named', { n: listLines($('own-text').value).length });
  } catch (error) {
    say('bench.error.file', { name: file.name, message: error?.message ?? String(error) });
  }
}

function showOwn() {
  $('own').hidden = $('set').value !== 'own';
}

await initLanguage();
translatePage();
createThemeToggle($('theme-button'), 'system', () => {});
createLanguageSwitch($('language'));
onLanguageChange(() => {
  translatePage();
  drawResults();
});
$('set').addEventListener('change', showOwn);
$('own-file').addEventListener('change', readFile);
$('run').addEventListener('click', run);
$('stop').addEventListener('click', () => { stopAsked = true; });
showOwn();
drawResults();
document.body.dataset.ready = 'true';
