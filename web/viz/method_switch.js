// The visualizer's Method choice: Dancing Links (the page as it was), Dancing Cells (SSXC1's
// sparse sets: cells_view.js), or both side by side (pair_model.js). It asks the engine for the
// cells trace of the problem on show, builds the model and the picture, and draws the Cells
// panel (words, code line, counters, partial solution) and the comparison. viz_app.js keeps the
// Dancing Links side and asks this module which model the step controls drive (`stepper`).
// Only dlx.html loads it (the game's first visit is unchanged).
import { addCatalog, t } from '../i18n/i18n.js';
import cellsCatalog from '../i18n/catalog_viz_cells.js';
import { METHODS } from './address.js';
import { CellsModel } from './cells_model.js';
import { CELLS_PSEUDOCODE, cellsStory } from './cells_narration.js';
import { CellsView } from './cells_view.js';
import { PairModel } from './pair_model.js';
import { Zoom } from './zoom.js';

addCatalog(cellsCatalog);
const $ = (id) => document.getElementById(id);
// The cells trace of a problem of your own stops here (the presets are far below it).
const MAX_RECORDS = 500_000;

export class MethodSwitch {
  /**
   * @param {object} app  client, trace() (the Dancing Links trace shown), model() (its model),
   *   names(), kind(), rule(), compact() (the Links figure is drawn compact), granularity(),
   *   render(announce, rebuild), showError(message)
   */
  constructor(app) {
    this.app = app;
    this.method = 'links';
    this.cells = null;   // CellsModel of the problem shown, once asked for
    this.pair = null;
    this.view = null;
    this.source = null;  // the Links trace the cells trace belongs to
    this.zoom = new Zoom($('cells-structure'), { zoomIn: $('cells-zoom-in'), zoomOut: $('cells-zoom-out'), fit: $('cells-zoom-fit'), level: $('cells-zoom-level') });
    this.#code();
    $('method').addEventListener('change', () => this.choose($('method').value));
    $('both-focus').addEventListener('change', () => this.setFocus($('both-focus').value));
  }

  /** Side by side, the side finer Steps move ('cells' or 'links'). */
  setFocus(side) {
    $('both-focus').value = side;
    if (this.pair) this.pair.focus = $('both-focus').value;
    this.app.render(true);
  }

  /** The model the step controls drive, or null for the Dancing Links model. */
  get stepper() {
    if (this.method === 'cells') return this.cells;
    if (this.method === 'both') return this.pair;
    return null;
  }

  /** The step size the Links side's words tell of: side by side, the size that moved it. */
  linksGranularity(g) { return this.method === 'both' && this.pair?.focus === 'cells' ? 'decision' : g; }

  #available() { return this.app.kind() !== 'sudoku' && !this.app.compact(); }

  /** After a new Links trace: the cells trace of the same problem, when the method shows it. */
  async load() {
    this.cells = this.pair = this.view = null;
    this.source = null;
    const available = this.#available();
    for (const value of ['cells', 'both']) $('method').querySelector(`option[value="${value}"]`).disabled = !available;
    $('method-note').hidden = available;
    if (!available && this.method !== 'links') this.method = 'links';
    if (this.method !== 'links') await this.#fetch();
    this.#apply();
  }

  async choose(method) {
    this.method = METHODS.includes(method) ? method : 'links';
    if (this.method !== 'links' && !this.#available()) this.method = 'links';
    if (this.method !== 'links' && !this.cells) await this.#fetch();
    // Side by side starts both at the start, stepping by search decision, which moves both (a
    // finer step moves one side only: the first Step would seem to leave Links behind).
    if (this.method === 'both' && this.pair) {
      this.pair.seek(0);
      if (['link', 'cover'].includes($('granularity').value)) $('granularity').value = 'decision';
    }
    this.#apply();
    this.app.render(true, true);
  }

  async #fetch() {
    const trace = this.app.trace();
    if (!trace) return;
    let cells;
    try {
      cells = await this.app.client.exactCoverCellsTrace(trace.dlx1, { branching: this.app.rule(), maxRecords: MAX_RECORDS });
    } catch (error) {
      this.app.showError(error.message);
      this.method = 'links';
      return;
    }
    if (this.app.trace() !== trace) return;  // another problem was loaded meanwhile
    this.source = trace;
    this.cells = new CellsModel(cells);
    this.pair = new PairModel(this.app.model(), this.cells);
    this.pair.focus = $('both-focus').value;
    this.view = new CellsView($('cells-structure'), this.cells, this.app.names());
    this.zoom.attach(this.view.svg, this.view.size);
  }

