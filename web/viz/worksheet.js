// The printable worksheet (worksheet.html#preset=knuth&at=cover:8): asks the engine (in its
// worker) for the same trace the visualizer shows, and prints one cover(i) of it as exercises —
// draw its links, list the options it hides, every size after it, uncover's order, its cost —
// with the answer key on a page of its own. Every answer comes from exercises.js's reading of the
// trace; each question carries the step link that opens the visualizer there. In TAOCP's notation
// (notation=taocp) the trace is the engine's TAOCP-order one and the sheet speaks TAOCP's names.
// Siblings: exercises.js (questions and key), matrix_view.js (the figures), notation.js (the names),
// exercises.css (print layout).
import { EngineClient } from '../engine/engine_client.js';
import { addCatalog, initLanguage, onLanguageChange, t, translatePage } from '../i18n/i18n.js';
import vizCatalog from '../i18n/catalog_viz.js';
import exercisesCatalog from '../i18n/catalog_viz_exercises.js';
import { createLanguageSwitch } from '../ui/chrome/language_switch.js';
import { MatrixView } from './matrix_view.js';
import { story } from './narration.js';
import { PRESETS } from './presets.js';
import { TraceModel } from './trace_model.js';
import { formatAddress, parseAddress, positionOf, stepAt } from './address.js';
import { inNotation, orderOf } from './notation.js';
import { worksheet, writeLabel } from './exercises.js';

addCatalog(vizCatalog);
addCatalog(exercisesCatalog);
await initLanguage();
const $ = (id) => document.getElementById(id);
const make = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

const address = parseAddress(location.hash);
const rule = address.rule ?? 'fewest';
const notation = address.notation ?? 'paper';  // a link without one is the paper's, as on dlx.html
// The sheet's words in its notation: a ".taocp" twin where the catalogue has one (words that name
// a field by letter alone, "S is an item's size"), and every formula in TAOCP's names.
const say = (key, vars) => {
  const twin = `${key}.${notation}`;
  return inNotation(notation !== 'paper' && t(twin, vars) !== twin ? t(twin, vars) : t(key, vars), notation);
};
const state = { model: null, names: null, pos: 0 };

/** The problem the address names: a preset's DLX1 text, or DLX1 text of one's own (a Sudoku has no sheet). */
function problemOf(named) {
  const found = named?.kind === 'preset' && PRESETS.find((p) => p.id === named.id);
  if (found) return { text: found.text(), title: () => t(`viz.preset.${found.id}`), link: named };
  if (named?.kind === 'dlx1') return { text: named.text, title: () => t('viz.preset.own_dlx1'), link: named };
  return null;
}

const problem = problemOf(address.problem);

function stepLink(pos) {
  const hash = formatAddress({ problem: problem.link, rule, notation, at: stepAt(state.model, pos) });
  return new URL(`dlx.html${hash}`, location.href).href;
}

const linkLine = (pos) => make('p', { className: 'step-link' }, t('viz.ws.step_link', { link: stepLink(pos) }));

// A figure of the structure at `pos`: the matrix view drawn once and left as it is (no stepping).
// `item` is the cover's item, marked; `hidden` the nodes to number in the order they were hidden.
function figure(pos, item, hidden, label) {
  const host = make('div', { className: 'sheet-figure' });
  const model = state.model.seek(pos);
  const view = new MatrixView(host, model, state.names);
  const base = story(model, 'cover', state.names);
  view.render({
    ...base, text: '', item, context: -1, node: -1, option: -1, link: null, reads: [], toCover: [],
    group: hidden.length ? { kind: 'cover', item, nodes: hidden } : null,
  });
  view.svg.removeAttribute('aria-labelledby');
  view.svg.removeAttribute('aria-describedby');
  view.svg.setAttribute('aria-label', label);
  return host;
}

function question(text, ...more) {
  return make('li', {}, make('p', { className: 'sheet-q' }, text), ...more);
}

const blank = (cls = 'answer-line') => make('div', { className: cls, ariaHidden: 'true' });

function sizesList(entries, filled) {
  return make('dl', { className: 'sheet-sizes' }, ...entries.map(({ item, size }) => make('div', {},
    make('dt', {}, inNotation(`S[${state.names.item(item)}]`, notation)), make('dd', {}, filled ? String(size) : ''))));
}

