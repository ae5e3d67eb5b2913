// Composition root of the page: wires the form's buttons to the engine worker (engine/engine_client.js)
// and shows answers as an accessible table and one status line. No game state yet: each button
// reads the textarea afresh.
import { EngineClient } from './engine/engine_client.js';

const client = new EngineClient();
const $ = (id) => document.getElementById(id);
const form = $('puzzle-form');
const input = $('puzzle');
const statusLine = $('status');
const cancelButton = $('cancel');
const actionButtons = [...form.querySelectorAll('button[data-action]')];
let running = null; // the AbortController of the action in progress

// ---- view ------------------------------------------------------------------------------------

function setStatus(text, tone = 'info') {
  statusLine.textContent = text;
  statusLine.dataset.tone = tone;
}

// Buttons are never `disabled`: that would drop keyboard focus each time a quick action runs.
// Cancel is aria-disabled while idle instead, and a new action supersedes one in progress.
function setBusy(busy) {
  cancelButton.setAttribute('aria-disabled', String(!busy));
  form.setAttribute('aria-busy', String(busy));
}

function visuallyHidden(text) {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

/**
 * Shows a board. `puzzle` (line form) decides which cells are givens; `values` is what to show
 * (the solution, or the puzzle itself); `marks` maps a cell index to { kind, note } for cells to
 * point out (conflicts, cells where two solutions differ).
 */
function renderBoard({ title, size, boxRows, boxCols, puzzle, values, marks = new Map() }) {
  const table = $('board');
  table.replaceChildren();
  table.style.setProperty('--n', size);
  table.classList.toggle('large', size > 9);

  const head = table.createTHead().insertRow();
  head.appendChild(document.createElement('td'));
  for (let c = 0; c < size; c++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = `c${c + 1}`;
    head.appendChild(th);
  }
  const body = table.createTBody();
  for (let r = 0; r < size; r++) {
    const row = body.insertRow();
    if ((r + 1) % boxRows === 0 && r + 1 < size) row.classList.add('box-bottom');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = `r${r + 1}`;
    row.appendChild(th);
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      const td = row.insertCell();
      if ((c + 1) % boxCols === 0 && c + 1 < size) td.classList.add('box-right');
      const value = values[cell];
      if (value !== '.') td.append(value);
      if (puzzle[cell] !== '.') {
        td.classList.add('given');
        td.append(visuallyHidden(', given'));
      } else if (value === '.') {
        td.append(visuallyHidden('empty'));
      }
      const mark = marks.get(cell);
      if (mark) {
        td.classList.add(mark.kind);
        td.append(visuallyHidden(`, ${mark.note}`));
      }
    }
  }
  $('board-title').textContent = title;
  $('legend-rest').textContent = values === puzzle
    ? 'are the givens.'
    : 'are the givens; the others were filled in by the solver.';
  $('board-section').hidden = false;
}

function hideBoard() {
  $('board-section').hidden = true;
}

// ---- actions ---------------------------------------------------------------------------------

function cellName(cell, size) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

