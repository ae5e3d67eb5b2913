// Stepping, playing and keyboard shortcuts for the visualizer. Playing runs on
// requestAnimationFrame: each frame applies as many steps as the speed allows (thousands per
// second are many steps per frame), stops at breakpoints, and draws once. Siblings: viz_app.js
// wires this to the model and views; trace_model.js does the stepping itself.
import { t } from '../i18n/i18n.js';

// The speed slider is logarithmic: position 0..100 -> 0.3 .. 5000 steps per second.
export const speedFromSlider = (v) => 0.3 * (5000 / 0.3) ** (Number(v) / 100);

export class Controls {
  /**
   * @param {object} els  buttons and inputs from dlx.html
   * @param {{ model: () => import('./trace_model.js').TraceModel|null, render: (announce: boolean) => void,
   *   beforeStep?: () => boolean, onBranching: (rule: string) => void, onPredict?: () => void }} hooks
   */
  constructor(els, hooks) {
    this.els = els;
    this.hooks = hooks;
    this.playing = false;
    this.busy = false; // a trace is loading (setBusy)
    this.frame = 0;
    this.budget = 0;
    this.lastTime = 0;
    els.step.addEventListener('click', () => this.step(1));
    els.back.addEventListener('click', () => this.step(-1));
    els.play.addEventListener('click', () => this.toggle());
    els.reset.addEventListener('click', () => this.jump(0));
    els.end.addEventListener('click', () => this.jump(Infinity));
    els.speed.addEventListener('input', () => this.#showSpeed());
    els.branching.addEventListener('change', () => hooks.onBranching(els.branching.value));
    // Another step size tells the story of the same position at that size ("what just changed").
    els.granularity.addEventListener('change', () => hooks.onGranularity?.());
    document.addEventListener('keydown', (event) => this.#key(event));
    this.#showSpeed();
  }

  get granularity() { return this.els.granularity.value; }
  get speed() { return speedFromSlider(this.els.speed.value); }

  #showSpeed() {
    const s = this.speed;
    this.els.speedOut.textContent = s < 10 ? s.toFixed(1) : String(Math.round(s));
  }

  /**
   * While a trace loads, the buttons wait (disabled): a Step or End pressed then would act on the
   * problem before, or on nothing. render()'s update() sets them for the new trace.
   */
  setBusy(busy) {
    this.busy = busy;
    for (const el of [this.els.reset, this.els.back, this.els.play, this.els.step, this.els.end]) el.disabled = busy;
  }

  step(dir) {
    const model = this.hooks.model();
    if (!model || this.busy) return;
    this.pause();
    if (dir > 0 && this.hooks.beforeStep && !this.hooks.beforeStep()) return;
    if (dir > 0) model.step(this.granularity);
    else model.back(this.granularity);
    this.hooks.render(true);
  }

  jump(pos) {
    const model = this.hooks.model();
    if (!model || this.busy) return;
    this.pause();
    model.seek(pos === Infinity ? model.length : pos);
    this.hooks.render(true);
  }

  toggle() {
    if (this.busy) return;
    if (this.playing) this.pause();
    else this.play();
  }

  play() {
    const model = this.hooks.model();
    if (!model || this.playing) return;
    if (model.atEnd) model.seek(0);
    this.playing = true;
    this.budget = 1;  // the first step shows at once
    this.lastTime = performance.now();
    this.#label();
    this.frame = requestAnimationFrame((now) => this.#tick(now));
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    cancelAnimationFrame(this.frame);
    this.#label();
    this.hooks.render(true);
  }

  /**
   * Nothing to go back to at the start, nothing to step into at the end: those buttons are
   * disabled. A button that is disabled while it has the focus hands the focus to the words that
   * say where the search stands, so the keyboard never falls back to the page's start, and never
   * to another button (Enter held on Step would walk back on Back; held on Reset, step on Step).
   */
  update(model) {
    const els = this.els;
    const had = document.activeElement;
    els.back.disabled = model.atStart;
    els.reset.disabled = model.atStart;
    els.step.disabled = model.atEnd;
    els.end.disabled = model.atEnd;
    if (had && had.disabled && [els.reset, els.back, els.step, els.end].includes(had)) els.narration.focus();
  }

  #label() {
    this.els.play.textContent = t(this.playing ? 'viz.pause' : 'viz.play');
    this.els.play.setAttribute('aria-pressed', String(this.playing));
  }

  #tick(now) {
    if (!this.playing) return;
    const begun = performance.now();
    const model = this.hooks.model();
    this.budget += ((now - this.lastTime) / 1000) * this.speed;
    this.lastTime = now;
    const g = this.granularity;
    let stop = false;
    // At most ~8 ms of stepping per frame, so input is never starved even at the top speed.
    const deadline = begun + 8;
    while (this.budget >= 1 && !stop) {
      model.step(g);
      this.budget -= 1;
      if (model.atEnd) stop = true;
      else if (this.els.breakSolution.checked && model.hits.solution) stop = true;
      else if (this.els.breakDeadEnd.checked && model.hits.deadEnd) stop = true;
      if (performance.now() > deadline) this.budget = Math.min(this.budget, 1);
    }
    const stepped = performance.now();
    this.hooks.render(false);
    // Marks for bench/viz_fps.mjs (and any profiler): stepping and drawing time per frame.
    performance.measure('viz-step', { start: begun, end: stepped });
    performance.measure('viz-render', { start: stepped, end: performance.now() });
    if (this.hooks.onFrame) this.hooks.onFrame(now);
    if (stop) this.pause();
    else this.frame = requestAnimationFrame((time) => this.#tick(time));
  }

  #key(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest?.('textarea, input[type="text"], select')) return;
    // The speed slider's own keys move the slider, and the picture's scrolling box (focused itself,
    // not a pickable header in it) scrolls with them: not the trace ("." and "," still step).
    const ownsKey = target.closest?.('input[type="range"]') || target.id === 'structure';
    if (ownsKey && /^(Arrow|Page|Home$|End$)/.test(event.key)) return;
    const keys = {
      ArrowRight: () => this.step(1), '.': () => this.step(1), ArrowLeft: () => this.step(-1), ',': () => this.step(-1),
      ' ': () => this.toggle(), Home: () => this.jump(0), End: () => this.jump(Infinity),
      1: () => this.#setGranularity('link'), 2: () => this.#setGranularity('cover'),
      3: () => this.#setGranularity('decision'), 4: () => this.#setGranularity('solution'),
      s: () => { this.#setGranularity('solution'); this.step(1); },
      b: () => {
        const b = this.els.branching;
        b.value = b.value === 'fewest' ? 'leftmost' : 'fewest';
        b.dispatchEvent(new Event('change'));
      },
      p: () => {
        this.els.predict.checked = !this.els.predict.checked;
        this.els.predict.dispatchEvent(new Event('change'));
      },
    };
    const action = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!action) return;
    // Space on a control it already works (a button, a checkbox, a summary that opens its details,
    // a pickable cell of the picture) belongs to that control: the play shortcut leaves it alone.
    if (event.key === ' ' && target.closest?.('button, input[type="checkbox"], summary, a, [role="button"]')) return;
    event.preventDefault();
    action();
  }

  #setGranularity(g) {
    this.els.granularity.value = g;
    this.hooks.onGranularity?.();
  }
}
