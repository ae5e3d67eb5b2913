// "How big is this search?": the visualizer's panel for Knuth's estimate of the search tree's size
// (engine: dlx/cover/estimate.hpp, through estimateSearch). Estimate asks the engine for the
// probes of the problem on show, with the page's branching rule, then animates them one after
// another: each probe's path as a bar of degrees, the running mean and its spread converging on
// the chart. Run the search runs the real search and puts its count beside the estimate.
// Siblings: estimate_chart.js (the pictures), viz_app.js (gives the problem and resets the panel).
import { language, onLanguageChange, t } from '../i18n/i18n.js';
import { drawBar, drawChart, formatFigure } from './estimate_chart.js';

const FRAME_MS = 40;
const FRAMES = 75;  // an estimate plays in about three seconds, whatever the number of probes
// The real run stops here: a problem of your own can have a tree no page can wait for.
const RUN_BUDGET = 50_000_000;
const FIGURES = ['nodes', 'updates', 'solutions'];

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export class EstimatePanel {
  /**
   * @param {HTMLElement} host  the panel (dlx.html's #estimate), holding #estimate-start, #estimate-run, ...
   * @param {{ client: object, problem: () => { kind: string, text: string, branching: string } }} deps
   */
  constructor(host, deps) {
    const part = (name) => host.querySelector(`#estimate-${name}`);
    const els = { host, probes: part('probes'), start: part('start'), run: part('run'), status: part('status'), bar: part('bar'),
      chart: part('chart'), chartDesc: part('chart-desc'), table: part('table'), verdict: part('verdict') };
    this.els = els;
    this.deps = deps;
    this.seed = 0;  // each Estimate takes the next seed: new probes, and a page that repeats itself
    els.start.addEventListener('click', () => this.estimate());
    els.run.addEventListener('click', () => this.runSearch());
    onLanguageChange(() => this.#draw());
    this.reset();
  }

  /** A new problem (or rule): nothing shown belongs to it yet. */
  reset() {
    clearTimeout(this.timer);
    this.generation = (this.generation ?? 0) + 1;
    this.result = null;
    this.shown = 0;
    this.real = null;
    this.#state('idle');
    this.els.status.textContent = '';
    this.els.verdict.textContent = '';
    // No probe yet: no picture, so no image without a name (axe's role-img-alt).
    this.els.bar.replaceChildren();
    this.els.bar.removeAttribute('aria-label');
    this.els.bar.hidden = true;
    this.#draw();
  }

  async estimate() {
    const generation = this.#begin('probing', 'viz.est.probing');
    const { kind, text, branching } = this.deps.problem();
    this.seed += 1;
    let result;
    try {
      result = await this.deps.client.estimateSearch(text, { kind, branching, probes: Number(this.els.probes.value), seed: this.seed });
    } catch (error) {
      return this.#fail(generation, error);
    }
    if (generation !== this.generation) return;
    this.result = result;
    this.shown = 0;
    const total = result.probes.length;
    const perFrame = reducedMotion() ? total : Math.max(1, Math.ceil(total / FRAMES));
    const frame = () => {
      if (generation !== this.generation) return;
      this.shown = Math.min(total, this.shown + perFrame);
      this.#draw();
      if (this.shown < total) this.timer = setTimeout(frame, FRAME_MS);
      else this.#state(this.real ? 'done' : 'estimated');
    };
    frame();
  }

  async runSearch() {
    const generation = this.#begin('running', 'viz.est.running');
    const { kind, text, branching } = this.deps.problem();
    let answer;
    try {
      answer = await this.deps.client.estimateSearch(text, { kind, branching, probes: 0, run: true, nodeBudget: RUN_BUDGET });
    } catch (error) {
      return this.#fail(generation, error);
    }
    if (generation !== this.generation) return;
    this.real = answer.real;
    this.#draw();
    this.#state('done');
  }

  // Starts a call: stops an animation (of this problem; its probes stay) and says what is going on.
  #begin(state, key) {
    clearTimeout(this.timer);
    if (this.result) this.shown = this.result.probes.length;
    this.generation += 1;
    this.#state(state);
    this.els.status.textContent = t(key);
    return this.generation;
  }

  #fail(generation, error) {
    if (generation !== this.generation) return;
    this.#state('idle');
    this.els.status.textContent = error.message;
  }

  #state(state) {
    this.els.host.dataset.state = state;
    this.onState?.(state);  // the guided tour's stop watches it
    const busy = state === 'probing' || state === 'running';
    this.els.start.disabled = busy;
    this.els.run.disabled = busy;
  }

  // Everything from this.result (its first `shown` probes) and this.real.
  #draw() {
    const lang = language();
    const probes = this.result ? this.result.probes.slice(0, this.shown) : [];
    const last = probes.at(-1);
    const real = this.real?.complete ? this.real : null;
    drawChart(this.els.chart, probes.map((p) => ({ mean: p.mean.nodes, stderr: p.stderr.nodes })), real ? real.nodes : null, lang);
    this.els.chartDesc.textContent = t('viz.est.chart', { real: real ? t('viz.est.chart_real') : '' });
    this.els.bar.hidden = !last;
    if (last) {
      drawBar(this.els.bar, last, probes.length);
      const end = t(last.solutions > 0 ? 'viz.est.end.solution' : 'viz.est.end.dead_end');
      this.els.status.textContent = `${t('viz.est.probe', { n: probes.length, total: this.result.probes.length, depth: last.path.length, end, nodes: formatFigure(last.nodes, lang) })} ${t('viz.est.summary', { n: probes.length, nodes: formatFigure(last.mean.nodes, lang), spread: formatFigure(last.stderr.nodes, lang) })}`;
    } else if (real) {
      this.els.status.textContent = '';
    }
    this.#table(last, real, lang);
    this.#verdict(last, lang);
  }

  #table(last, real, lang) {
    const rows = FIGURES.map((f) => {
      const tr = document.createElement('tr');
      tr.dataset.figure = f;
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = t(`viz.${f}`);
      const estimate = document.createElement('td');
      estimate.dataset.testid = `estimate-${f}`;
      estimate.textContent = last ? t('viz.est.plus_minus', { mean: formatFigure(last.mean[f], lang), spread: formatFigure(last.stderr[f], lang) }) : '–';
      const exact = document.createElement('td');
      exact.dataset.testid = `real-${f}`;
      exact.textContent = real ? formatFigure(real[f], lang) : '–';
      tr.append(th, estimate, exact);
      return tr;
    });
    this.els.table.tBodies[0].replaceChildren(...rows);
  }

  #verdict(last, lang) {
    const real = this.real;
    if (real && !real.complete) {
      this.els.verdict.textContent = t('viz.est.unfinished', { budget: formatFigure(RUN_BUDGET, lang) });
      return;
    }
    if (!real || !last || this.shown < this.result.probes.length) {
      this.els.verdict.textContent = '';
      return;
    }
    const spread = last.stderr.nodes;
    const k = spread > 0 ? Math.abs(last.mean.nodes - real.nodes) / spread : 0;
    this.els.verdict.textContent = t(k <= 3 ? 'viz.est.verdict_in' : 'viz.est.verdict_out', { real: formatFigure(real.nodes, lang), k: k.toFixed(1) });
  }
}
