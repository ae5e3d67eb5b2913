// The "Solution path" panel: the grader's steps for the current puzzle (engine solutionPath), in
// the page's language (redrawn on a switch, at the step chosen); choosing a step shows a small
// board as it stands after that step, beside the player's own board, which never changes. The
// list's own numbers are the steps' (one numbering). "Working out the steps…" stands only while
// the engine works: the steps, or the reason there are none, replace it. Loaded on first use (app.js).
// Beside the person's rating, the machine's effort: Knuth's estimate of the nodes the Dancing
// Links search takes on this puzzle (estimateSearch), asked after the path so it never delays it.
// Siblings: words/hint_text.js (the step sentences), game/path_replay.js (the boards).
import { symbolFor } from '../../game/moves.js';
import { boxEdges, isClassic } from '../../game/geometry.js';
import { variantUi } from '../variants/variant_kit.js';
import { pathBoards } from '../../game/path_replay.js';
import { language, t } from '../../i18n/i18n.js';
import { withTeachCalls } from '../../engine/engine_calls_teach.js';
import { stepText, techniqueName } from '../../words/hint_text.js';

// Probes for the machine's effort: a few milliseconds, and within about 5 % on the hardest puzzles.
const EFFORT_PROBES = 300;

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/**
 * @param {{panel: HTMLElement, button: HTMLButtonElement, engine: object, getGame: () => object}} parts
 */
