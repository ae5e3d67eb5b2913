// "Create or import": a modal dialog where the player pastes a puzzle in any format the engine reads
// (docs: engine/include/dlx/puzzle_format.hpp) or types givens into a grid, while a live meter shows
// the DLX count: no solution, exactly one, or two or more (with where the first two differ).
// Siblings: givens_grid.js (the boards), dialog_kit.js (DOM and modal helpers), dialogs.css.
import { h, setUpDialog, uniqueId } from './dialog_kit.js';
import { localize, onLanguageChange, t } from '../../i18n/i18n.js';
import { variantId } from '../../game/variant.js';
import { variantLabel } from '../../words/variant_words.js';
import { GRID_SHAPES, GivensGrid, gridText, lineToDigits, renderSolutionPair, shapeName } from './givens_grid.js';
import { cellName, isClassic, makeGeometry } from '../../game/geometry.js';
import { loadVariants } from '../variants/variant_kit.js';
import { readShareHash } from '../../game/share.js';
import { findFormatControl, isolateQuoted } from '../../words/format_controls.js';

/** Texts longer than this are refused before the engine sees them (one puzzle is well under 2 KB). */
export const MAX_TEXT_BYTES = 100 * 1024;
/**
 * Search nodes one count may spend. With limit 2 a sensible puzzle needs a few hundred; this bounds
 * the rare hard case (a sparse, contradictory 25x25) to about a second in the worker.
 */
export const COUNT_NODE_BUDGET = 1_000_000;
const DEBOUNCE_MS = 250;
const LISTED_CELLS = 24; // differing cells named in the text before "and N more"

// The engine's format names (puzzle_format.hpp) -> catalog keys (catalog_dialogs.js).
const FORMAT_NAMES = new Set(['line', 'grid', 'boxed', 'sdk', 'sudoku-exchange', 'qqwing-csv', 'test-line', 'sudokuwiki',
  'sudokuwiki-candidates', 'sudoku-exchange-link', 'share-link', 'solo']);

const nodes = (n) => t('imp.nodes', { n: Number(n).toLocaleString('en'), count: n });
const sentence = (text) => (text ? text[0].toUpperCase() + text.slice(1) : text);
const withStop = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The text's size in UTF-8 bytes, counted without encoding it (a pasted file may be huge). */
// A device whose only pointer is a finger (a phone, a tablet without keyboard or mouse).
const touchOnly = () => Boolean(globalThis.matchMedia?.('(pointer: coarse)').matches && !globalThis.matchMedia('(any-pointer: fine)').matches);

export function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one character of four bytes
      i += 1;
    } else bytes += 3; // the rest of the BMP, and a lone surrogate (encoded as U+FFFD)
  }
  return bytes;
}

function listCells(cells, describe) {
  const shown = cells.slice(0, LISTED_CELLS).map(describe);
  const sep = t('list.sep');
  if (cells.length > LISTED_CELLS) return t('imp.more_cells', { list: shown.join(sep), n: cells.length - LISTED_CELLS });
  return shown.length > 1 ? t('imp.and', { list: shown.slice(0, -1).join(sep), last: shown.at(-1) }) : shown.join('');
}

/**
 * @param {{dialog: HTMLDialogElement, engine: import('../../engine/engine_client.js').EngineClient,
 *   onPlay: (game: {puzzle: string, boxRows: number, boxCols: number, variant: object|null,
 *     solutionCount: 0|1|2, countComplete: boolean, format: string}) => void}} options
 *   variant: the engine's reading of the puzzle's rules (X, Windoku, jigsaw, killer); null for classic.
 *   solutionCount 2 means "two or more", and also "not known to be unique" when the search hit its
 *   node budget (countComplete false); the page should then not check against a solution.
 *   Of the engine only parse, count and validate are used, each with {signal}.
 *   confirmPlay (optional): asked, with { puzzle, boxRows, boxCols, fields }, before the dialog
 *   closes to play; false keeps the dialog open with its text (the player chose to keep the game
 *   in progress). onPlay's game carries fields too: the engine's variant fields ('' for classic).
 * @returns {{open(initialText?: string): void}}
 */
