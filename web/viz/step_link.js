// A link for every position of the visualizer: opening dlx.html#preset=knuth&at=link:57 loads that
// problem and steps there; the address then follows every Step (history.replaceState, so the Back
// button of the browser is not filled with steps), and "Copy link to this step" copies it. A part
// of the address the page cannot use is said (what, where, why) while the rest is shown.
// Siblings: address.js (the format, no DOM), viz_app.js (loads, seeks and renders for it).
import { t } from '../i18n/i18n.js';
import { METHODS, PRESET_IDS, formatAddress, parseAddress, positionOf, stepOf } from './address.js';
import { GRANULARITIES } from './trace_model.js';

// The words a refusal fills in, the same in every language.
const FILLERS = { keys: 'preset, dlx1, puzzle, at, rule, detail, notation, method, cells, tour' };
const CHOICES = {
  bad_rule: 'fewest, leftmost', bad_detail: 'links, decisions', bad_notation: 'paper, taocp', bad_method: METHODS.join(', '),
  bad_granularity: GRANULARITIES.join(', '),
};
const EXAMPLES = { bad_at: 'at=link:57', bad_tour: 'tour=3' };
// Holding → at key repeat writes the address 30 times a second; browsers throttle (and warn about)
// more than some hundred replaceState calls in ten seconds, so writes are spaced this far apart.
const MIN_GAP_MS = 250;

export const defaultDetail = (kind) => (kind === 'sudoku' ? 'decisions' : 'links');

export class StepLink {
  /**
   * @param {{ copy: HTMLButtonElement, status: HTMLElement, printAddress: HTMLElement, openFull: HTMLAnchorElement }} els
   * @param {object} app  model, trace, kind, source, preset, rule, granularity, tour, method, cells (the
   *   Dancing Cells model, when asked for), finer (the side finer Steps move); setRule(r),
   *   setGranularity(g), setMethod(m) (async), setFiner(side), load(kind, text, opts), loadPreset(id, opts), seek(pos),
   *   seekCells(pos), seekPair(linksPos, cellsPos), showError(text), errorText()
   */
  constructor(els, app) {
    this.els = els;
    this.app = app;
    this.routing = false;
    this.lastWrite = -Infinity;
    this.timer = 0;
    els.copy.addEventListener('click', () => this.copy());
  }

  /** What is shown, as the address names it. */
  current() {
    const app = this.app;
    const problem = PRESET_IDS.includes(app.preset) ? { kind: 'preset', id: app.preset }
      : app.kind === 'sudoku' ? { kind: 'puzzle', text: app.source } : { kind: 'dlx1', text: app.source };
    const method = app.cells ? app.method : 'links';
    // Each side's place, in Steps of the size chosen: Dancing Cells counts its own Steps.
    const at = (model) => ({ granularity: app.granularity, ...stepOf(model, app.granularity, model.pos) });
    return {
      problem, rule: app.rule, detail: app.trace.detail, defaultDetail: defaultDetail(app.kind), notation: app.trace.order ?? 'paper',
      method, at: at(method === 'cells' ? app.cells : app.model), cellsAt: method === 'both' ? at(app.cells) : null, finer: app.finer,
      tour: app.tour.active ? app.tour.index + 1 : null,
    };
  }

  /** The whole address of what is shown. */
  href() {
    return `${location.origin}${location.pathname}${location.search}${formatAddress(this.current())}`;
  }

  /** Called after every drawn Step: the address follows, replacing itself (no history entry). */
  follow() {
    if (this.routing || !this.app.model) return;
    const wait = this.lastWrite + MIN_GAP_MS - performance.now();
    if (wait > 0) {
      if (!this.timer) this.timer = setTimeout(() => { this.timer = 0; this.follow(); }, wait);
      return;
    }
    const hash = formatAddress(this.current());
    if (hash !== location.hash) {
      history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
      this.lastWrite = performance.now();
    }
    this.els.printAddress.textContent = t('viz.print_address', { url: this.href() });
    // Embedded, "Open the full visualizer" opens this same position in a page of its own.
    this.els.openFull.href = `${location.pathname}${hash}`;
  }

  async copy() {
    const url = this.href();
    const status = this.els.status;
    try {
      await navigator.clipboard.writeText(url);
      status.textContent = t('viz.link_copied', { url });
    } catch {
      // No clipboard (an http page, a denied permission): the link is still said, to copy by hand.
      status.textContent = t('viz.link_copy_failed', { url });
    }
  }