function build() {
  const sheetEl = $('sheet');
  const sheet = worksheet(state.model, state.pos);
  if (!sheet) {
    sheetEl.replaceChildren(make('p', { role: 'status' }, t('viz.ex.none')));
    return;
  }
  const { cover, uncover } = sheet;
  const name = state.names.item, item = name(cover.item);
  const nodeName = (x) => (x === 0 ? t('viz.root') : x === state.model.itemCount + 1 ? t('viz.root2') : x <= state.model.itemCount ? name(x) : String(x));
  const optionName = (k) => `${k + 1} (${state.names.option(k)})`;
  const heading = say('viz.ws.heading', { item, problem: problem.title() });
  document.title = `${say('viz.ws.title')}: ${heading}`;

  const page = make('article', { className: 'sheet-page', ariaLabel: heading },
    make('h1', {}, say('viz.ws.title'), make('br'), make('span', { className: 'sheet-sub' }, heading)),
    make('p', { className: 'sheet-name' }, say('viz.ws.name'), blank('name-line')),
    make('p', {}, say('viz.ws.intro', { item })),
    linkLine(sheet.draw.pos),
    figure(sheet.draw.pos, cover.item, [], heading),
    make('ol', { className: 'sheet-questions' },
      question(say('viz.ws.q.draw', { item })),
      question(say('viz.ws.q.options', { item }), blank()),
      question(say('viz.ws.q.sizes', { item }), sizesList(sheet.sizes.answer, false)),
      question(say('viz.ws.q.restore', { item }), blank(), ...(uncover ? [linkLine(sheet.restore.pos)] : [])),
      question(say('viz.ws.q.cost', { item }), blank('answer-short'))));

  const c = sheet.counters;
  const key = make('article', { className: 'sheet-key', id: 'answer-key', ariaLabel: say('viz.ws.key') },
    make('h2', {}, `${say('viz.ws.key')}: ${heading}`),
    make('p', {}, say('viz.ws.key_intro')),
    make('p', { className: 'sheet-counters' }, say('viz.ws.counters', {
      item, before_nodes: c.before.nodes, before_updates: c.before.updates, after_nodes: c.after.nodes, after_updates: c.after.updates,
    })),
    make('ol', { className: 'sheet-answers' },
      question(say('viz.ws.a.draw', { item, writes: cover.writes.map((w) => writeLabel(w, nodeName, notation)).join(', ') }),
        figure(sheet.draw.answerPos, cover.item, cover.hides.map((h) => h.node), say('viz.ws.key')), linkLine(sheet.draw.answerPos)),
      question(say('viz.ws.a.options', { options: sheet.options.answer.map(optionName).join(', ') || say('viz.ws.a.none') })),
      question('', sizesList(sheet.sizes.answer, true)),
      question(uncover ? say('viz.ws.a.restore', { nodes: sheet.restore.answer.join(', ') || say('viz.ws.a.none'), hidden: cover.hides.map((h) => h.node).join(', ') || say('viz.ws.a.none') })
        : say('viz.ws.a.restore_never', { item }), ...(uncover ? [linkLine(sheet.restore.answerPos)] : [])),
      question(say('viz.ws.a.cost', { cost: sheet.cost.answer, item, hides: sheet.cost.hides }))));
  for (const li of key.querySelectorAll('.sheet-answers > li')) if (!li.firstChild.textContent) li.firstChild.remove();
  sheetEl.replaceChildren(page, key);
  // Back to the visualizer at the very step the sheet was made from.
  $('back-link').href = stepLink(state.pos);
}

async function load() {
  if (!problem) {
    $('sheet').replaceChildren(make('p', { role: 'alert', className: 'viz-error' }, t('viz.ws.bad_link')));
    return;
  }
  const client = new EngineClient({ workerUrl: new URL('../engine/worker.js', import.meta.url) });
  try {
    const trace = await client.exactCoverTrace(problem.text, { branching: rule, detail: 'links', order: orderOf(notation) });
    state.model = new TraceModel(trace);
    state.names = { item: (i) => trace.items[i - 1], option: (k) => trace.options[k], notation };
    // A step past the trace's end is its end (as the sheet always did); no step is the start.
    state.pos = address.at ? positionOf(state.model, address.at).pos ?? state.model.length : 0;
    build();
    document.body.dataset.ready = 'true';
  } catch (error) {
    $('sheet').replaceChildren(make('p', { role: 'alert', className: 'viz-error' }, t('viz.error', { message: error.message })));
  }
}

$('print').addEventListener('click', () => globalThis.print());
createLanguageSwitch($('language'));
onLanguageChange(() => {
  translatePage();
  if (state.model) build();
});
translatePage();
load();
