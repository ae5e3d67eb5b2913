// The estimate panel's two pictures (estimate_panel.js): a probe's path as a bar of degrees (one
// cell per level, the item and its d, ending at a solution or a dead end), and the running mean
// of the node estimate with its spread (± one standard error) as a small SVG chart, with the real
// count as a dashed line once the search has run. chartGeometry is DOM-free (tested in node).
import { t } from '../i18n/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
export const CHART = Object.freeze({ width: 320, height: 150, left: 52, right: 8, top: 8, bottom: 22 });

const svg = (name, attrs = {}) => {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
};

/** "1,234" / "1.2e+9": a figure short enough for a label, in the page's language. */
export function formatFigure(x, lang = 'en') {
  if (!Number.isFinite(x)) return '–';
  if (Math.abs(x) >= 1e9) return x.toExponential(2);
  return x.toLocaleString(lang, { maximumFractionDigits: Math.abs(x) < 10 ? 1 : 0 });
}

/**
 * Where the chart's marks go. points: [{ mean, stderr }] after each probe; real: the real count or
 * null. The y scale runs from 0 to the largest mean + stderr (and the real count), ignoring the
 * first probes' spread (a mean of two probes can be wild) once there are more than ten.
 * @returns {{ line: string, band: string, realY: number|null, top: number, x: (i: number) => number, y: (v: number) => number }}
 */
export function chartGeometry(points, real = null, c = CHART) {
  const n = points.length;
  const settle = n > 10 ? Math.min(5, n - 1) : 0;
  let top = real ?? 0;
  points.forEach((p, i) => {
    top = Math.max(top, i >= settle ? p.mean + p.stderr : p.mean);
  });
  top = top > 0 ? top * 1.08 : 1;
  const w = c.width - c.left - c.right, h = c.height - c.top - c.bottom;
  const x = (i) => c.left + (n > 1 ? (i / (n - 1)) * w : w / 2);
  const y = (v) => c.top + h - (Math.min(Math.max(v, 0), top) / top) * h;
  const fix = (v) => Math.round(v * 10) / 10;
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${fix(x(i))},${fix(y(p.mean))}`).join(' ');
  const upper = points.map((p, i) => `${fix(x(i))},${fix(y(p.mean + p.stderr))}`);
  const lower = points.map((p, i) => `${fix(x(i))},${fix(y(p.mean - p.stderr))}`).reverse();
  const band = n ? `M${[...upper, ...lower].join(' L')} Z` : '';
  return { line, band, realY: real === null ? null : y(real), top, x, y };
}

/** Draws the chart into `host` (an <svg>): axes, band, running mean, real line. */
export function drawChart(host, points, real, lang) {
  const c = CHART;
  const g = chartGeometry(points, real, c);
  host.setAttribute('viewBox', `0 0 ${c.width} ${c.height}`);
  const marks = [
    svg('line', { class: 'axis', x1: c.left, y1: c.top, x2: c.left, y2: c.height - c.bottom }),
    svg('line', { class: 'axis', x1: c.left, y1: c.height - c.bottom, x2: c.width - c.right, y2: c.height - c.bottom }),
  ];
  for (const v of [0, g.top / 2, g.top]) {
    const label = svg('text', { class: 'tick', x: c.left - 4, y: g.y(v) + 4, 'text-anchor': 'end' });
    label.textContent = formatFigure(v, lang);
    marks.push(label);
  }
  const count = svg('text', { class: 'tick', x: c.width - c.right, y: c.height - 6, 'text-anchor': 'end' });
  count.textContent = points.length ? `${points.length}` : '';
  marks.push(count);
  if (points.length) {
    marks.push(svg('path', { class: 'band', d: g.band, 'data-testid': 'estimate-band' }));
    marks.push(svg('path', { class: 'mean', d: g.line }));
  }
  if (g.realY !== null) {
    marks.push(svg('line', { class: 'real', x1: c.left, y1: g.realY, x2: c.width - c.right, y2: g.realY, 'data-testid': 'estimate-real-line' }));
  }
  host.replaceChildren(...marks);
}

/** The path of one probe as a row of cells: each level's item and degree, then ✓ or ✗. */
export function drawBar(host, probe, n) {
  const cells = probe.path.map((s) => {
    const cell = document.createElement('span');
    cell.className = s.size === 0 ? 'degree dead' : s.size === 1 ? 'degree forced' : 'degree';
    cell.title = t('viz.est.step', { item: s.item, size: s.size });
    const d = document.createElement('b');
    d.textContent = String(s.size);
    const item = document.createElement('small');
    item.textContent = s.item;
    cell.append(d, item);
    return cell;
  });
  const solved = probe.solutions > 0;
  const end = document.createElement('span');
  end.className = solved ? 'end solution' : 'end dead-end';
  end.textContent = solved ? '✓' : '✗';
  end.title = t(solved ? 'viz.est.end.solution' : 'viz.est.end.dead_end');
  host.replaceChildren(...cells, end);
  host.setAttribute('aria-label', t('viz.est.bar', { n, steps: probe.path.map((s) => t('viz.est.step', { item: s.item, size: s.size })).join(', ') }));
}
