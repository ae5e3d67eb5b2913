// Shared pieces of the visualizer's Playwright tests: opening dlx.html and collecting what the
// page reports as an error, so a spec fails on any console error or uncaught exception; and the
// walk of every link step checked against the engine's records (viz_defects, viz_notation); what
// a position shows, to compare two ways of getting there (viz_classroom, viz_tree).
import { expect } from '@playwright/test';

/**
 * Opens the visualizer at `where` ('' or a '#…' hash after dlx.html, or a path such as
 * 'dlx.html?embed=1#…') and returns the list its errors are collected in. atStart: wait until it
 * shows the first record (a plain visit); otherwise until the page is ready (a link to a step).
 */
export async function openViz(page, where = '', { atStart = true } = {}) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(where === '' || where.startsWith('#') ? `dlx.html${where}` : where);
  if (atStart) await expect(page.locator('#position')).toContainText(/record 0 of \d+/);
  else await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  return errors;
}

/**
 * Everything a position shows: the figure's and the problem's DOM, the words, code line, counters,
 * lists. (An emptied class list leaves class="" behind, which shows nothing: it is not a difference.)
 */
export async function shown(page) {
  return page.evaluate(() => {
    const text = (id) => document.getElementById(id).textContent;
    // What is hidden is not shown, whatever attributes it kept from an earlier step.
    const dom = (el) => {
      const copy = el.cloneNode(true);
      copy.querySelectorAll('[hidden]').forEach((h) => h.remove());
      return copy.outerHTML.replace(/ class=""/g, '');
    };
    return {
      figure: dom(document.querySelector('#structure svg')),
      problem: dom(document.getElementById('problem')),
      words: text('narration'), position: text('position'), partial: text('partial'), tree: text('tree'),
      counters: document.querySelector('[data-testid="counters"]').textContent,
      line: document.querySelector('#code li.current')?.dataset.line ?? null,
      statement: document.querySelector('#code .stmt.current')?.textContent ?? null,
      granularity: document.getElementById('granularity').value,
    };
  });
}

