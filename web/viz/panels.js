// The panels kept in step with the picture: pseudo-code with the current line, the partial
// solution O0…Ok, the search tree so far (drawn by tree_view.js, and its newest entries as text),
// DLX1's counters, and the narration (mirrored into an
// aria-live region only when the player stops, so screen readers are not flooded while playing).
import { t } from '../i18n/i18n.js';
import { pseudocode } from './narration.js';
import { OP } from './trace_model.js';

const TREE_MAX = 120;

export class Panels {
  constructor(els) {
    this.els = els;  // { code, partial, tree, treeView, nodes, updates, solutions, position, narration, live }
    this.lastLive = '';
    this.listsDrawn = 0;
    this.#codeLines('paper');
  }

  // The code panel in a notation: the paper's pseudo-code or TAOCP's Algorithm X (notation.js).
  #codeLines(notation) {
    if (notation === this.notation) return;
    this.notation = notation;
    const els = this.els;
    els.code.dataset.notation = notation;
    this.lines = new Map();
    this.statements = new Map();  // line id -> its assignment spans, in order
    els.code.replaceChildren(...pseudocode(notation).map(([id, segments]) => {
      const li = document.createElement('li');
      li.dataset.line = id;
      const spans = [];
      for (const segment of segments) {
        if (typeof segment === 'string') li.append(segment);
        else {
          const span = document.createElement('span');
          span.className = 'stmt';
          span.textContent = segment[0];
          spans.push(span);
          li.append(span);
        }
      }
      this.lines.set(id, li);
      this.statements.set(id, spans);
      return li;
    }));
  }

  /**
   * @param {import('./trace_model.js').TraceModel} model
   * @param {{ item: Function, option: Function, rule: string }} names
   * @param {ReturnType<import('./narration.js').story>} story  what the last Step did (narration.js)
   */
  render(model, names, story, { announce = false, rebuild = false } = {}) {
    let text = story.text;
    if (model.atEnd) {
      const c = model.counters();
      text = model.trace.status === 'complete' && !model.trace.truncated
        ? `${text} ${t('viz.n.end', { solutions: c.solutions, nodes: c.nodes, updates: c.updates })}`
        : `${text} ${t('viz.n.end_partial')}`;
    }
    const narration = this.els.narration;
    if (narration.textContent !== text) narration.textContent = text;
    narration.dataset.item = String(story.item);
    narration.dataset.line = story.line;
    this.#codeLines(names.notation ?? 'paper');
    this.#code(story);
    const c = model.counters();
    this.els.nodes.textContent = String(c.nodes);
    this.els.updates.textContent = String(c.updates);
    this.els.solutions.textContent = String(c.solutions);
    this.els.position.textContent = t('viz.position', { pos: model.pos, total: model.length });
    // While playing, the lists (DOM rebuilds and a layout for the tree's scroll) are redrawn a few
    // times a second, not every frame: the picture and counters keep 60 fps.
    const now = performance.now();
    if (rebuild) this.partialKey = null;
    if (announce || rebuild || now - this.listsDrawn > 200) {
      this.listsDrawn = now;
      this.#partial(model, names);
      this.#tree(model, names, rebuild);
      this.els.treeView.render(model, names, { rebuild });
    }
    if (announce && text !== this.lastLive) {
      this.els.live.textContent = text;
      this.lastLive = text;
    }
    return story;
  }

  // The line that finished last is current; inside cover(c) or uncover(c) the search line that
  // called it stays marked as the caller, and a link step lights the one assignment it did.
  #code(story) {
    for (const [id, li] of this.lines) {
      const current = id === story.line;
      li.classList.toggle('current', current);
      li.classList.toggle('caller', id === story.caller);
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
      this.statements.get(id).forEach((span, k) => span.classList.toggle('current', current && k === story.statement));
    }
  }

  #partial(model, names) {
    const options = model.partialSolution();
    // Empty before the first option is tried (choosing an item chooses no option), and again once
    // the search has undone its last one.
    const empty = model.triedAny ? 'viz.partial_undone' : 'viz.partial_empty';
    const key = options.length ? options.join(',') : empty;
    if (key === this.partialKey) return;  // unchanged: no DOM work
    this.partialKey = key;
    if (!options.length) {
      this.els.partial.replaceChildren(Object.assign(document.createElement('li'), { className: 'empty', textContent: t(empty) }));
      return;
    }
    this.els.partial.replaceChildren(...options.map((k, level) => {
      const li = document.createElement('li');
      li.textContent = `O${level}: ${names.option(k)}`;
      return li;
    }));
  }

  // The last TREE_MAX tree events before the position. Playing forward only appends the new
  // entries and drops the oldest; stepping back, a new trace or a new language rebuilds the list.
  #tree(model, names, rebuild) {
    const end = model.treeCount(), start = Math.max(0, end - TREE_MAX);
    const shown = this.treeShown;
    const tree = this.els.tree;
    const incremental = !rebuild && shown && shown.model === model && end >= shown.end && start < shown.end;
    if (incremental && end === shown.end) return;
    if (incremental) {
      for (let k = shown.start; k < start; k++) tree.querySelector('li:not(.more)')?.remove();
      const add = [];
      for (let k = shown.end; k < end; k++) add.push(this.#treeEntry(model, names, k));
      tree.append(...add);
    } else {
      this.more = document.createElement('li');
      this.more.className = 'more';
      const items = [this.more];
      for (let k = start; k < end; k++) items.push(this.#treeEntry(model, names, k));
      tree.replaceChildren(...items);
    }
    this.more.hidden = start === 0;
    if (start > 0) this.more.textContent = t('viz.tree.more', { count: start });
    this.treeShown = { model, start, end };
    // Scrolled to the newest entry on the next frame: reading scrollHeight now would force a
    // layout on every step.
    if (!this.scrollPending) {
      this.scrollPending = true;
      requestAnimationFrame(() => {
        this.scrollPending = false;
        tree.scrollTop = tree.scrollHeight;
      });
    }
  }

  // The k-th tree event, indented by its level (a solution sits at the level of the event before it).
  #treeEntry(model, names, k) {
    const i = model.treeIndex[k];
    const li = document.createElement('li');
    const op = model.op(i);
    const levelOf = (j) => (j < 0 ? 0 : model.op(model.treeIndex[j]) === OP.solution ? levelOf(j - 1) : model.field(model.treeIndex[j], 1));
    if (op === OP.choose) {
      li.textContent = t('viz.tree.choose', { level: model.field(i, 1), item: names.item(model.field(i, 2)), size: model.field(i, 3) });
    } else if (op === OP.tryOption) {
      li.textContent = `→ ${t('viz.tree.try', { option: names.option(model.field(i, 3)) })}`;
    } else if (op === OP.solution) {
      li.textContent = `✓ ${t('viz.tree.solution')}`;
      li.className = 'solution';
    } else {
      li.textContent = `✗ ${t('viz.tree.dead_end', { item: names.item(model.field(i, 2)) })}`;
      li.className = 'dead-end';
    }
    li.style.setProperty('--level', String(levelOf(k)));
    return li;
  }
}
