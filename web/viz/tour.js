// The guided tour: a few sentences per stop beside the live structure, put in the right state
// (an example, a step size, a position in the real trace), with "try it" moments that hand the
// controls over and notice when the learner has done it. From the list-removal trick, through
// the matrix, cover and uncover, search and the MRV rule, to a real Sudoku, and Dancing Cells
// beside Dancing Links. Leave at any stop and
// keep exploring from there; every control is a button, so it works by keyboard alone; the stop's
// text is announced (aria-live). Strings: i18n/catalog_viz_tour.js. Wired by viz_app.js.
import { t } from '../i18n/i18n.js';
import { OP } from './trace_model.js';

const first = (m, op, from = 0) => {
  for (let i = from; i < m.length; i++) if (m.op(i) === op) return i;
  return m.length;
};
// The name of the item a cover or uncover record at i is about (its first field).
const itemOf = (m, i) => (i < m.length ? m.trace.items[m.field(i, 1) - 1] : '');

// Each stop: the example, the step size, where in the trace it starts, whether predict mode is
// on, (for a "try it") when the learner has done it, and the names its words use, from the trace.
// The second stop is the search's first uncover, soon after the first: not its last, at the very
// end, which left the learner far from where the first stop had just been.
export const STOPS = Object.freeze([
  { id: 'list', preset: 'knuth', granularity: 'link', at: (m) => first(m, OP.cover),
    done: (app) => app.model.pos >= first(app.model, OP.cover) + 3 },
  { id: 'back', preset: 'knuth', granularity: 'link', at: (m) => first(m, OP.uncover),
    done: (app) => app.model.pos >= first(app.model, OP.uncover) + 3, vars: (m) => ({ item: itemOf(m, first(m, OP.uncover)) }) },
  // Done once the learner has zoomed (the scale differs from the one the stop began with).
  { id: 'matrix', preset: 'knuth', granularity: 'cover', at: () => 0,
    done: (app, tour) => app.zoomScale !== tour.zoomAtStart },
  { id: 'cover', preset: 'knuth', granularity: 'cover', at: (m) => first(m, OP.cover),
    done: (app) => app.model.pos >= first(app.model, OP.step) },
  { id: 'uncover', preset: 'knuth', granularity: 'link', at: (m) => first(m, OP.unhide),
    done: (app) => { const m = app.model, u = first(m, OP.uncover, first(m, OP.unhide)); return m.pos >= u + 3; } },
  { id: 'search', preset: 'knuth', granularity: 'decision', at: () => 0,
    done: (app) => app.model.pos > first(app.model, OP.solution) },
  { id: 'mrv', preset: 'pentomino', granularity: 'decision', at: () => 0, predict: true,
    done: (app, tour) => app.predictions >= tour.predictionsAtStart + 2 },
  { id: 'sudoku', preset: 'sudoku9', granularity: 'decision', at: () => 0,
    done: (app) => app.model.decisionsDone() >= 30 },
  // Dancing Cells beside Dancing Links on the same matrix, a search decision at a time.
  { id: 'cells', preset: 'knuth', granularity: 'decision', method: 'both', at: () => 0,
    done: (app) => app.model.decisionsDone() >= 3 },
  // Knuth's estimate of the tree's size, before searching it (estimate_panel.js), on the pentominoes:
  // done once the real count stands beside it.
  { id: 'estimate', preset: 'pentomino', granularity: 'decision', at: () => 0,
    done: (app) => app.estimateState === 'done' },
  { id: 'end', preset: null },
]);

export class Tour {
  /**
   * @param {object} els  root, start, title, progress, text, tryBox, prev, next, leave
   * @param {object} app  model, story, predictions, estimateState, loadPreset(id), setGranularity(g), setMethod(m),
   *   setPredict(on), seek(pos), focusStep()
   */
  constructor(els, app) {
    this.els = els;
    this.app = app;
    this.index = -1;
    this.done = false;
    this.busy = false;
    els.start.addEventListener('click', () => (this.active ? this.close() : this.open(1)));
    els.prev.addEventListener('click', () => this.go(this.index - 1));
    els.next.addEventListener('click', () => (this.index >= STOPS.length - 1 ? this.close() : this.go(this.index + 1)));
    els.leave.addEventListener('click', () => this.close());
    els.text.setAttribute('aria-live', 'polite');
  }

