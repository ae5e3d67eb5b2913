// The visualizer's address (no DOM): which problem, branching rule, trace detail, step size and
// step a link to dlx.html stands for, read from and written to the part after "#".
//   dlx.html#preset=knuth&at=link:57          57 link-update Steps into Knuth's matrix (3)
//   dlx.html#dlx1=A%20B%0AA%0AB&at=cover:3    your own DLX1 text
//   dlx.html#puzzle=<line>&rules=x&at=decision:12   a Sudoku (the game's share-link fields)
//   dlx.html#tour=3                           the guided tour at stop 3 (at= may follow it)
//   dlx.html#preset=knuth&notation=taocp&at=link:20   in TAOCP's names and cover order
//   dlx.html#preset=queens&method=cells&at=cover:9     Dancing Cells: at= counts its Steps
//   dlx.html#preset=knuth&method=both&at=decision:4&cells=decision:3   side by side: each side's place
//     (&finer=links when finer Steps move the Links side)
// `at=<size>:<n>` is the n-th Step of that size, so a link reads as the teacher stepped; a
// position between two Steps of that size (the size changed on the way) is `<size>:<n>.<records>`
// ("+" would read as a space in an address).
// Reading never throws: every part it cannot use comes back as a problem { part, why, values }
// that viz_app.js words (what, where, why) while it shows the rest. The one format of every link
// to a position: dlx.html's own (step_link.js), the quiz's and the worksheet's (quiz_panel.js,
// worksheet.js, exercises.js). Siblings: trace_model.js (the stops it counts).
import { GRANULARITIES } from './trace_model.js';

export const PRESET_IDS = Object.freeze(['knuth', 'queens', 'pentomino', 'sudoku4', 'sudoku9']);
// The name the issue and older notes use for matrix (3).
const ALIASES = { knuth3: 'knuth' };
const RULES = ['fewest', 'leftmost'];
const DETAILS = ['links', 'decisions'];
const NOTATIONS = ['paper', 'taocp'];
// The Method shown: Dancing Links, Dancing Cells, or both side by side (method_switch.js).
export const METHODS = Object.freeze(['links', 'cells', 'both']);
// A variant Sudoku's fields, as the game's share links write them beside puzzle=.
export const RULE_PARAMS = Object.freeze(['box', 'rules', 'regions', 'cages']);
const FIELD_AT_END = new RegExp(`\\s(${RULE_PARAMS.join('|')})=(\\S+)$`);
// Side by side, the side finer Steps move (method_switch.js's "Finer steps move").
const SIDES = ['cells', 'links'];
const KNOWN = new Set(['preset', 'dlx1', 'puzzle', 'at', 'rule', 'detail', 'notation', 'method', 'cells', 'finer', 'tour', ...RULE_PARAMS]);

/**
 * Reads the part after "#" (with or without the "#").
 * @returns {{ problem: null | { kind: 'preset', id: string } | { kind: 'dlx1', text: string } | { kind: 'puzzle', text: string },
 *   rule: string|null, detail: string|null, notation: string|null, method: string|null,
 *   at: null | { granularity: string, step: number, extra: number }, cellsAt: null | (the same, for the Cells side), finer: string|null,
 *   tour: number|null, problems: { part: string, why: string, values?: object }[] }}
 */
