// The statistics panel, per level: games played, solved unaided, solved with help, and the best
// unaided time (from stats.js's summary, which decides what counts; the rest were abandoned). The grader's six levels come first, easiest first, in the
// page's language; other levels (other sizes, imported and shared puzzles) follow as first played.
import { formatTime } from '../../game/timer.js';
import { t } from '../../i18n/i18n.js';
import { LEVELS } from '../../game/catalog.js';
import { levelLabel } from '../level_label.js';
import { daysWords } from '../../words/day_words.js';

/** Rows in display order: graded levels by difficulty, then the rest in their own order. */
export function orderRows(rows) {
  const rank = (row) => (LEVELS.includes(row.level) ? LEVELS.indexOf(row.level) : LEVELS.length);
  return rows.map((row, i) => [row, i]).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([row]) => row);
}

// The puzzle of the day's line: the streak, and today's time (or that today is still open).
function dailyNote(daily) {
  const p = document.createElement('p');
  p.className = 'stats-daily';
  p.dataset.testid = 'stats-daily';
  const today = daily.today ? t('daily.today_time', { time: formatTime(daily.today.ms) }) : t('daily.today_open');
  p.textContent = `${t('daily.streak', { current: daysWords(daily.current), best: daysWords(daily.best) })} ${today}`;
  return p;
}

/** rows: stats.js summary; daily: game/daily.js dailySummary (shown once a day was solved). */
export function renderStats(container, rows, daily = null) {
  const top = daily?.solved ? [dailyNote(daily)] : [];
  if (rows.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = t('stats.empty');
    container.replaceChildren(...top, empty);
    return;
  }
  const table = document.createElement('table');
  table.className = 'stats';
  const caption = table.createCaption();
  caption.textContent = t('stats.caption');
  caption.className = 'visually-hidden';
  const head = table.createTHead().insertRow();
  for (const key of ['stats.level', 'stats.played', 'stats.unaided', 'stats.helped', 'stats.best']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = t(key);
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of orderRows(rows)) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = levelLabel(row.level);
    th.dataset.level = row.level;
    tr.append(th);
    for (const text of [row.played, row.unaided, row.helped, row.bestMs === null || row.bestMs === undefined ? '–' : formatTime(row.bestMs)]) {
      tr.insertCell().textContent = String(text);
    }
  }
  const note = document.createElement('p');
  note.className = 'stats-note';
  note.textContent = t('stats.note');
  container.replaceChildren(...top, table, note);
}