  get active() { return !this.els.root.hidden; }

  /** Opens the tour at stop `number` (1-based). */
  async open(number = 1) {
    this.els.root.hidden = false;
    this.els.start.setAttribute('aria-expanded', 'true');
    await this.go(Math.max(0, Math.min(STOPS.length - 1, number - 1)));
    // The tour at the top of the screen (below the step bar): on a phone its words, the story and
    // the figure below it then fit one screen, so "press Step, watch the picture" needs no scrolling.
    this.els.title.focus({ preventScroll: true });
    this.els.root.scrollIntoView({ block: 'start' });
  }

  /** Leaves the tour where it is: the example, position and controls stay as they are. */
  close() {
    if (!this.active) return;
    if (STOPS[this.index]?.predict) this.app.setPredict(false);
    this.els.root.hidden = true;
    this.els.start.setAttribute('aria-expanded', 'false');
    this.index = -1;
    this.els.start.focus();
  }

  async go(index) {
    if (index < 0 || index >= STOPS.length || this.busy) return;
    this.busy = true;
    const previous = STOPS[this.index];
    this.index = index;
    const stop = STOPS[index];
    try {
      if (previous?.predict && !stop.predict) this.app.setPredict(false);
      if (stop.preset) {
        await this.app.loadPreset(stop.preset);
        this.app.setGranularity(stop.granularity);
        await this.app.setMethod?.(stop.method ?? 'links');
        if (stop.predict) this.app.setPredict(true);
        this.predictionsAtStart = this.app.predictions;
        this.done = false;
        this.app.seek(stop.at(this.app.model));
        this.zoomAtStart = this.app.zoomScale;
      }
    } finally {
      this.busy = false;
    }
    this.refresh();
  }

  /** Redraws the stop's words (a new language) and whether its "try it" is done. */
  refresh() {
    if (!this.active || this.index < 0) return;
    const stop = STOPS[this.index], key = `viz.tour.${stop.id}`;
    const els = this.els, vars = this.#vars();
    els.progress.textContent = t('viz.tour.progress', { n: this.index + 1, total: STOPS.length });
    els.title.textContent = t(`${key}.title`);
    els.text.replaceChildren(...t(`${key}.text`, vars).split('\n\n').map((para) => {
      const p = document.createElement('p');
      p.textContent = para;
      return p;
    }));
    // A phone bounds the text's height (step_bar.css): while it scrolls, it is a Tab stop whose
    // arrow keys scroll it.
    els.text.tabIndex = els.text.scrollHeight > els.text.clientHeight + 1 ? 0 : -1;
    // Back at the first stop, Previous disables itself while it may hold the focus: Next takes it.
    const hadFocus = document.activeElement === els.prev;
    els.prev.disabled = this.index === 0;
    if (hadFocus && els.prev.disabled) els.next.focus();
    els.next.textContent = t(this.index === STOPS.length - 1 ? 'viz.tour.finish' : 'viz.tour.next');
    this.#tryIt();
  }

  #vars() {
    const stop = STOPS[this.index];
    return stop.vars && this.app.model ? stop.vars(this.app.model) : {};
  }

  #tryIt() {
    const stop = STOPS[this.index], key = `viz.tour.${stop.id}`, box = this.els.tryBox, vars = this.#vars();
    const tryText = t(`${key}.try`, vars);
    if (tryText === `${key}.try`) {
      box.replaceChildren();
      box.hidden = true;
      return;
    }
    box.hidden = false;
    const head = document.createElement('strong');
    head.textContent = t(this.done ? 'viz.tour.done' : 'viz.tour.try');
    const p = document.createElement('p');
    p.textContent = this.done ? t(`${key}.done`, vars) : tryText;
    box.replaceChildren(head, p);
    box.classList.toggle('done', this.done);
  }

  /** Called after every render: notices a "try it" done. */
  onRender() {
    if (!this.active || this.index < 0 || this.busy || this.done) return;
    const stop = STOPS[this.index];
    if (stop.done && this.app.model && stop.done(this.app, this)) {
      this.done = true;
      this.#tryIt();
    }
  }
}
