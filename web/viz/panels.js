// The panels kept in step with the picture: pseudo-code with the current line, the partial
// solution O0…Ok, the search tree so far, DLX1's counters, and the narration (mirrored into an
// aria-live region only when the player stops, so screen readers are not flooded while playing).
import { t } from '../i18n/i18n.js';
import { PSEUDOCODE, narrate } from './narration.js';
import { OP } from './trace_model.js';

const TREE_MAX = 120;

export class Panels {
  constructor(els) {
    this.els = els;  // { code, partial, tree, nodes, updates, solutions, position, narration, live }
    this.lines = new Map();
    els.code.replaceChildren(...PSEUDOCODE.map(([id, text]) => {
      const li = document.createElement('li');
      li.textContent = text;
      li.dataset.line = id;
      this.lines.set(id, li);
      return li;
    }));
    this.lastLive = '';
    this.listsDrawn = 0;
  }

  /** @param {{ item: Function, option: Function, rule: string }} names */
  render(model, names, { announce = false } = {}) {
    const story = narrate(model, names);
    let text = story.text;
    if (model.atEnd) {
      const c = model.counters();
      text = model.trace.status === 'complete' && !model.trace.truncated
        ? `${text} ${t('viz.n.end', { solutions: c.solutions, nodes: c.nodes, updates: c.updates })}`
        : `${text} ${t('viz.n.end_partial')}`;
    }
    this.els.narration.textContent = text;
    for (const [id, li] of this.lines) li.classList.toggle('current', id === story.line);
    const current = this.lines.get(story.line);
    if (current) current.setAttribute('aria-current', 'step');
    for (const li of this.lines.values()) if (li !== current) li.removeAttribute('aria-current');
    const c = model.counters();
    this.els.nodes.textContent = String(c.nodes);
    this.els.updates.textContent = String(c.updates);
    this.els.solutions.textContent = String(c.solutions);
    this.els.position.textContent = t('viz.position', { pos: model.pos, total: model.length });
    // While playing, the lists (DOM rebuilds and a layout for the tree's scroll) are redrawn a few
    // times a second, not every frame: the picture and counters keep 60 fps.
    const now = performance.now();
    if (announce || now - this.listsDrawn > 200) {
      this.listsDrawn = now;
      this.#partial(model, names);
      this.#tree(model, names);
    }
    if (announce && text !== this.lastLive) {
      this.els.live.textContent = text;
      this.lastLive = text;
    }
    return story;
  }

  #partial(model, names) {
    const options = model.partialSolution();
    if (!options.length) {
      this.els.partial.replaceChildren(Object.assign(document.createElement('li'), { textContent: t('viz.partial_empty') }));
      return;
    }
    this.els.partial.replaceChildren(...options.map((k, level) => {
      const li = document.createElement('li');
      li.textContent = `O${level}: ${names.option(k)}`;
      return li;
    }));
  }

  #tree(model, names) {
    const all = model.treeEvents(model.pos, TREE_MAX + 1);
    const shown = all.slice(-TREE_MAX);
    const items = [];
    if (all.length > TREE_MAX) {
      const li = document.createElement('li');
      li.className = 'more';
      li.textContent = t('viz.tree.more', { count: '…' });
      items.push(li);
    }
    let level = 0;
    for (const i of shown) {
      const li = document.createElement('li');
      const op = model.op(i);
      if (op === OP.choose) {
        level = model.field(i, 1);
        li.textContent = t('viz.tree.choose', { level, item: names.item(model.field(i, 2)), size: model.field(i, 3) });
      } else if (op === OP.tryOption) {
        level = model.field(i, 1);
        li.textContent = `→ ${t('viz.tree.try', { option: names.option(model.field(i, 3)) })}`;
      } else if (op === OP.solution) {
        li.textContent = `✓ ${t('viz.tree.solution')}`;
        li.className = 'solution';
      } else {
        li.textContent = `✗ ${t('viz.tree.dead_end', { item: names.item(model.field(i, 2)) })}`;
        li.className = 'dead-end';
      }
      li.style.setProperty('--level', String(level));
      items.push(li);
    }
    this.els.tree.replaceChildren(...items);
    this.els.tree.scrollTop = this.els.tree.scrollHeight;
  }
}
