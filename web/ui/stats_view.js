// The statistics panel: games played and solved, and the best time, per level (from stats.js's
// summary, which decides what counts).
import { formatTime } from '../game/timer.js';

export function renderStats(container, rows) {
  if (rows.length === 0) {
    const empty = document.createElement('p');
    empty.textContent = 'No games finished yet.';
    container.replaceChildren(empty);
    return;
  }
  const table = document.createElement('table');
  table.className = 'stats';
  const caption = table.createCaption();
  caption.textContent = 'Games by level';
  caption.className = 'visually-hidden';
  const head = table.createTHead().insertRow();
  for (const title of ['Level', 'Played', 'Solved', 'Best time']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = title;
    head.append(th);
  }
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = row.level;
    tr.append(th);
    for (const text of [row.played, row.solved, row.bestMs === null || row.bestMs === undefined ? '–' : formatTime(row.bestMs)]) {
      tr.insertCell().textContent = String(text);
    }
  }
  container.replaceChildren(table);
}