export function createImportDialog({ dialog, engine, onPlay, confirmPlay = async () => true }) {
  const id = (name) => uniqueId(`${dialog.id || 'import'}-${name}`);
  const ids = {
    heading: id('title'), intro: id('intro'), text: id('text'), textHelp: id('text-help'), gridTitle: id('grid-title'),
    gridHelp: id('grid-help'), grid: id('grid'), size: id('size'), meter: id('meter'),
  };

  const modal = setUpDialog(dialog, { headingId: ids.heading, className: 'dlg-import', onClose: stop });

  const textarea = h('textarea', {
    id: ids.text, name: 'puzzle', rows: 4, spellcheck: false, autocomplete: 'off',
    attrs: { 'aria-describedby': `${ids.textHelp} ${ids.meter}`, autocapitalize: 'off', autocorrect: 'off' },
    on: { input: () => schedule(), keydown: onTextKey },
  });
  const grid = new GivensGrid({ id: ids.grid, describedBy: ids.gridHelp, onChange: onGridChange, onPaste: onGridPaste });
  const gridHelp = localize(h('p', { id: ids.gridHelp, className: 'dlg-help' }), 'imp.grid_help');
  const sizeSelect = h('select', { id: ids.size },
    GRID_SHAPES.map(([r, c]) => h('option', { value: `${r}x${c}` }, shapeName(r, c))));
  sizeSelect.value = '3x3';
  const verdict = h('p', { className: 'dlg-verdict' });
  const detail = h('p', { className: 'dlg-detail' });
  const meter = h('div', {
    id: ids.meter, className: 'dlg-meter', attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
  }, verdict, detail);
  const preview = h('div', { className: 'dlg-solutions', hidden: true });
  const alertLine = h('p', { className: 'dlg-alert', attrs: { role: 'alert' } });
  const playButton = localize(h('button', { type: 'submit', className: 'dlg-primary' }), 'imp.play');
  const cancelButton = localize(h('button', { type: 'button', className: 'dlg-secondary', on: { click: () => dialog.close() } }), 'dialog.cancel');

  // DOM order is the phone layout: text, verdict, grid, buttons. Wide screens put the verdict and
  // the two differing solutions in a column beside the text and grid (dialogs.css).
  const form = h('form', { className: 'dlg-body', noValidate: true, on: { submit: onSubmit } },
    h('div', { className: 'dlg-area-text' },
      localize(h('label', { htmlFor: ids.text }), 'imp.text_label'),
      textarea,
      // Ctrl+Enter only where there is a keyboard to press it: a touch-only device is told none.
      localize(h('p', { id: ids.textHelp, className: 'dlg-help' }), touchOnly() ? 'imp.text_help_touch' : 'imp.text_help')),
    h('div', { className: 'dlg-area-result' }, meter, preview),
    h('section', { className: 'dlg-entry', attrs: { 'aria-labelledby': ids.gridTitle } },
      localize(h('h3', { id: ids.gridTitle }), 'imp.grid_title'),
      gridHelp,
      h('div', { className: 'dlg-grid-wrap' }, grid.element),
      h('div', { className: 'dlg-row' },
        localize(h('label', { htmlFor: ids.size }), 'new.size'),
        sizeSelect,
        localize(h('button', { type: 'button', className: 'dlg-secondary', on: { click: startEmpty } }), 'imp.empty_grid'))),
    alertLine,
    h('div', { className: 'dlg-buttons' }, playButton, cancelButton));

  dialog.append(
    localize(h('h2', { id: ids.heading }), 'imp.title'),
    localize(h('p', { id: ids.intro, className: 'dlg-intro' }), 'imp.intro'),
    form);
  dialog.setAttribute('aria-describedby', ids.intro);

  // ---- evaluation: parse, then count to 2, for the newest text only ---------------------------

  let timer = 0;
  let controller = null;
  let latest = null; // { text, promise } of the newest evaluation started
  let shown = { kind: 'empty' }; // the outcome on show, redrawn in a new language
  onLanguageChange(() => {
    if (shown.kind !== 'empty') show(shown);
    else showIdle();
    labelSizes();
  });
  sizeSelect.addEventListener('change', labelSizes);

  // The size menu names each shape by its boxes; the shape of a jigsaw on show has regions
  // instead, and says so (the grid beside it draws them).
  function labelSizes() {
    const parsed = shown.parsed;
    const jigsaw = parsed?.variant?.regions?.length ? `${parsed.boxRows}x${parsed.boxCols}` : null;
    for (const option of sizeSelect.options) {
      const [rows, cols] = option.value.split('x').map(Number);
      option.textContent = option.value === jigsaw ? t('givens.shape_regions', { n: rows * cols }) : shapeName(rows, cols);
    }
  }

  function stop() {
    clearTimeout(timer);
    timer = 0;
    controller?.abort();
    controller = null;
  }

  function schedule() {
    alertLine.textContent = '';
    // What is being counted is stale now: stop it at once, not after the pause, so a long count
    // (a big board up to its node budget) never holds the worker while the player types on.
    stop();
    if (shown.kind === 'empty') showIdle();
    meter.setAttribute('aria-busy', 'true');
    timer = setTimeout(() => {
      timer = 0;
      start(textarea.value);
    }, DEBOUNCE_MS);
  }

  function start(text) {
    controller?.abort(); // a no-op when that request already finished; else the worker drops it
    controller = new AbortController();
    const promise = evaluate(text, controller.signal);
    latest = { text, promise };
    if (shown.kind === 'empty') showIdle();
    meter.setAttribute('aria-busy', 'true');
    promise.then((outcome) => {
      if (latest?.promise !== promise || !outcome) return;
      show(outcome);
      meter.setAttribute('aria-busy', 'false');
    });
    return promise;
  }

  /** The newest evaluation of the current text, starting one now if the text changed since. */
  async function current() {
    while (dialog.open) {
      const text = textarea.value;
      const reuse = latest?.text === text && !timer;
      clearTimeout(timer);
      timer = 0;
      const promise = reuse ? latest.promise : start(text);
      const outcome = await promise;
      if (outcome && textarea.value === text) return outcome;
      if (!outcome && latest?.promise === promise) latest = null; // cancelled: count afresh
    }
    return null;
  }

  // Resolves with what to show, or null when superseded (cancelled). Never rejects.
  async function evaluate(text, signal) {
    if (text.trim() === '') return { kind: 'empty' };
    const bytes = utf8Length(text);
    if (bytes > MAX_TEXT_BYTES) return { kind: 'too-large', bytes };
    // An invisible format character (a right-to-left override before a grid's rows, say) is named
    // with its place, before the engine, which could only point at its bytes.
    const control = findFormatControl(text, { skipBom: true });
    if (control) return { kind: 'format-control', control };
    let parsed;
    try {
      parsed = await engine.parse(text, { signal });
      const counted = await engine.count(text, 2, COUNT_NODE_BUDGET, { signal });
      return { kind: 'counted', parsed, counted, movesText: linkMoves(text, parsed) };
    } catch (error) {
      if (error?.code === 'cancelled' || signal.aborted) return null;
      if (error?.code === 'conflict' && parsed) {
        let cells = [];
        try {
          cells = (await engine.validate(text, { signal })).conflicts.flatMap((c) => c.cells);
        } catch {
          if (signal.aborted) return null; // else: the message alone still names both cells
        }
        return { kind: 'conflict', parsed, message: error.message, cells };
      }
      return { kind: 'error', code: error?.code ?? 'internal', message: error?.message ?? String(error) };
    }
  }

  // Our own share link carries the progress played (&moves=): Play replays it, as opening the
  // link does (a move that does not replay is said then, and the puzzle starts from its givens).
  function linkMoves(text, parsed) {
    if (parsed.format !== 'share-link') return '';
    try {
      return readShareHash(text.slice(text.indexOf('#')))?.moves ?? '';
    } catch {
      return ''; // the engine read the link; what it could not, the replay will say
    }
  }

  // ---- the view ----------------------------------------------------------------------------

  // Before the first verdict: "nothing to count" while the text is empty, and, once there is
  // text, that it is being counted (a big board's count can take a second; the words before it
  // must not say there is nothing).
  function showIdle() {
    if (textarea.value.trim() === '') setVerdict('idle', t('imp.idle'), t('imp.idle_help'));
    else setVerdict('idle', t('imp.counting'));
  }

  function setVerdict(tone, headline, text = '') {
    meter.dataset.tone = tone;
    verdict.replaceChildren(h('span', { className: 'dlg-icon', attrs: { 'aria-hidden': 'true' } }), headline);
    detail.textContent = text;
  }

  function readAs(parsed, movesText = '') {
    const name = FORMAT_NAMES.has(parsed.format) ? t(`imp.format.${parsed.format}`) : t('imp.format.other', { format: parsed.format });
    let read = t('imp.read_as', { name, size: parsed.size, clues: parsed.clues });
    if (movesText) read += ` ${t('imp.link_moves', { n: movesText.split(';').length })}`;
    // SudokuWiki's position link: what the player had there stays behind, and is said to.
    if (parsed.format === 'sudokuwiki-candidates') read += ` ${t('imp.candidates_kept_out')}`;
    // The rules it will be played under, when they are not classic ("Rules: Killer.").
    const id = variantId(parsed.variant);
    return id === 'classic' ? read : `${read} ${t('variant.rules_read', { variant: variantLabel(id) })}`;
  }

  function syncGrid(parsed) {
    const { boxRows, boxCols } = grid.state;
    // Compare what the grid would write, not the user's own spelling of the puzzle.
    const wanted = gridText({ boxRows: parsed.boxRows, boxCols: parsed.boxCols, digits: lineToDigits(parsed.puzzle) });
    if (boxRows !== parsed.boxRows || boxCols !== parsed.boxCols || grid.text !== wanted) grid.show(parsed);
    // A shape the menu does not offer (a 10x10 of 2x5 boxes, read from text) joins it, so the
    // menu names the board on show instead of going blank.
    const shape = `${parsed.boxRows}x${parsed.boxCols}`;
    if (![...sizeSelect.options].some((o) => o.value === shape)) {
      sizeSelect.append(h('option', { value: shape }, shapeName(parsed.boxRows, parsed.boxCols)));
    }
    sizeSelect.value = shape;
    labelSizes();
    drawRules(parsed);
  }

  // The puzzle's rules drawn on the grid as the board will draw them (variant_drawing.js, with the
  // variant UI: variant_kit.js) and said in the cells' names; plain boxes for classic rules.
  function drawRules(parsed) {
    if (isClassic(parsed.variant)) {
      grid.drawRules(null);
      return;
    }
    loadVariants().then((kit) => {
      if (shown.parsed !== parsed) return; // another text was read meanwhile
      const geometry = makeGeometry(parsed.boxRows, parsed.boxCols, parsed.variant);
      const id = kit.variantId(geometry.variant);
      grid.drawRules({
        id, name: kit.variantLabel(id), drawing: kit.variantDrawing(geometry), partsOf: (cell) => kit.cellVariantParts(geometry, cell),
      });
      if (!preview.hidden) renderPair(parsed, shown.counted); // two solutions: their boards with the regions too
    }, () => grid.drawRules(null)); // offline before the variant files were cached: the plain grid (the verdict names the rules)
  }

  // While the text cannot be read the grid has nothing of it to show: it keeps the last puzzle
  // read, dimmed and inert, because a digit typed there would write the grid over the player's text.
  function setGridStale(stale) {
    grid.element.inert = stale;
    grid.element.classList.toggle('dlg-stale', stale);
    // Before any puzzle was read the grid holds no digit: say so, not "the last puzzle read".
    const empty = !/[^.0]/.test(grid.text);
    localize(gridHelp, stale ? (empty ? 'imp.grid_stale_empty' : 'imp.grid_stale') : 'imp.grid_help');
  }

  function show(outcome) {
    shown = outcome;
    setGridStale(['error', 'too-large', 'format-control'].includes(outcome.kind));
    labelSizes();
    preview.hidden = true;
    preview.replaceChildren();
    textarea.removeAttribute('aria-invalid');
    grid.markInvalid([]);
    switch (outcome.kind) {
      case 'empty':
        showIdle();
        if (grid.state.digits.some((d) => d)) grid.clear(grid.state.boxRows, grid.state.boxCols);
        grid.drawRules(null);
        return;
      case 'too-large':
        textarea.setAttribute('aria-invalid', 'true');
        setVerdict('bad', t('imp.too_large'), t('imp.too_large_help', { kb: Math.ceil(outcome.bytes / 1024), max: MAX_TEXT_BYTES / 1024 }));
        return;
      case 'format-control':
        textarea.setAttribute('aria-invalid', 'true');
        setVerdict('bad', t('imp.cannot_read'), t('imp.format_control', outcome.control));
        return;
      case 'error':
        textarea.setAttribute('aria-invalid', 'true');
        if (outcome.code === 'parse' || outcome.code === 'size') {
          setVerdict('bad', t('imp.cannot_read'), withStop(sentence(isolateQuoted(outcome.message))));
        } else {
          setVerdict('bad', t('imp.engine_failed'), withStop(sentence(isolateQuoted(outcome.message))));
        }
        return;
      case 'conflict':
        textarea.setAttribute('aria-invalid', 'true');
        syncGrid(outcome.parsed);
        grid.markInvalid(outcome.cells);
        setVerdict('bad', t('imp.rule_broken'), withStop(sentence(isolateQuoted(outcome.message))));
        return;
      default:
        showCount(outcome.parsed, outcome.counted, outcome.movesText);
    }
  }

  function showCount(parsed, counted, movesText) {
    syncGrid(parsed);
    const read = readAs(parsed, movesText);
    const searched = t('imp.searched', { nodes: nodes(counted.nodes) });
    if (counted.budgetExhausted && counted.count < 2) {
      setVerdict('unknown', t(counted.count === 0 ? 'imp.undecided' : 'imp.at_least_one'),
        `${read} ${t(counted.count === 0 ? 'imp.stopped_none' : 'imp.stopped_second', { nodes: nodes(counted.nodes) })}`);
    } else if (counted.count === 0) {
      setVerdict('bad', t('imp.no_solution'), `${read} ${t('imp.no_solution_help')} ${searched}`);
    } else if (counted.count === 1) {
      setVerdict('good', t('imp.one_solution'), `${read} ${searched}`);
    } else {
      const differ = renderPair(parsed, counted);
      const where = listCells(differ, (cell) =>
        t('imp.differ_cell', { cell: cellName(cell, parsed.size), a: counted.first[cell], b: counted.second[cell] }));
      setVerdict('many', t('imp.many'), `${read} ${t('imp.many_help', { where })}`);
    }
  }

  // The two solutions that differ, drawn with the rules' edges once they are on the grid.
  function renderPair(parsed, counted) {
    return renderSolutionPair(preview, { ...parsed, first: counted.first, second: counted.second, drawing: grid.drawing });
  }

  // ---- actions -----------------------------------------------------------------------------

  function refuse(message) {
    // Cleared first, so that the same refusal twice is announced twice.
    alertLine.textContent = '';
    requestAnimationFrame(() => { alertLine.textContent = message; });
  }

  async function onSubmit(event) {
    event.preventDefault();
    const outcome = await current();
    if (!outcome || !dialog.open) return;
    switch (outcome.kind) {
      case 'empty': return refuse(t('imp.refuse_empty'));
      case 'too-large': return refuse(t('imp.refuse_large'));
      case 'error':
        return refuse(t(outcome.code === 'parse' || outcome.code === 'size' ? 'imp.refuse' : 'imp.refuse_engine',
          { reason: withStop(outcome.message) }));
      case 'conflict': return refuse(t('imp.refuse', { reason: withStop(outcome.message) }));
      default: break;
    }
    const { parsed, counted } = outcome;
    const complete = !counted.budgetExhausted;
    if (counted.count === 0 && complete) return refuse(t('imp.refuse_none'));
    const solutionCount = complete && counted.count === 1 ? 1 : 2;
    const fields = parsed.variantFields ?? '';
    if (!(await confirmPlay({ puzzle: parsed.puzzle, boxRows: parsed.boxRows, boxCols: parsed.boxCols, fields }))) {
      textarea.focus();
      return undefined;
    }
    dialog.close();
    onPlay({
      puzzle: parsed.puzzle, boxRows: parsed.boxRows, boxCols: parsed.boxCols, variant: isClassic(parsed.variant) ? null : parsed.variant, solutionCount,
      countComplete: complete, format: parsed.format, fields, movesText: outcome.movesText ?? '',
    });
  }

  function onTextKey(event) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit(playButton);
    }
  }

  function onGridChange() {
    // A variant's rules (X, regions, cages) stay with the edited givens, as the engine's fields.
    const fields = shown?.parsed?.variantFields ?? '';
    textarea.value = fields ? `${grid.text} ${fields}` : grid.text;
    schedule();
  }

  // A whole puzzle pasted into a cell goes to the text box, which reads every format.
  function onGridPaste(text) {
    textarea.value = text;
    schedule();
  }

  function startEmpty() {
    // No option is selected when the puzzle read has a shape the list does not offer (10x10, ...).
    const { boxRows, boxCols } = sizeSelect.value
      ? Object.fromEntries(sizeSelect.value.split('x').map((n, i) => [i ? 'boxCols' : 'boxRows', Number(n)]))
      : grid.state;
    grid.clear(boxRows, boxCols);
    grid.drawRules(null); // an empty grid starts classic
    textarea.value = grid.text;
    schedule();
    grid.focus();
  }

  return {
    /** Opens the dialog with `initialText` in the text box (and counts it at once). */
    open(initialText = '') {
      stop();
      latest = null;
      alertLine.textContent = '';
      textarea.value = initialText;
      if (initialText.trim() === '') {
        grid.clear(3, 3);
        grid.drawRules(null);
        sizeSelect.value = '3x3';
      }
      shown = { kind: 'empty' }; // the last visit's verdict is not on show any more
      showIdle();
      meter.setAttribute('aria-busy', 'false');
      preview.hidden = true;
      textarea.removeAttribute('aria-invalid');
      grid.markInvalid([]);
      modal.show(textarea);
      if (initialText.trim() !== '') start(initialText);
    },
  };
}