const actions = {
  async solve(text, signal) {
    const result = await client.solve(text, 0, { signal });
    if (result.status === 'solved') {
      renderBoard({ ...result, title: 'Solution', values: result.solution });
      setStatus(`Solved in ${result.nodes} nodes, ${result.updates} updates.`, 'good');
    } else if (result.status === 'no_solution') {
      renderBoard({ ...result, title: 'Puzzle (no solution)', values: result.puzzle });
      setStatus(`No solution: no digit repeats, but the givens cannot be completed (${result.nodes} nodes searched).`, 'bad');
    } else {
      hideBoard();
      setStatus(`Gave up after ${result.nodes} nodes without an answer.`, 'bad');
    }
  },

  async count(text, signal) {
    const limit = $('limit').value.trim() === '' ? 2 : Number($('limit').value);
    const result = await client.count(text, limit, 0, { signal });
    if (result.count === 0) {
      renderBoard({ ...result, title: 'Puzzle (no solution)', values: result.puzzle });
      setStatus(`No solution (${result.nodes} nodes searched).`, 'bad');
    } else if (result.count === 1 && result.complete) {
      renderBoard({ ...result, title: 'The only solution', values: result.first });
      setStatus(`Exactly one solution (${result.nodes} nodes searched).`, 'good');
    } else if (result.count === 1) {
      renderBoard({ ...result, title: 'One solution', values: result.first });
      setStatus(`1 solution found; counting stopped at the limit of 1 (${result.nodes} nodes searched).`, 'info');
    } else {
      const differ = [];
      for (let cell = 0; cell < result.first.length; cell++) {
        if (result.second && result.first[cell] !== result.second[cell]) differ.push(cell);
      }
      const marks = new Map(differ.map((cell) => [cell, { kind: 'differs', note: 'differs in another solution' }]));
      renderBoard({ ...result, title: 'First of several solutions', values: result.first, marks });
      const more = result.complete ? `${result.count} solutions` : `${result.count} or more solutions`;
      const where = differ.map((cell) => cellName(cell, result.size)).join(', ');
      setStatus(`${more}: the first two differ at ${where}.`, 'bad');
    }
  },

  async check(text, signal) {
    const result = await client.validate(text, { signal });
    if (result.conflicts.length > 0) {
      const marks = new Map();
      for (const conflict of result.conflicts) {
        for (const cell of conflict.cells) marks.set(cell, { kind: 'conflict', note: 'breaks a rule' });
      }
      renderBoard({ ...result, title: 'Puzzle with conflicts', values: result.puzzle, marks });
      setStatus(`Not valid: ${result.conflicts.map((c) => c.text).join('; ')}`, 'bad');
      return;
    }
    renderBoard({ ...result, title: 'Puzzle', values: result.puzzle });
    if (!result.solvable) {
      setStatus('No solution: no digit repeats, but the givens cannot be completed.', 'bad');
    } else if (result.complete) {
      setStatus('Solved: every cell is filled and no rule is broken.', 'good');
    } else {
      const { count } = await client.count(text, 2, 0, { signal });
      setStatus(count === 1
        ? 'Valid: no rule is broken and the puzzle has exactly one solution.'
        : 'Valid so far, but the puzzle has 2 or more solutions.', count === 1 ? 'good' : 'bad');
    }
  },

  async generate(_text, signal) {
    const result = await client.generate({}, { signal });
    input.value = result.puzzle;
    renderBoard({ ...result, title: 'New puzzle', values: result.puzzle });
    setStatus(`New puzzle with ${plural(result.clues, 'clue')} (seed ${result.seed}). Press Solve to see its solution.`, 'good');
  },
};

function describeError(error) {
  switch (error.code) {
    case 'conflict': return `Not valid: ${error.message}`;
    case 'parse': case 'size': return `Could not read the puzzle: ${error.message}`;
    case 'cancelled': return 'Cancelled.';
    case 'engine_load': case 'worker': return `${error.message[0].toUpperCase()}${error.message.slice(1)}.`;
    default: return `Error: ${error.message}`;
  }
}

async function runAction(name) {
  running?.abort();
  const controller = new AbortController();
  running = controller;
  setBusy(true);
  setStatus('Working…');
  try {
    await actions[name](input.value, controller.signal);
  } catch (error) {
    if (running !== controller) return; // superseded by a newer action
    if (error.code !== 'cancelled') hideBoard();
    setStatus(describeError(error), error.code === 'cancelled' ? 'info' : 'bad');
  } finally {
    if (running === controller) {
      running = null;
      setBusy(false);
    }
  }
}

// ---- wiring ----------------------------------------------------------------------------------

form.addEventListener('submit', (event) => {
  event.preventDefault();
  runAction('solve');
});
for (const button of actionButtons) {
  if (button.type !== 'submit') button.addEventListener('click', () => runAction(button.dataset.action));
}
cancelButton.addEventListener('click', () => running?.abort());

client.version().then(
  (version) => {
    $('engine-version').textContent = `Engine: ${version}, WebAssembly in a Web Worker.`;
    if (!running) setStatus('Ready.');
  },
  (error) => setStatus(describeError(error), 'bad'),
);
