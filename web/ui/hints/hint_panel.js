// The hint panel: the hint's words (hint_text.js), a chain in the usual notation, what the next
// press will do, the key to the board's marks (open the first time a step is shown, then a
// closed disclosure: shown once, not in every hint), the buttons for the next stage (Show the
// step, Apply it, Close) and the drawing on the board (hint_overlay.js). It shows what the
// controller hands it and sends the buttons back as semantic events; the stages themselves are
// moves in the game (moves.js 'hint' and 'step'), so undo and redo walk through them.
import { language, t } from '../../i18n/i18n.js';
import { createHintOverlay } from './hint_overlay.js';
import { expertNotation } from '../../words/notation.js';
import { hintDrawing } from '../../game/hint_drawing.js';
import { explain, hintMarks, nudgeParts } from '../../words/hint_text.js';

const NS = 'http://www.w3.org/2000/svg';
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

// A small sample of each mark, drawn with the board layer's own classes (styles.css), for the key.
function swatch(kind) {
  const box = document.createElementNS(NS, 'svg');
  box.setAttribute('viewBox', '0 0 28 16');
  box.setAttribute('class', 'hint-swatch');
  box.setAttribute('aria-hidden', 'true');
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    if (text) node.textContent = text;
    box.append(node);
    return node;
  };
  if (kind === 'house') add('rect', { class: 'hint-house', x: 2, y: 2, width: 24, height: 12, rx: 3 });
  else if (['strong', 'weak', 'implies'].includes(kind)) {
    add('path', { class: `hint-link hint-link-${kind}`, d: 'M2,8 L24,8' });
    if (kind === 'implies') add('path', { class: 'hint-arrowhead', d: 'M20,4 L27,8 L20,12 z' });
  } else {
    const g = add('g', { class: `hint-mark hint-${kind}` });
    const rect = document.createElementNS(NS, 'rect');
    for (const [k, v] of Object.entries({ x: 7, y: 1, width: 14, height: 14, rx: 3 })) rect.setAttribute(k, String(v));
    const text = document.createElementNS(NS, 'text');
    for (const [k, v] of Object.entries({ x: 14, y: 8.5, 'font-size': 11 })) text.setAttribute(k, String(v));
    text.textContent = '5';
    g.append(rect, text);
    if (kind === 'remove') {
      const line = document.createElementNS(NS, 'line');
      for (const [k, v] of Object.entries({ x1: 9, y1: 13, x2: 19, y2: 3 })) line.setAttribute(k, String(v));
      g.append(line);
    }
  }
  return box;
}

/** The kinds of mark a drawing uses, in the key's order. */
function kindsOf(drawing) {
  const kinds = new Set();
  if (drawing.houses.length) kinds.add('house');
  for (const c of drawing.candidates) kinds.add(c.role);
  for (const l of drawing.links) kinds.add(l.kind);
  return ['house', 'proof', 'on', 'off', 'strong', 'weak', 'implies', 'remove', 'place'].filter((k) => kinds.has(k));
}

/**
 * @param {{panel: HTMLElement, grid: HTMLElement, dispatch: Function, keySeen?: () => boolean,
 *   markKeySeen?: () => void}} parts  panel holds [data-hint-text], [data-hint-notation],
 *   [data-hint-apply], [data-hint-key], [data-hint-action] buttons and #hint-descriptions.
 *   keySeen/markKeySeen remember that the key was shown once (the page keeps it in its settings).
 *   hintButton: the page's Hint button, described at stage 2 by what its next press will do.
 */
