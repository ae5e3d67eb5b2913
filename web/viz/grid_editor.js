// A clickable 0/1 matrix for custom problems: one checkbox per (option, item), rows and columns
// can be added, and the grid becomes DLX1 text for the engine (which reports any problem with it,
// such as an empty option, by line and column).
import { t } from '../i18n/i18n.js';

/** The 0/1 grid -> DLX1 text: item names in the first line, one option per row with a tick. */
export function gridToDlx1(items, rows) {
  const lines = [items.join(' ')];
  for (const row of rows) lines.push(items.filter((_, j) => row[j]).join(' '));
  return `${lines.join('\n')}\n`;
}

/** DLX1 text as the engine echoed it (items, options as names) -> a 0/1 grid. */
export function gridFromTrace(items, options) {
  return { items: [...items], rows: options.map((text) => { const set = new Set(text.split(' ')); return items.map((name) => set.has(name)); }) };
}

export class GridEditor {
  constructor(host, onUse) {
    this.host = host;
    this.onUse = onUse;
    this.items = [];
    this.rows = [];
  }

  show(items, rows) {
    this.items = items;
    this.rows = rows;
    this.#build();
  }

  #build() {
    const table = document.createElement('table');
    table.className = 'grid-editor';
    const head = table.createTHead().insertRow();
    head.append(document.createElement('td'));
    for (const name of this.items) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = name;
      head.append(th);
    }
    const body = table.createTBody();
    this.rows.forEach((row, k) => {
      const tr = body.insertRow();
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = String(k + 1);
      tr.append(th);
      row.forEach((on, j) => {
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.checked = on;
        box.setAttribute('aria-label', t('viz.grid_label', { option: k + 1, item: this.items[j] }));
        box.addEventListener('change', () => { this.rows[k][j] = box.checked; });
        tr.insertCell().append(box);
      });
    });
    const buttons = document.createElement('div');
    buttons.className = 'row';
    const button = (key, action) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'quiet';
      b.textContent = t(key);
      b.addEventListener('click', action);
      buttons.append(b);
    };
    button('viz.grid_add_row', () => { this.rows.push(this.items.map(() => false)); this.#build(); });
    button('viz.grid_add_col', () => {
      let name = String.fromCharCode(65 + this.items.length);
      while (this.items.includes(name)) name += "'";
      this.items.push(name);
      for (const row of this.rows) row.push(false);
      this.#build();
    });
    button('viz.grid_use', () => this.onUse(gridToDlx1(this.items, this.rows)));
    this.host.replaceChildren(table, buttons);
  }
}