export function createSolutionPath({ panel, button, engine: client, getGame }) {
  // The game's client with the estimate's call (engine_calls_teach.js: not in the first load).
  const engine = withTeachCalls(client);
  let shownFor = null;
  let shown = null; // { game, path, chosen }: what the panel shows, to redraw it in another language

  // The board's lines and rules as the main board draws them (board_view.js): box edges, or a
  // variant's regions, diagonals, windows and cages (variant_drawing.js, loaded with the variant game).
  function drawingOf(geometry) {
    const ui = variantUi();
    const variant = !isClassic(geometry.variant) && ui;
    const drawing = variant ? ui.variantDrawing(geometry) : null;
    return { drawing, id: variant ? ui.variantId(geometry.variant) : '', ...(drawing ?? boxEdges(geometry.size, geometry.boxRows, geometry.boxCols)) };
  }

  function board(values, changed, geometry, n) {
    const grid = el('div', { className: 'path-board' });
    grid.style.setProperty('--n', geometry.size);
    const { drawing, id, edgeRight, edgeBottom } = drawingOf(geometry);
    if (id) grid.dataset.variant = id;
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', t('path.board', { n }));
    grid.dataset.testid = 'path-board';
    grid.dataset.line = Array.from(values, (d) => (d ? symbolFor(d) : '.')).join('');
    values.forEach((d, cell) => {
      const span = el('span', {}, ...(drawing ? drawing.decor(cell) : []), d ? symbolFor(d) : '');
      span.dataset.cell = String(cell);
      if (changed.has(cell)) span.className = 'changed';
      else if (getGame().isGiven(cell)) span.className = 'given';
      if (drawing) span.classList.add(...drawing.classes(cell));
      if (edgeRight(cell)) span.dataset.boxRight = '';
      if (edgeBottom(cell)) span.dataset.boxBottom = '';
      grid.append(span);
    });
    return grid;
  }

  function effortText(effort) {
    if (!effort) return t('path.effort_loading');
    const figure = (x) => Math.round(x).toLocaleString(language());
    return t('path.effort', { nodes: figure(effort.nodes), spread: figure(effort.spread), probes: EFFORT_PROBES });
  }

  async function measureEffort(game) {
    let answer;
    try {
      answer = await engine.estimateSearch(game.puzzleText, { kind: 'sudoku', probes: EFFORT_PROBES, seed: 1 });
    } catch {
      answer = null;  // the person's rating stands alone
    }
    if (!shown || shown.game !== game) return;
    shown.effort = answer ? { nodes: answer.mean.nodes, spread: answer.stderr.nodes } : null;
    const line = panel.querySelector('.path-effort');
    if (!line) return;
    if (answer) line.textContent = effortText(shown.effort);
    else line.remove();
  }

  function render(game, path, chosen = 0) {
    shown = { game, path, chosen, effort: shown?.game === game ? shown.effort : undefined };
    const geometry = game.geometry; // with the game's rules: the path is graded under them too
    const boardAt = pathBoards(game.puzzle, path.steps);
    const where = el('p', { className: 'path-where' });
    where.setAttribute('aria-live', 'polite');
    const holder = el('div');
    const list = el('ol');
    const choose = (n, item) => {
      shown.chosen = n;
      for (const b of list.querySelectorAll('button')) b.removeAttribute('aria-current');
      item?.setAttribute('aria-current', 'step');
      const { values, changed } = boardAt(n);
      holder.replaceChildren(board(values, changed, geometry, n));
      where.textContent = t('path.showing', { n, count: path.steps.length });
    };
    const start = el('button', { type: 'button', textContent: t('path.start') });
    start.addEventListener('click', () => choose(0, start));
    const items = path.steps.map((step, i) => {
      const item = el('button', { type: 'button', textContent: t('path.step', { n: i + 1, text: stepText(step, geometry) }) });
      item.addEventListener('click', () => choose(i + 1, item));
      list.append(el('li', {}, item));
      return item;
    });
    const summary = t('path.summary', {
      level: t(`level.${path.level}`), score: path.score.toFixed(1),
      hardest: path.hardest ? techniqueName(path.hardest) : '–', count: path.steps.length,
    });
    const close = el('button', { type: 'button', className: 'quiet', textContent: t('path.close') });
    close.addEventListener('click', () => toggle(false));
    panel.replaceChildren(
      el('h2', { id: 'path-title', textContent: t('path.title') }),
      el('p', { textContent: summary }),
      ...(shown.effort === null ? [] : [el('p', { className: 'path-effort', textContent: effortText(shown.effort) })]),
      start, list,
      ...(path.solvedLogically ? [] : [el('p', { textContent: t('path.stuck') })]),
      where, holder, close,
    );
    choose(chosen, chosen ? items[chosen - 1] : start);
  }

  async function open() {
    const game = getGame();
    if (shownFor === game.puzzle) return;
    shown = null;
    const loading = el('p', { textContent: t('path.loading') });
    panel.setAttribute('aria-busy', 'true');
    panel.replaceChildren(el('h2', { id: 'path-title', textContent: t('path.title') }), loading);
    try {
      // With its rules: a variant's path is graded under its own houses and cages.
      const path = await engine.solutionPath(game.puzzleText);
      if (getGame() !== game || panel.hidden) return;
      render(game, path);
      shownFor = game.puzzle;
      measureEffort(game);
    } catch (error) {
      if (getGame() === game) loading.replaceWith(el('p', { textContent: t('path.failed', { reason: error.message }) }));
    } finally {
      panel.removeAttribute('aria-busy');
    }
  }

  function toggle(show = panel.hidden) {
    panel.hidden = !show;
    button.setAttribute('aria-expanded', String(show));
    if (show) open();
    else button.focus();
  }

  return {
    toggle,
    /** The language changed: an open panel is drawn again in it, at the same step. */
    relabel() {
      if (panel.hidden) return;
      if (shown && shown.game === getGame()) render(shown.game, shown.path, shown.chosen);
      else if (!shown) {
        const title = panel.querySelector('#path-title');
        if (title) title.textContent = t('path.title');
        const loading = panel.querySelector('h2 + p');
        if (loading && panel.getAttribute('aria-busy') === 'true') loading.textContent = t('path.loading');
      }
    },
    /** The game changed: the panel closes (it described the old puzzle). */
    reset() {
      shownFor = null;
      shown = null;
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
    },
  };
}