export function parseAddress(hash) {
  const params = new URLSearchParams(String(hash ?? '').replace(/^#/, ''));
  const out = { problem: null, rule: null, detail: null, notation: null, method: null, at: null, cellsAt: null, finer: null, tour: null, problems: [] };
  const refuse = (key, why, values = {}) => out.problems.push({ part: `${key}=${params.get(key) ?? ''}`, why, values });
  for (const key of new Set(params.keys())) {
    if (!KNOWN.has(key)) out.problems.push({ part: key, why: 'unknown_key', values: { key } });
    else if (params.getAll(key).length > 1) refuse(key, 'twice', { key });
  }
  const givenProblems = ['preset', 'dlx1', 'puzzle'].filter((k) => params.has(k));
  if (givenProblems.length > 1) out.problems.push({ part: givenProblems.join(', '), why: 'two_problems', values: { keys: givenProblems.join(', ') } });
  const first = givenProblems[0];
  if (first === 'preset') {
    const raw = params.get('preset');
    const id = ALIASES[raw] ?? raw;
    if (PRESET_IDS.includes(id)) out.problem = { kind: 'preset', id };
    else refuse('preset', 'bad_preset', { value: raw, list: PRESET_IDS.join(', ') });
  } else if (first === 'dlx1') {
    if (params.get('dlx1').trim()) out.problem = { kind: 'dlx1', text: params.get('dlx1') };
    else refuse('dlx1', 'empty');
  } else if (first === 'puzzle') {
    if (params.get('puzzle').trim()) {
      const fields = RULE_PARAMS.filter((k) => params.has(k)).map((k) => `${k}=${params.get(k)}`);
      out.problem = { kind: 'puzzle', text: [params.get('puzzle'), ...fields].join(' ') };
    } else {
      refuse('puzzle', 'empty');
    }
  }
  if (first !== 'puzzle') for (const k of RULE_PARAMS) if (params.has(k)) refuse(k, 'variant_without_puzzle', { key: k });
  if (params.has('rule')) {
    if (RULES.includes(params.get('rule'))) out.rule = params.get('rule');
    else refuse('rule', 'bad_rule');
  }
  if (params.has('detail')) {
    if (DETAILS.includes(params.get('detail'))) out.detail = params.get('detail');
    else refuse('detail', 'bad_detail');
  }
  if (params.has('notation')) {
    if (NOTATIONS.includes(params.get('notation'))) out.notation = params.get('notation');
    else refuse('notation', 'bad_notation');
  }
  if (params.has('method')) {
    if (METHODS.includes(params.get('method'))) out.method = params.get('method');
    else refuse('method', 'bad_method');
  }
  // A step, as at= and (side by side) cells= write it.
  const readAt = (key) => {
    const m = /^([a-z]+):(\d{1,9})(?:\.(\d{1,9}))?$/.exec(params.get(key));
    if (!m) refuse(key, 'bad_at');
    else if (!GRANULARITIES.includes(m[1])) refuse(key, 'bad_granularity', { value: m[1] });
    else return { granularity: m[1], step: Number(m[2]), extra: Number(m[3] ?? 0) };
    return null;
  };
  if (params.has('at')) out.at = readAt('at');
  for (const key of ['cells', 'finer']) {
    if (!params.has(key)) continue;
    if (out.method !== 'both') refuse(key, 'side_without_both', { key });
    else if (key === 'cells') out.cellsAt = readAt('cells');
    else if (SIDES.includes(params.get('finer'))) out.finer = params.get('finer');
    else refuse('finer', 'bad_finer', { choices: SIDES.join(', ') });
  }
  if (params.has('tour')) {
    // "#tour" alone opens the first stop, as it always did.
    const raw = params.get('tour');
    if (raw === '' || /^\d{1,3}$/.test(raw)) out.tour = Math.max(1, Number(raw) || 1);
    else refuse('tour', 'bad_tour');
  }
  return out;
}

/**
 * The Step of `granularity` a position is at: the n-th stop, or `extra` records past it when the
 * position is not a stop of that size.
 * @param {{ stops: Record<string, Int32Array> }} model
 */
export function stepOf(model, granularity, pos) {
  const stops = model.stops[granularity];
  let lo = 0, hi = stops.length - 1;  // the last stop <= pos (stops[0] is 0)
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (stops[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return { step: lo, extra: pos - stops[lo] };
}

/**
 * The position `at` names in a model, or a problem when the problem has fewer Steps of that size.
 * @returns {{ pos: number } | { problem: { part: string, why: string, values: object } }}
 */
export function positionOf(model, at) {
  const stops = model.stops[at.granularity];
  const part = `at=${formatAt(at)}`;
  if (at.step >= stops.length) return { problem: { part, why: 'past_end', values: { count: stops.length - 1, step: at.step } } };
  const pos = stops[at.step] + at.extra;
  const next = at.step + 1 < stops.length ? stops[at.step + 1] : model.length + 1;
  if (at.extra && pos >= next) return { problem: { part, why: 'past_step', values: { extra: at.extra } } };
  return { pos };
}

const formatAt = (at) => `${at.granularity}:${at.step}${at.extra ? `.${at.extra}` : ''}`;

/**
 * The address of a position, "#" included. problem as parseAddress returns it; rule and detail
 * are left out when they are the page's defaults for that problem, so links stay short.
 */
export function formatAddress({ problem, rule = 'fewest', detail = null, defaultDetail = null, notation = 'paper', method = 'links', at = null, cellsAt = null, finer = 'cells', tour = null }) {
  const params = new URLSearchParams();
  if (problem?.kind === 'preset') params.set('preset', problem.id);
  else if (problem?.kind === 'dlx1') params.set('dlx1', problem.text);
  else if (problem?.kind === 'puzzle') {
    // A variant's fields at the end of the text go back to the share link's own parameters.
    const fields = [];
    let text = problem.text.trim();
    for (let m; (m = FIELD_AT_END.exec(text));) {
      fields.unshift([m[1], m[2]]);
      text = text.slice(0, m.index).trimEnd();
    }
    params.set('puzzle', text);
    for (const [k, v] of fields) params.set(k, v);
  }
  if (rule && rule !== 'fewest') params.set('rule', rule);
  if (detail && detail !== defaultDetail) params.set('detail', detail);
  if (notation && notation !== 'paper') params.set('notation', notation);
  if (method && method !== 'links') params.set('method', method);
  if (at) params.set('at', formatAt(at));
  if (cellsAt && method === 'both') params.set('cells', formatAt(cellsAt));
  if (finer && finer !== 'cells' && method === 'both') params.set('finer', finer);
  if (tour) params.set('tour', String(tour));
  // URLSearchParams writes ":" as %3A; it is fine in a fragment, and a link a teacher reads
  // ("at=link:57") is worth keeping readable.
  return `#${params.toString().replace(/%3A/g, ':')}`;
}

/**
 * Where a position is, as an `at` for a link: the first step size of `prefer` that stops exactly
 * there, else link Steps with the records past the last stop (link:57.1).
 */
export function stepAt(model, pos, prefer = ['cover', 'link', 'decision']) {
  for (const granularity of prefer) {
    const step = model.stops[granularity].indexOf(pos);
    if (step >= 0) return { granularity, step, extra: 0 };
  }
  return { granularity: 'link', ...stepOf(model, 'link', pos) };
}

/** A problem as the address names it: a preset by its id, any other DLX1 text as itself. */
export const matrixProblem = (preset, text) => (PRESET_IDS.includes(preset) ? { kind: 'preset', id: preset } : { kind: 'dlx1', text });