export function createHintPanel({
  panel, grid, dispatch, hintButton = null, keySeen = () => false, markKeySeen = () => {}, focusBoard = () => {},
}) {
  const text = panel.querySelector('[data-hint-text]');
  const notation = panel.querySelector('[data-hint-notation]');
  const apply = panel.querySelector('[data-hint-apply]');
  const key = panel.querySelector('[data-hint-key]');
  const buttons = [...panel.querySelectorAll('[data-hint-action]')];
  const overlay = createHintOverlay(grid, panel.querySelector('#hint-descriptions'));
  const label = { 'hint-show': 'hint.show', 'hint-apply': 'hint.apply', 'hint-close': 'hint.close' };
  let shown = null; // what is on screen: { step, stage, lang } or { message, lang }

  panel.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault(); // the focus stays on the board
  });
  panel.addEventListener('click', async (event) => {
    const button = event.target.closest('[data-hint-action]');
    if (!button) return;
    const pressedByKey = document.activeElement === button; // a pointer leaves the focus on the board
    await dispatch({ type: button.dataset.hintAction });
    // The button pressed is gone now (Show the step becomes Apply it; Apply and Close end the
    // hint): the focus goes on to Apply it, or back to the board, never to the page's body.
    if (!pressedByKey || (!button.hidden && !panel.hidden)) return;
    const applyButton = buttons.find((b) => b.dataset.hintAction === 'hint-apply');
    if (!panel.hidden && applyButton && !applyButton.hidden) applyButton.focus();
    else focusBoard();
  });

  const showButtons = (visible) => {
    for (const button of buttons) {
      button.textContent = t(label[button.dataset.hintAction]);
      button.hidden = !visible.includes(button.dataset.hintAction);
    }
  };

  function showKey(drawing) {
    const summary = el('summary', { textContent: t('hint.key.title') });
    const items = kindsOf(drawing).map((kind) => el('li', {}, swatch(kind), el('span', { textContent: t(`hint.key.${kind}`) })));
    key.replaceChildren(summary, el('ul', {}, ...items));
    key.hidden = items.length === 0;
    // Open the first time a step is drawn, where there is room beside the board; a closed
    // disclosure after that, and on a phone (the player opens it).
    const first = !keySeen() && Boolean(globalThis.matchMedia?.('(min-width: 52rem)').matches);
    key.open = first;
    if (first) markKeySeen();
  }

  // At stage 2 the Hint button's next press applies the step: its description says what that does.
  const describeHint = (on) => {
    if (!hintButton) return;
    if (on) hintButton.setAttribute('aria-describedby', apply.id);
    else hintButton.removeAttribute('aria-describedby');
  };

  // On a phone the panel sits under the board: scroll so that it ends at the bottom of the screen,
  // with as much of the board as fits above it (never past the panel's own top).
  const reveal = () => {
    const box = panel.getBoundingClientRect();
    const top = box.top + globalThis.scrollY;
    const bottom = box.bottom + globalThis.scrollY;
    const target = Math.max(0, Math.min(bottom - globalThis.innerHeight + 8, top - 8));
    if (Math.abs(target - globalThis.scrollY) > 1) globalThis.scrollTo({ top: target });
  };

  return {
    /**
     * null hides the panel; { message } shows words only (a mistake, no hint); { stage, step,
     * geometry } shows a hint at stage 1 (nudge) or 2 (the whole step).
     */
    show(state) {
      if (!state) {
        panel.hidden = true;
        shown = null;
        overlay.clear();
        describeHint(false);
        document.body.classList.remove('hint-open');
        return;
      }
      const lang = `${language()}${expertNotation() ? '+expert' : ''}`; // redraw when either changes
      const opening = panel.hidden;
      panel.hidden = false;
      document.body.classList.add('hint-open');
      if (state.message) {
        if (shown?.message === state.message && shown.lang === lang) return;
        shown = { message: state.message, lang };
        text.textContent = state.message;
        notation.hidden = true;
        apply.hidden = true;
        key.hidden = true;
        showButtons(['hint-close']);
        overlay.clear();
        describeHint(false);
        if (opening) reveal();
        return;
      }
      const { stage, step, geometry } = state;
      // Renders come with every move: redraw only when the hint itself (or the language) changed.
      if (shown?.step === step && shown.stage === stage && shown.lang === lang) return;
      const fresh = shown?.stage !== stage || shown?.step !== step;
      shown = { step, stage, lang };
      const drawing = hintDrawing(step, geometry, stage);
      if (stage === 1) {
        const nudge = nudgeParts(step, geometry);
        text.replaceChildren(el('strong', { textContent: nudge.title }), `${t('hint.title_sep')}${nudge.rest}`);
        notation.hidden = true;
        apply.hidden = true;
        key.hidden = true;
      } else {
        const words = explain(step, geometry);
        text.replaceChildren(el('strong', { textContent: words.title }), `${t('hint.title_sep')}${words.why}`);
        notation.textContent = words.notation ?? '';
        notation.hidden = !words.notation || !expertNotation(); // the precise form, for those who asked for it
        apply.textContent = words.apply;
        apply.hidden = false;
        showKey(drawing);
      }
      showButtons(stage === 1 ? ['hint-show', 'hint-close'] : ['hint-apply', 'hint-close']);
      describeHint(stage === 2);
      overlay.show(drawing, hintMarks(step, geometry, stage), geometry);
      if (opening || fresh) reveal();
    },
  };
}
