// The "New game" dialog: draws the catalogue (game/catalog.js: the sizes, the levels each offers,
// the variants' rules through ui/variants/variant_rules.js) and hands the choice to onStart. On
// 9×9 a level is one of the grader's six, on the other sizes a clue count; the dialog says which
// puzzles wait in the pool and why a variant's sizes and levels are what they are.
// Siblings: confirm_dialog.js, ../level_label.js (a stored level name in words).
import { localize, t } from '../../i18n/i18n.js';
import { GRADED_SIZE, SIZES, VARIANT_KINDS, levelsFor, variantLevelName } from '../../game/catalog.js';
import { loadVariants } from '../variants/variant_kit.js';
import { expertNotation } from '../../words/notation.js';
import { dailyPlan, dayKey } from '../../game/daily.js';
import { dayWords } from '../../words/day_words.js';
import { levelLabel } from '../level_label.js';

function radio(name, value, label, checked, extra = '') {
  const wrap = document.createElement('label');
  wrap.className = name === 'level' && extra ? 'choice level-choice' : 'choice';
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = name;
  input.value = value;
  input.checked = checked;
  wrap.append(input, ` ${label}`);
  if (extra) wrap.append(' ', Object.assign(document.createElement('small'), { textContent: extra }));
  return wrap;
}

/**
 * The New game dialog. open({size, level, inProgress, ready}) shows it (ready(levelId): puzzles
 * waiting in the pool); onStart({size, level}) is called when the player presses Start, onDaily(day)
 * when they choose the puzzle of the day (game/daily.js).
 */
export function createNewGameDialog(dialog, onStart, onDaily = () => {}) {
  const dailyButton = dialog.querySelector('[data-daily]');
  const dailyHelp = dialog.querySelector('[data-daily-help]');
  let today = dayKey();
  // A plain button, not a submit: Enter in the form still means Start.
  dailyButton?.addEventListener('click', () => dialog.close('daily'));
  const form = dialog.querySelector('form');
  const sizes = dialog.querySelector('[data-sizes]');
  const levels = dialog.querySelector('[data-levels]');
  const legend = dialog.querySelector('[data-levels-legend]');
  const note = dialog.querySelector('[data-levels-note]');
  const warning = dialog.querySelector('[data-warning]');
  let ready = () => 0;
  let rules = null; // ../variants/variant_rules.js's rules choice, once the variant UI has loaded
  const showLevels = (size, levelId) => {
    const choices = levelsFor(size);
    const chosen = choices.find((l) => l.id === levelId) ?? choices[0];
    const graded = size === GRADED_SIZE;
    levels.replaceChildren(...choices.map((l) => {
      // A puzzle waiting in the pool starts at once, which a player takes for granted; only a level
      // whose next puzzle must be made first says so.
      const extra = l.graded ? `(${l.help}${ready(l.id) ? '' : `; ${t('level.wait')}`})` : '';
      return radio('level', l.id, l.label, l === chosen, extra);
    }));
    if (legend) legend.textContent = graded ? t('level.legend') : t('new.clues');
    if (note) {
      note.hidden = !graded;
      note.textContent = t(expertNotation() ? 'level.note' : 'level.note_plain');
    }
  };
  sizes.addEventListener('change', () => {
    const size = Number(form.elements.size.value);
    showLevels(size, form.elements.level.value);
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'daily') onDaily(today);
    if (dialog.returnValue !== 'start') return;
    const variant = rules?.chosen() ?? 'classic';
    onStart({ size: Number(form.elements.size.value), level: rules?.classicLevel() ?? form.elements.level.value, variant });
  });

  return {
    /** Shows the dialog once the variant UI (the rules) has loaded (variant_kit.js; offline: classic only). */
    async open({ size, level, variant = 'classic', inProgress, counted = null, ready: readyCount = () => 0 }) {
      const kit = await loadVariants().catch(() => null);
      rules ??= kit?.mountRules({ form, sizes, levels, legend, note, showLevels }) ?? null;
      ready = readyCount;
      today = dayKey(); // the page may have stayed open past midnight
      if (dailyHelp) {
        const plan = dailyPlan(today);
        const level = plan.variant === 'classic' ? plan.level : variantLevelName(plan.variant.split(':')[0], GRADED_SIZE, plan.level);
        dailyHelp.textContent = t('daily.button_help', { day: dayWords(today), level: levelLabel(level) });
      }
      const known = SIZES.some((s) => s.size === size) ? size : 9;
      sizes.replaceChildren(...SIZES.map((s) => radio('size', String(s.size), `${s.size}×${s.size}`, s.size === known)));
      showLevels(known, level);
      rules?.reset(VARIANT_KINDS.includes(String(variant).split(':')[0]) ? variant : 'classic', level, known);
      warning.hidden = !inProgress;
      // A game reopened after its finish is counted already (counted: 'helped' or 'unaided'): say so, not "abandoned".
      localize(warning, counted ? `new.warning_${counted}` : 'new.warning');
      dialog.returnValue = '';
      dialog.showModal();
      // Start on the chosen rules (the browser would pick the first radio, which is not the choice).
      if (rules) rules.focus();
      else sizes.querySelector('input:checked')?.focus();
    },
  };
}
