// The puzzle sheets page (sheets.html): the player chooses how many puzzles, how many a page holds
// (1, 2, 4 or 6), the rules and the level; the engine (its worker) makes each one, and the page lays
// them out as paper pages (print/sheet_board.js draws each board as SVG, cages and regions
// included), the answer key on pages of its own after them, each puzzle's share link as text under
// it. Print (or the browser's own) gives those pages alone (sheets.css), which a browser can save
// as a PDF. Siblings: game/catalog.js (rules, levels and generate options), ui/dialogs/print_dialog.js.
import { EngineClient } from '../engine/engine_client.js';
import { LEVELS, VARIANT_KINDS, generateOptions, makingWait, variantGenerateOptions, variantLevels } from '../game/catalog.js';
import { MakingError, makeWithin } from '../app/making.js';
import { shareUrl } from '../game/share.js';
import { addCatalog, initLanguage, onLanguageChange, t, translatePage } from '../i18n/i18n.js';
import sheets from '../i18n/catalog_sheets.js';
import { createLanguageSwitch } from '../ui/chrome/language_switch.js';
import { createThemeToggle } from '../ui/chrome/theme.js';
import { variantLabel } from '../words/variant_words.js';
import { sheetBoard } from './sheet_board.js';

addCatalog(sheets);
await initLanguage();
const $ = (id) => document.getElementById(id);
const form = $('sheet-form');
const engine = new EngineClient({ workerUrl: new URL('../engine/worker.js', import.meta.url) });
const KEY_PER_PAGE = 12;
let made = []; // the records of the sheet on the page, for a redraw in another language

function say(text, tone = '') {
  $('sheet-status').textContent = text;
  if (tone) $('sheet-status').dataset.tone = tone;
  else delete $('sheet-status').dataset.tone;
}

// The rules and the levels each offers at 9×9 (killer: Hard and up), in the page's language.
function fillChoices() {
  const rules = form.elements.rules;
  const chosen = rules.value || 'classic';
  rules.replaceChildren(...VARIANT_KINDS.map((kind) => new Option(variantLabel(kind), kind, false, kind === chosen)));
  fillLevels();
}
function fillLevels() {
  const kind = form.elements.rules.value;
  const offered = kind === 'classic' ? LEVELS : variantLevels(kind, 9);
  const chosen = form.elements.level.value || 'medium';
  form.elements.level.replaceChildren(...offered.map((id) => new Option(t(`level.${id}`), id, false, id === chosen)));
}

function optionsFor(kind, level) {
  return kind === 'classic' ? generateOptions(9, level) : variantGenerateOptions(kind, 9, level);
}

// One puzzle; a slow level (catalog.js makingWait: an expert killer) within its stated wait, a
// seed that runs long dropped for another, as the game does (app/making.js).
function makeOne(kind, level) {
  const options = optionsFor(kind, level);
  const seconds = kind === 'classic' ? 0 : makingWait(kind, 9, level);
  if (!seconds) return engine.generate(options);
  const attempt = (seed, { timeoutMs, signal }) => engine.generate(seed === undefined ? options : { ...options, seed }, { timeoutMs, signal });
  return makeWithin(attempt, { waitMs: seconds * 1000 }).catch((error) => {
    throw error instanceof MakingError ? new Error(t('sheets.too_long', { seconds })) : error;
  });
}

// A puzzle's caption: its number, level and rules; under it its link when asked for.
function item(record, index, { answer, links }) {
  const kindWords = variantLabel(record.kind);
  const caption = document.createElement('figcaption');
  caption.append(t('sheets.caption', { n: index + 1, level: t(`level.${record.level}`), rules: kindWords }));
  if (links && !answer) {
    const link = document.createElement('div');
    link.className = 'sheet-link';
    link.textContent = record.link;
    caption.append(link);
  }
  const figure = document.createElement('figure');
  figure.className = 'sheet-item';
  figure.append(sheetBoard(record, { answer, label: t(answer ? 'sheets.answer_label' : 'sheets.puzzle_label', { n: index + 1 }) }), caption);
  return figure;
}

function pages(records, perPage, { key, links }) {
  const out = [];
  const page = (className, heading, items, per) => {
    const section = document.createElement('section');
    section.className = className;
    section.dataset.perPage = String(per);
    const h = document.createElement('h2');
    h.textContent = heading;
    section.append(h, ...items);
    out.push(section);
  };
  for (let first = 0; first < records.length; first += perPage) {
    const chunk = records.slice(first, first + perPage);
    page('sheet-page', t('sheets.page_title', { from: first + 1, to: first + chunk.length }), chunk.map((r, i) => item(r, first + i, { answer: false, links })), perPage);
  }
  if (key) {
    for (let first = 0; first < records.length; first += KEY_PER_PAGE) {
      const chunk = records.slice(first, first + KEY_PER_PAGE);
      page('sheet-page key-page', t('sheets.key_title'), chunk.map((r, i) => item(r, first + i, { answer: true, links })), KEY_PER_PAGE);
    }
  }
  return out;
}

function draw() {
  const perPage = Number(form.elements.perPage.value);
  $('pages').replaceChildren(...pages(made, perPage, { key: form.elements.key.checked, links: form.elements.links.checked }));
  $('print').disabled = made.length === 0;
}

async function make() {
  const count = Number(form.elements.count.value);
  if (!Number.isInteger(count) || count < 1 || count > 24) {
    say(t('sheets.bad_count', { value: form.elements.count.value }), 'bad');
    return;
  }
  const kind = form.elements.rules.value;
  const level = form.elements.level.value;
  $('make').disabled = true;
  const records = [];
  try {
    for (let i = 0; i < count; i += 1) {
      say(t('sheets.making', { n: i + 1, count }));
      const result = await makeOne(kind, level);
      const { boxRows, boxCols } = result;
      const link = shareUrl(new URL('../index.html', import.meta.url).href, { puzzle: result.puzzle, boxRows, boxCols, fields: result.variantFields ?? '' });
      records.push({ ...result, kind, level, link });
    }
  } catch (error) {
    say(t('sheets.failed', { reason: error.message }), 'bad');
    return;
  } finally {
    $('make').disabled = false;
  }
  made = records;
  draw();
  say(t('sheets.ready', { count, pages: $('pages').children.length }));
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  make();
});
form.elements.rules.addEventListener('change', fillLevels);
for (const name of ['perPage', 'key', 'links']) form.elements[name].addEventListener('change', () => { if (made.length) draw(); });
$('print').addEventListener('click', () => window.print());
createThemeToggle($('theme-button'), 'system', () => {}); // this page's choice is not remembered
createLanguageSwitch($('language-select'));
onLanguageChange(() => {
  translatePage();
  fillChoices();
  if (made.length) draw();
});
translatePage();
fillChoices();
document.body.dataset.ready = 'true';
