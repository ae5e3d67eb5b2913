// The scored quiz on dlx.html: questions from exercises.js asked at their moment of the trace (the
// page seeks there first), answered in a real form (Enter checks), graded from the trace, each
// verdict said in a live region and shown in the picture (the page seeks to the step with the
// answer), and at the end a results line to copy to a teacher. Owns its box (#quiz) and nothing
// else; viz_app.js hands it the model and a way to show a position. Siblings: exercises.js
// (questions, grading, step links), worksheet.js (the printable sheet), exercises.css.
import { onLanguageChange, t } from '../i18n/i18n.js';
import { formatAddress, matrixProblem, stepAt } from './address.js';
import { grade, notationOf, quizQuestions, writeLabel } from './exercises.js';
import { inNotation } from './notation.js';

const make = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

export class QuizPanel {
  /**
   * @param {HTMLElement} host  the empty, hidden <section id="quiz">
   * @param {{ model: () => import('./trace_model.js').TraceModel|null, names: () => object, kind: () => string,
   *   preset: () => string, source: () => string, rule: () => string, detail: () => string,
   *   show: (pos: number) => void, now?: () => Date }} hooks
   */
  constructor(host, hooks) {
    this.host = host;
    this.hooks = hooks;
    this.questions = [];
    this.index = 0;
    this.answers = [];  // per question: { right, given, why } once answered
    this.model = null;
    host.classList.add('quiz');
    host.setAttribute('aria-labelledby', 'quiz-title');
    host.dataset.testid = 'quiz';
    this.title = make('h2', { id: 'quiz-title', tabIndex: -1 });
    this.intro = make('p', { className: 'hint-text' });
    this.progress = make('p', { className: 'quiz-progress' });
    this.prompt = make('p', { className: 'quiz-prompt', id: 'quiz-prompt' });
    this.field = make('div', { className: 'quiz-field' });
    this.check = make('button', { type: 'submit' });
    this.form = make('form', { className: 'quiz-form', noValidate: true }, this.prompt, this.field, this.check);
    // One live region for everything the quiz says: verdicts, explanations, "copied".
    this.feedback = make('div', { className: 'quiz-feedback', role: 'status' });
    this.feedback.setAttribute('aria-live', 'polite');
    this.next = make('button', { type: 'button', className: 'quiz-next' });
    this.again = make('button', { type: 'button', className: 'quiet' });
    this.leave = make('button', { type: 'button', className: 'quiet' });
    this.results = make('div', { className: 'quiz-results', hidden: true });
    host.replaceChildren(this.title, this.intro, this.progress, this.form, this.feedback,
      make('div', { className: 'row quiz-buttons' }, this.next, this.again, this.leave), this.results);
    this.form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.#submit();
    });
    // Enter on a choice checks it, as in a text box (browsers differ on radio buttons).
    this.form.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.target.type === 'radio') {
        event.preventDefault();
        this.#submit();
      }
    });
    // The page's shortcuts (arrows step, Space plays) must not fire while a choice or a box of the
    // quiz has the keys: the arrows move between choices there.
    host.addEventListener('keydown', (event) => { if (event.target.matches?.('input')) event.stopPropagation(); });
    this.next.addEventListener('click', () => (this.index + 1 < this.questions.length ? this.#ask(this.index + 1) : this.#finish()));
    this.again.addEventListener('click', () => this.#reveal(this.index, true));
    this.leave.addEventListener('click', () => this.close());
    onLanguageChange(() => {
      this.#redraw();
      if (this.finished) this.#drawResults();
    });
  }

  get open() { return !this.host.hidden; }

  /** Opens the quiz on the problem shown now, at its first question. */
  start() {
    this.host.hidden = false;
    this.model = this.hooks.model();
    this.questions = this.model && this.hooks.kind() === 'dlx1' ? quizQuestions(this.model) : [];
    this.answers = [];
    this.feedbackText = '';
    this.finished = false;
    this.results.hidden = true;
    this.feedback.classList.remove('quiz-done');
    if (this.questions.length) return this.#ask(0);  // the answer box takes the focus
    this.#redraw();
    return this.title.focus();
  }

  close() {
    this.host.hidden = true;
    this.hooks.closed?.();
  }

  // ---- the question --------------------------------------------------------------------------
  #names() {
    const names = this.hooks.names();
    const n = this.model.itemCount;
    const item = (i) => (names.short ?? names.item)(i);
    const node = (x) => (x === 0 ? t('viz.root') : x === n + 1 ? t('viz.root2') : x <= n ? item(x) : String(x));
    const option = (k) => `${k + 1} (${names.option(k)})`;
    return { item, node, option };
  }

  #promptText(q) {
    const { item, option } = this.#names();
    if (q.kind === 'restore') return t('viz.ex.q.restore', { cover: item(q.uncoverItem), option: option(q.option), node: q.node });
    return t(`viz.ex.q.${q.kind}`, { item: item(q.item), target: q.target ? item(q.target) : '', before: q.before });
  }

  // Another problem (or rule, or detail) was loaded since the quiz began: its questions are about
  // a trace no longer shown, so the quiz starts again on the new one.
  #stale() {
    if (this.hooks.model() === this.model) return false;
    this.start();
    return true;
  }

  #ask(k) {
    if (this.#stale()) return undefined;
    this.index = k;
    this.feedbackText = '';
    this.hooks.show(this.questions[k].pos);
    this.#redraw();
    this.field.querySelector('input')?.focus();
  }

  #redraw() {
    this.title.textContent = t('viz.ex.title');
    this.leave.textContent = t('viz.ex.leave');
    this.again.textContent = t('viz.ex.show');
    this.check.textContent = t('viz.ex.check');
    const q = this.questions[this.index];
    const answered = this.answers[this.index];
    const none = !this.questions.length;
    this.form.hidden = none || this.finished;
    this.next.hidden = none || !answered || this.finished;
    this.again.hidden = none || !answered || this.finished;
    this.intro.textContent = t('viz.ex.intro');
    this.intro.hidden = none || this.finished;
    this.progress.textContent = none ? t(this.model && this.hooks.kind() === 'dlx1' ? 'viz.ex.none' : 'viz.ex.matrix_only')
      : t('viz.ex.progress', { n: this.index + 1, total: this.questions.length, right: this.#score() });
    // At the end the live region says the score (and shows it): not twice.
    this.progress.hidden = !!this.finished;
    this.next.textContent = t(this.index + 1 < this.questions.length ? 'viz.ex.next' : 'viz.ex.results_button');
    this.feedback.textContent = this.feedbackText ? this.#feedbackFor(this.index) : '';
    if (none || this.finished) return;
    this.prompt.textContent = inNotation(this.#promptText(q), notationOf(this.model));
    this.check.disabled = !!answered;
    this.#field(q, answered);
  }

  // A text box (a list of numbers, or one number), or one radio button per write to choose from.
  #field(q, answered) {
    const key = `${this.index}:${q.kind}`;
    if (this.field.dataset.key !== key) {
      this.field.dataset.key = key;
      if (q.kind === 'restore') {
        const legend = make('legend');
        const choices = q.choices.map((c, k) => {
          // None chosen at first: a choice checked in advance would sometimes be the answer.
          const input = make('input', { type: 'radio', name: 'quiz-choice', value: String(k), id: `quiz-choice-${k}` });
          return make('label', { className: 'quiz-choice' }, input, ' ', make('code', { className: 'choice-text' }));
        });
        this.field.replaceChildren(make('fieldset', {}, legend, ...choices));
      } else {
        const input = make('input', { type: 'text', id: 'quiz-input', autocomplete: 'off', spellcheck: false, inputMode: q.kind === 'hide' ? 'text' : 'numeric' });
        input.setAttribute('aria-describedby', 'quiz-prompt quiz-hint');
        this.field.replaceChildren(make('label', { htmlFor: 'quiz-input' }), input, make('p', { id: 'quiz-hint', className: 'hint-text' }));
      }
    }
    const label = this.field.querySelector('label[for="quiz-input"], legend');
    label.textContent = t('viz.ex.answer');
    const hint = this.field.querySelector('#quiz-hint');
    if (hint) hint.textContent = t(q.kind === 'hide' ? 'viz.ex.hint_numbers' : 'viz.ex.hint_number');
    const { node } = this.#names();
    this.field.querySelectorAll('.choice-text').forEach((code, k) => { code.textContent = writeLabel(q.choices[k], node, notationOf(this.model)); });
    for (const input of this.field.querySelectorAll('input')) input.disabled = !!answered;
  }

  // ---- answering -------------------------------------------------------------------------------
  #submit() {
    if (this.#stale() || this.answers[this.index] || this.finished) return;
    const q = this.questions[this.index];
    const raw = q.kind === 'restore' ? this.field.querySelector('input:checked')?.value ?? '' : this.field.querySelector('input').value;
    const verdict = grade(q, raw);
    if (verdict.why === 'unreadable') {
      // Not counted: a typo is not a wrong idea about Dancing Links.
      this.feedbackText = 'unreadable';
      this.feedback.textContent = t(q.kind === 'restore' ? 'viz.ex.choose' : 'viz.ex.unreadable');
      this.field.querySelector('input').focus();
      return;
    }
    this.answers[this.index] = verdict;
    this.feedbackText = 'verdict';
    this.#reveal(this.index);
    this.#redraw();
    this.next.focus();
  }

  // The picture moves to the step that shows the answer (after the cover, or the restoring write);
  // asked for by a button, it is also scrolled into view (on a phone it is below the quiz).
  #reveal(k, scroll = false) {
    if (this.#stale()) return;
    this.hooks.show(this.questions[k].revealPos, scroll);
  }

  #score() { return this.answers.filter((a) => a?.right).length; }

  #link(pos) {
    const problem = matrixProblem(this.hooks.preset(), this.hooks.source());
    const hash = formatAddress({
      problem, rule: this.hooks.rule(), detail: this.hooks.detail(), defaultDetail: 'links', notation: notationOf(this.model), at: stepAt(this.model, pos),
    });
    return new URL(`dlx.html${hash}`, location.href).href;
  }

  #feedbackFor(k) {
    if (this.feedbackText === 'unreadable') return t(this.questions[k].kind === 'restore' ? 'viz.ex.choose' : 'viz.ex.unreadable');
    const q = this.questions[k], a = this.answers[k];
    const { item, node, option } = this.#names();
    const notation = notationOf(this.model);
    const given = q.kind === 'restore' ? writeLabel(q.choices[a.given], node, notation) : a.given.join(', ');
    let why;
    if (q.kind === 'hide') {
      const byOption = [];
      for (const h of q.hides) {
        const last = byOption[byOption.length - 1];
        if (last && last.option === h.option) last.nodes.push(h.node);
        else byOption.push({ option: h.option, nodes: [h.node] });
      }
      const detail = byOption.map((o) => t('viz.ex.a.hide_option', { option: option(o.option), nodes: o.nodes.join(', ') })).join('; ');
      why = t(a.why === 'order' ? 'viz.ex.a.hide_order' : 'viz.ex.a.hide', { item: item(q.item), answer: q.answer.join(', '), detail });
    } else if (q.kind === 'size') {
      why = t('viz.ex.a.size', { target: item(q.target), before: q.before, answer: q.answer, item: item(q.item), count: q.hides.length, nodes: q.hides.map((h) => h.node).join(', ') });
    } else if (q.kind === 'cost') {
      why = t('viz.ex.a.cost', { item: item(q.item), answer: q.answer, hides: q.hides.length });
    } else {
      const bypass = q.choices.find((c, i) => i !== q.answer && c.field === q.choices[q.answer].field && c.target === q.choices[q.answer].target);
      why = t('viz.ex.a.restore', { node: q.node, answer: writeLabel(q.choices[q.answer], node, notation), bypass: bypass ? writeLabel(bypass, node, notation) : '—' });
    }
    const parts = [t(a.right ? 'viz.ex.right' : 'viz.ex.wrong'), a.right ? '' : inNotation(why, notation), a.right ? '' : t('viz.ex.you_said', { given }),
      t('viz.ex.see_step', { link: this.#link(q.revealPos) })];
    return parts.filter(Boolean).join(' ');
  }

  // ---- the end ------------------------------------------------------------------------------------
  #finish() {
    this.finished = true;
    this.feedbackText = '';
    this.#redraw();
    this.#drawResults();
    this.results.querySelector('textarea').focus();
  }

  /** The line a student copies to the teacher: problem, score, date and the step of every mistake. */
  resultsLine() {
    const total = this.questions.length, right = this.#score();
    const date = (this.hooks.now?.() ?? new Date()).toISOString().slice(0, 10);
    const missed = this.questions.map((q, k) => [q, k]).filter(([, k]) => !this.answers[k]?.right);
    const tail = missed.length ? t('viz.ex.line_missed', { list: missed.map(([q, k]) => `${k + 1} (${this.#link(q.pos)})`).join(', ') }) : t('viz.ex.line_all');
    return `${t('viz.ex.line', { problem: this.hooks.preset(), right, total, date })}, ${tail}`;
  }

  #drawResults() {
    const total = this.questions.length, right = this.#score();
    const line = make('textarea', { id: 'quiz-line', readOnly: true, rows: 4, value: this.resultsLine(), spellcheck: false });
    const copy = make('button', { type: 'button' }, t('viz.ex.copy'));
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(line.value);
        this.feedback.textContent = t('viz.ex.copied');
      } catch {
        line.select();
        this.feedback.textContent = t('viz.ex.copy_failed');
      }
    });
    const mistakes = this.questions.map((q, k) => [q, k]).filter(([, k]) => !this.answers[k]?.right).map(([q, k]) => {
      const show = make('button', { type: 'button', className: 'quiet' }, t('viz.ex.show'));
      show.addEventListener('click', () => this.#reveal(k, true));
      return make('li', {}, make('span', {}, t('viz.ex.mistake', { n: k + 1, prompt: this.#promptText(q) })), ' ', show);
    });
    const restart = make('button', { type: 'button' }, t('viz.ex.restart'));
    restart.addEventListener('click', () => this.start());
    this.results.replaceChildren(
      make('label', { htmlFor: 'quiz-line' }, t('viz.ex.results_label')), line,
      make('div', { className: 'row' }, copy, restart),
      ...(mistakes.length ? [make('h3', {}, t('viz.ex.mistakes')), make('ol', { className: 'quiz-mistakes' }, ...mistakes)] : []),
    );
    this.results.hidden = false;
    this.feedback.textContent = t('viz.ex.done', { right, total });
    this.feedback.classList.add('quiz-done');
  }
}