// Runs in the page: presses Step at link granularity to the end and, after every press, checks the
// figure against the worker's records replayed here. Returns the step count and the first problems.
export function walkLinks() {
  const trace = globalThis.dlxViz.trace, W = trace.width, R = trace.records, s = trace.structure;
  const op = (i) => R[i * W], f = (i, k) => R[i * W + k];
  const OP = { choose: 0, deadEnd: 1, tryOption: 2, uncover: 6, write: 7, solution: 8, solutionOption: 9, backtrack: 10, size: 11, step: 12 };
  // Each option's nodes, read from the structure's tops: options follow the headers one after
  // another, a spacer (top <= 0) between two.
  const nodesOf = [];
  for (let x = s.size.length, k = -1; x < s.top.length; x++) {
    if (s.top[x] <= 0) nodesOf[++k] = [];
    else nodesOf[k].push(x);
  }
  // The partial solution as the records build it: a try sets its level's option and enters the
  // next level; a choose or a backtrack stands at a level (a backtrack keeps that level's option
  // until the next try); a level's uncover(c) after its options leaves it (level 0's empties it).
  const choice = [], chosenItem = [];
  let depth = 0, lastDecision = -1;
  const FIELDS = ['prev', 'next', 'up', 'down', 'size'];
  const links = { prev: [...s.prev], next: [...s.next], up: [...s.up], down: [...s.down], size: [...s.size] };
  const n = s.size.length - 1, total = R.length / W;
  const heads = trace.primary < n ? [0, n + 1] : [0];
  let applied = 0;
  const $ = (id) => document.getElementById(id);
  const bad = [];
  let steps = 0, greenSeen = 0;
  for (; !$('step').disabled && steps < 5000; steps++) {
    $('step').click();
    const pos = globalThis.dlxViz.model.pos;
    for (; applied < pos; applied++) {
      const o = op(applied);
      if (o === OP.write) links[FIELDS[f(applied, 2)]][f(applied, 1)] = f(applied, 4);
      else if (o === OP.choose) { depth = f(applied, 1); chosenItem[depth] = f(applied, 2); }
      else if (o === OP.tryOption) { choice[f(applied, 1)] = f(applied, 3); depth = f(applied, 1) + 1; }
      else if (o === OP.backtrack) depth = f(applied, 1) + 1;
      // uncover(c) of the level's own item, once an option of it was tried: the level is left.
      else if (o === OP.uncover && lastDecision !== OP.choose && lastDecision !== OP.deadEnd && depth > 0 && f(applied, 1) === chosenItem[depth - 1]) depth--;
      if ([OP.choose, OP.tryOption, OP.backtrack, OP.solution, OP.deadEnd].includes(o)) lastDecision = o;
    }
    // The write this step ends with (after it only step, size and solution-option records).
    let w = pos - 1;
    // (In TAOCP's order an uncover record with no writes after it trails too: it only closes the unhides.)
    while (w >= 0 && ([OP.step, OP.size, OP.solutionOption].includes(op(w)) || (op(w) === OP.uncover && op(w + 1) !== OP.write))) w--;
    const write = w >= 0 && op(w) === OP.write ? { target: f(w, 1), field: FIELDS[f(w, 2)], old: f(w, 3), now: f(w, 4) } : null;
    const linkWrite = write && write.field !== 'size' ? write : null;
    const sizeWrite = write && write.field === 'size' ? write : null;
    // The dead end the trace records: a dead-end record with no decision after it yet.
    let dead = -1;
    for (let i = pos - 1; i >= 0; i--) {
      const o = op(i);
      if (o === OP.deadEnd) { dead = f(i, 2); break; }
      if (o === OP.choose || o === OP.tryOption || o === OP.backtrack || o === OP.solution) break;
    }
    const inList = new Set(heads);
    for (const h of heads) for (let i = links.next[h], g = 0; i !== h && g <= n + 1; i = links.next[i], g++) inList.add(i);
    const linked = new Set();
    for (let c = 1; c <= n; c++) for (let x = links.down[c]; x !== c; x = links.down[x]) linked.add(x);
    const problems = [];
    // Every arrow drawn is a link that exists now, or (the ghost) the one just overwritten.
    for (const path of document.querySelectorAll('#structure path.link[data-field]:not(.ghost)')) {
      const from = Number(path.dataset.from), field = path.dataset.field;
      if (!(field in links) || field === 'size') problems.push(`arrow for ${field}`);
      else if (Number(path.dataset.to) !== links[field][from]) problems.push(`${field}[${from}] drawn to ${path.dataset.to}, is ${links[field][from]}`);
    }
    const ghost = document.querySelector('#structure path.ghost');
    const ghostShown = !ghost.hasAttribute('hidden');
    if (ghostShown !== !!linkWrite) problems.push(`ghost ${ghostShown ? 'drawn' : 'missing'} (write ${JSON.stringify(write)})`);
    if (ghostShown && linkWrite && (ghost.dataset.field !== linkWrite.field || Number(ghost.dataset.from) !== linkWrite.target || Number(ghost.dataset.to) !== linkWrite.old)) problems.push('ghost is not the overwritten link');
    const changing = [...document.querySelectorAll('#structure path.changing')].map((p) => `${p.dataset.field}[${p.dataset.from}]`);
    const wantChanging = linkWrite ? [`${linkWrite.field}[${linkWrite.target}]`] : [];
    if (JSON.stringify(changing) !== JSON.stringify(wantChanging)) problems.push(`changing ${changing}, want ${wantChanging}`);
    // Every size shown is the trace's; a size write shows the old one struck through, then the new.
    for (const g of document.querySelectorAll('#structure .header[data-item]')) {
      const i = Number(g.dataset.item);
      if (i < 1 || i > n) continue;
      const size = g.querySelector('text.size');
      const old = size.querySelector('.size-old'), now = size.querySelector('.size-new');
      if (sizeWrite?.target === i) {
        if (old?.textContent !== String(sizeWrite.old) || now?.textContent !== String(sizeWrite.now)) problems.push(`size write of ${i} shown as "${size.textContent}"`);
        else if (getComputedStyle(old).textDecorationLine !== 'line-through') problems.push('old size not struck through');
      } else if (old || size.textContent !== String(links.size[i])) problems.push(`size of ${i} shown "${size.textContent}", is ${links.size[i]}`);
      // The colours follow the key: red (with its ✗) only for the recorded dead end; faded = out.
      const red = g.classList.contains('empty');
      if (red !== (i === dead)) problems.push(`item ${i} ${red ? 'red' : 'not red'}, dead end ${dead}`);
      const mark = g.querySelector('.dead-mark');
      if (red && (!mark || getComputedStyle(mark).display === 'none')) problems.push('dead end without its ✗');
      if (g.classList.contains('out') === inList.has(i)) problems.push(`item ${i} out=${g.classList.contains('out')}`);
    }
    // The nodes drawn green (chosen) are exactly those of the partial solution's options.
    const green = new Set();
    for (let level = 0; level < depth; level++) for (const x of nodesOf[choice[level]]) green.add(x);
    for (const g of document.querySelectorAll('#structure .node[data-node]')) {
      const x = Number(g.dataset.node);
      if (g.classList.contains('out') === linked.has(x)) problems.push(`node ${x} out=${g.classList.contains('out')}`);
      if (g.classList.contains('chosen') !== green.has(x)) problems.push(`node ${x} ${green.has(x) ? 'not green, in' : 'green, not in'} the partial solution`);
    }
    greenSeen = Math.max(greenSeen, green.size);
    if (problems.length && bad.length < 6) bad.push(`step ${steps + 1} (record ${pos}): ${problems.slice(0, 4).join('; ')}`);
  }
  return { steps, bad, end: globalThis.dlxViz.model.pos === total, greenSeen };
}