  /** Whether the problem the address names is the one shown, with the same rule and detail. */
  #shown(problem, rule, detail, notation) {
    const app = this.app;
    if (!app.model || rule !== app.rule || notation !== (app.trace.order ?? 'paper')) return false;
    if (detail && detail !== app.trace.detail) return false;
    if (problem.kind === 'preset') return app.preset === problem.id;
    if (problem.kind === 'puzzle') return app.kind === 'sudoku' && !PRESET_IDS.includes(app.preset) && app.source === problem.text;
    return app.kind === 'dlx1' && !PRESET_IDS.includes(app.preset) && app.source === problem.text;
  }

  #load(problem, detail) {
    const opts = detail ? { detail } : {};
    if (problem.kind === 'preset') return this.app.loadPreset(problem.id, opts);
    if (problem.kind === 'puzzle') return this.app.load('sudoku', problem.text, { preset: 'game', ...opts });
    return this.app.load('dlx1', problem.text, { preset: 'own-dlx1', keepText: true, ...opts });
  }

  /** Shows what the address names: on the first load, and when the address is changed by hand. */
  async route(first) {
    const app = this.app;
    const address = parseAddress(location.hash);
    const problems = [...address.problems];
    let refused = '', failed = false;
    this.routing = true;
    try {
      // Links leave the default rule out: a link naming a problem without a rule means fewest options.
      const rule = address.rule ?? (first || address.problem ? 'fewest' : app.rule);
      app.setRule(rule);
      // Likewise the notation (a link without one is the paper's); a plain visit keeps the remembered one.
      const notation = address.notation ?? (address.problem ? 'paper' : app.notation);
      app.setNotation(notation);
      const knuth = { kind: 'preset', id: 'knuth' };
      const unusable = problems.some((p) => p.why === 'bad_preset' || p.why === 'empty');
      const problem = address.problem ?? (unusable || first ? knuth : null);
      if (problem && !this.#shown(problem, rule, address.detail, notation)) {
        const shown = await this.#load(problem, address.detail);
        // A step of the refused problem means nothing in the problem still shown.
        failed = !shown;
        if (!shown && !app.model && problem.kind !== 'preset') {
          // The engine refused the link's problem on arrival: a page with nothing drawn would look
          // loaded yet do nothing, so draw Knuth's example and keep the reason in view.
          const reason = app.errorText().replace(/([^.!?。])$/, '$1.');
          await app.loadPreset('knuth', { keepText: problem.kind === 'dlx1' });  // the refused text stays, to correct
          refused = t(problem.kind === 'puzzle' ? 'viz.link_refused' : 'viz.address.problem_refused', { refused: reason });
        }
      }
      if (address.tour) await app.tour.open(address.tour);
      // Likewise the Method: a link without one is Dancing Links', except at a tour stop, which
      // has just put on its own (#tour=9 is Dancing Cells beside Dancing Links).
      const method = address.method ?? (!address.tour && (first || address.problem) ? 'links' : app.method);
      let unavailable = false;
      if (app.model && !failed && method !== app.method) {
        await app.setMethod(method);
        unavailable = app.method !== method;
        if (unavailable) problems.push({ part: `method=${method}`, why: 'method_unavailable' });
      }
      if (unavailable || (!address.at && problems.some((p) => /^(at|cells)=/.test(p.part)))) this.#toStart();
      if (address.at && app.model && !failed && !unavailable) this.#seek(address, problems);
    } finally {
      this.routing = false;
    }
    this.#say(problems, refused);
  }

  // Moves to the link's step (each side's, side by side); a step the problem does not have is
  // said, and the problem shown from the start, as the words say.
  #seek(address, problems) {
    const app = this.app;
    const method = app.method;
    const where = positionOf(method === 'cells' ? app.cells : app.model, address.at);
    const cells = method === 'both' ? positionOf(app.cells, address.cellsAt ?? address.at) : null;
    const refused = where.problem ?? cells?.problem;
    if (refused) {
      problems.push(refused);
      this.#toStart();
      return;
    }
    app.setGranularity(address.at.granularity);
    if (method === 'both') app.setFiner(address.finer ?? 'cells');
    if (method === 'links') app.seek(where.pos);
    else if (method === 'cells') app.seekCells(where.pos);
    else app.seekPair(where.pos, cells.pos);
  }

  // The start of what is shown, by the Method's own stepper.
  #toStart() {
    const app = this.app;
    if (app.method === 'cells') app.seekCells(0);
    else if (app.method === 'both') app.seekPair(0, 0);
    else app.seek(0);
  }

  #say(problems, refused) {
    const app = this.app;
    const said = problems.map(({ part, why, values }) => t('viz.address.part', {
      part, why: t(`viz.address.why.${why}`, { ...FILLERS, choices: CHOICES[why] ?? '', example: EXAMPLES[why] ?? '', ...values }),
    }));
    if (said.length) said.unshift(t('viz.address.lead'));
    if (refused || said.length) app.showError([refused, ...said].filter(Boolean).join(' '));
    this.follow();
  }
}
