// New games from the engine's generator. Until a difficulty grader exists, levels are what they
// really are: how many clues the generator leaves (it digs symmetric pairs of clues while the
// solution stays unique, and stops at the target or earlier). Also the "New game" dialog.

export const SIZES = Object.freeze([
  { size: 4, boxRows: 2, boxCols: 2 },
  { size: 6, boxRows: 2, boxCols: 3 },
  { size: 9, boxRows: 3, boxCols: 3 },
  { size: 16, boxRows: 4, boxCols: 4 },
]);

// Shares of the board left as clues: 36, 30 and 26 of 81 on a 9x9 board.
const TARGETS = [
  { id: 'gentle', share: 36 / 81, suffix: ' (gentle)' },
  { id: 'medium', share: 30 / 81, suffix: '' },
  { id: 'sparse', share: 26 / 81, suffix: '' },
];

export function shapeOf(size) {
  return SIZES.find((s) => s.size === size) ?? SIZES[2];
}

/** The levels offered for a board size: [{ id, label, options }] (options go to engine.generate). */
export function levelsFor(size) {
  const cells = size * size;
  const levels = [];
  const seen = new Set();
  for (const target of TARGETS) {
    let clues = Math.round(target.share * cells);
    // With 180-degree symmetry an even board's clues come in pairs.
    if (size % 2 === 0 && clues % 2 === 1) clues += 1;
    if (seen.has(clues)) continue;
    seen.add(clues);
    levels.push({ id: target.id, label: `${clues} clues${target.suffix}`, options: { symmetry: 'rot180', clues } });
  }
  levels.push({ id: 'minimal', label: 'As few as possible (minimal)', options: { minimal: true } });
  return levels;
}

export function levelFor(size, id) {
  const levels = levelsFor(size);
  return levels.find((l) => l.id === id) ?? levels[0];
}

/** The name a level goes by in the statistics and the game line: "9×9, 30 clues". */
export function levelName(size, level) {
  return `${size}×${size}, ${level.label}`;
}

/** Options for engine.generate: shape, level and seed. */
export function generateOptions(size, levelId, seed) {
  const { boxRows, boxCols } = shapeOf(size);
  return { ...levelFor(size, levelId).options, boxRows, boxCols, seed };
}

function radio(name, value, label, checked) {
  const wrap = document.createElement('label');
  wrap.className = 'choice';
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = name;
  input.value = value;
  input.checked = checked;
  wrap.append(input, ` ${label}`);
  return wrap;
}

/**
 * The New game dialog. open({size, level, inProgress}) shows it; onStart({size, level}) is
 * called when the player presses Start (Cancel and Escape do nothing).
 */
export function createNewGameDialog(dialog, onStart) {
  const form = dialog.querySelector('form');
  const sizes = dialog.querySelector('[data-sizes]');
  const levels = dialog.querySelector('[data-levels]');
  const warning = dialog.querySelector('[data-warning]');

  const showLevels = (size, levelId) => {
    const choices = levelsFor(size);
    const chosen = choices.find((l) => l.id === levelId) ?? choices[0];
    levels.replaceChildren(...choices.map((l) => radio('level', l.id, l.label, l === chosen)));
  };
  sizes.addEventListener('change', () => {
    const size = Number(form.elements.size.value);
    showLevels(size, form.elements.level.value);
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'start') return;
    onStart({ size: Number(form.elements.size.value), level: form.elements.level.value });
  });

  return {
    open({ size, level, inProgress }) {
      const known = SIZES.some((s) => s.size === size) ? size : 9;
      sizes.replaceChildren(...SIZES.map((s) => radio('size', String(s.size), `${s.size}×${s.size}`, s.size === known)));
      showLevels(known, level);
      warning.hidden = !inProgress;
      dialog.returnValue = '';
      dialog.showModal();
      // Start on the chosen size (the browser would pick the first radio, which is not the choice).
      sizes.querySelector('input:checked')?.focus();
    },
  };
}