  #apply() {
    const m = this.method;
    $('method').value = m;
    document.body.classList.toggle('method-cells', m === 'cells');
    document.body.classList.toggle('method-both', m === 'both');
    $('cells-section').hidden = m === 'links' || !this.cells;
    $('both-box').hidden = m !== 'both';
    this.#title();
    // Predict mode asks about Dancing Links' next choice: it waits while the Cells side is shown.
    const predict = $('predict');
    if (m !== 'links' && predict.checked) {
      predict.checked = false;
      predict.dispatchEvent(new Event('change'));
    }
    predict.disabled = m !== 'links';
  }

  #code() {
    $('cells-code').replaceChildren(...CELLS_PSEUDOCODE.map(([id, text]) => {
      const li = document.createElement('li');
      li.dataset.line = id;
      li.textContent = text;
      return li;
    }));
  }

  // Side by side, the Links words' heading names its method, as the Cells side's does.
  #title() { $('narration-title').textContent = t(this.method === 'both' ? 'cells.both.links_title' : 'viz.narration'); }

  /** A new language: the picture's words are drawn again. */
  relabel() {
    this.#title();
    if (!this.cells) return;
    this.view = new CellsView($('cells-structure'), this.cells, this.app.names());
    this.zoom.attach(this.view.svg, this.view.size);
  }

  /** Draws the Cells side at its position (after the Links side is drawn). */
  render(announce) {
    if (this.method === 'links' || !this.cells || !this.view) return;
    const m = this.cells, names = this.app.names();
    // Side by side, a finer step moves one side: the words tell of that side's step size.
    const g = this.method === 'both' && this.pair.focus === 'links' ? 'decision' : this.app.granularity();
    const story = cellsStory(m, g, names);
    this.view.render(story);
    let text = story.text;
    if (m.atEnd) {
      const c = m.counters();
      text = `${text} ${m.trace.status === 'complete' && !m.trace.truncated ? t('cells.n.end', c) : t('viz.n.end_partial')}`;
    }
    const words = $('cells-narration');
    if (words.textContent !== text) words.textContent = text;
    for (const li of $('cells-code').children) {
      li.classList.toggle('current', li.dataset.line === story.line);
      li.classList.toggle('caller', li.dataset.line === story.caller);
      if (li.dataset.line === story.line) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
    const c = m.counters();
    $('cells-nodes').textContent = String(c.nodes);
    $('cells-updates').textContent = String(c.updates);
    $('cells-solutions').textContent = String(c.solutions);
    const options = m.partialSolution();
    $('cells-partial').textContent = options.length ? options.map((k, level) => `O${level}: ${names.option(k)}`).join(' · ') : t('cells.partial_empty');
    if (this.method === 'both') this.#compare(names);
    if (announce) this.zoom.follow(this.view.focusPoint(story));
  }

  // The running comparison of work, and in words how the two sides' last decisions relate.
  #compare(names) {
    const l = this.pair.links.counters(), c = this.cells.counters();
    const work = t('cells.both.work', { cellsUpdates: c.updates, cellsNodes: c.nodes, linksUpdates: l.updates, linksNodes: l.nodes });
    const k = this.pair.comparison();
    let why = '';
    if (k?.kind === 'same') why = t('cells.both.same', { level: k.level });
    else if (k?.kind === 'differ') why = t('cells.both.differ', { level: k.level, links: names.item(k.links), cells: names.item(k.cells) });
    else if (k?.kind === 'waits') why = t('cells.both.waits', { cellsItem: names.item(k.cellsItem), linksItem: k.linksItem > 0 ? names.item(k.linksItem) : '?' });
    else if (k?.kind === 'ended') why = t('cells.both.ended', { side: t(`cells.side.${k.side}`) });
    $('both-work').textContent = work;
    $('both-why').textContent = why;
    $('both-box').dataset.kind = k?.kind ?? '';
  }
}
