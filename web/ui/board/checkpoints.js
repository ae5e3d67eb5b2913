// The Checkpoints panel: save the position under a name, go back to any checkpoint on the way to
// the board, or back to the last position with no wrong digit. It only sends semantic events
// (game_controller.js turns them into 'checkpoint' and 'back' move records, game/moves.js) and
// shows what the controller pushes; the list is rebuilt only when it changes, so a focused button
// keeps its focus. Siblings: keypad.js, controls.js.
import { localize, t } from '../../i18n/i18n.js';

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/**
 * @param {HTMLDetailsElement} panel  the panel (its <summary> names it)
 * @param {Function} dispatch  takes { type: 'checkpoint', name } / { type: 'back', to, name } / { type: 'back-mistake' }
 */
export function createCheckpoints(panel, dispatch) {
  const summary = panel.querySelector('summary');
  const input = el('input', { type: 'text', id: 'checkpoint-name', name: 'checkpoint-name', maxLength: 40, autocomplete: 'off' });
  const label = el('label', { htmlFor: input.id });
  const save = el('button', { type: 'submit' });
  save.dataset.testid = 'checkpoint-save';
  const form = el('form', { className: 'checkpoint-form' }, label, el('div', { className: 'checkpoint-row' }, input, save));
  const listTitle = el('h3', { id: 'checkpoint-list-title', className: 'visually-hidden' });
  const list = el('ol', { className: 'checkpoint-list' });
  list.setAttribute('aria-labelledby', listTitle.id);
  const none = el('p', { className: 'help' });
  const mistake = el('button', { type: 'button', className: 'quiet' });
  mistake.dataset.testid = 'checkpoint-mistake';
  const mistakeNote = el('p', { className: 'help', id: 'checkpoint-mistake-note' });
  mistake.setAttribute('aria-describedby', mistakeNote.id);
  const body = el('div', { className: 'checkpoints' }, form, listTitle, none, list, mistake, mistakeNote);
  body.dataset.testid = 'checkpoints';
  panel.append(body);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    dispatch({ type: 'checkpoint', name: input.value });
    input.value = '';
  });
  list.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-to]');
    if (button) dispatch({ type: 'back', to: Number(button.dataset.to), name: button.dataset.name });
  });
  mistake.addEventListener('click', () => {
    if (mistake.getAttribute('aria-disabled') !== 'true') dispatch({ type: 'back-mistake' });
  });

  let shown = null;
  let last = { checkpoints: [], solutionKnown: false, checking: false };
  const draw = () => {
    const { checkpoints, solutionKnown, checking } = last;
    const key = JSON.stringify(checkpoints);
    localize(summary, checkpoints.length ? 'cp.title_n' : 'cp.title', { n: checkpoints.length });
    label.textContent = t('cp.name');
    input.placeholder = t('cp.default', { n: checkpoints.length + 1 });
    save.textContent = t('cp.save');
    listTitle.textContent = t('cp.list');
    none.textContent = t('cp.none');
    none.hidden = checkpoints.length > 0;
    list.hidden = checkpoints.length === 0;
    if (key !== shown) {
      shown = key;
      // Newest first: the one a player most often returns to.
      list.replaceChildren(...checkpoints.slice().reverse().map(({ name, to, moves }) => {
        const button = el('button', { type: 'button', className: 'quiet' });
        button.dataset.to = String(to);
        button.dataset.moves = String(moves);
        button.dataset.name = name;
        return el('li', {}, button);
      }));
    }
    for (const button of list.querySelectorAll('button')) {
      const { name } = button.dataset;
      button.replaceChildren(el('span', { className: 'checkpoint-name' }, t('cp.go', { name })),
        ' ', el('span', { className: 'checkpoint-when' }, t('cp.after', { n: Number(button.dataset.moves) })));
    }
    mistake.textContent = t('cp.mistake');
    mistake.setAttribute('aria-disabled', String(!solutionKnown));
    mistakeNote.textContent = t(!solutionKnown ? 'cp.no_solution' : checking ? 'cp.mistake_free' : 'cp.mistake_help');
  };
  draw();

  return {
    /** state: { checkpoints: [{ name, to }], solutionKnown, checking } (GameController.render). */
    update(state) {
      last = state;
      draw();
    },
    relabel: draw,
  };
}
