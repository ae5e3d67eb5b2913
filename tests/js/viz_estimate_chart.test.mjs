// The estimate panel's chart geometry (web/viz/estimate_chart.js, DOM-free part): the running mean
// and its band are drawn to scale, the real count's line sits at its value, and the first probes'
// wild spread does not squash the rest of the chart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHART, chartGeometry, formatFigure } from '../../web/viz/estimate_chart.js';

const bottom = CHART.height - CHART.bottom;

test('one point per probe, from the left axis to the right edge; the band encloses the mean', () => {
  const points = [{ mean: 10, stderr: 0 }, { mean: 20, stderr: 5 }, { mean: 15, stderr: 2 }];
  const g = chartGeometry(points, null);
  assert.equal(g.line.split(' ').length, 3);
  assert.equal(g.x(0), CHART.left);
  assert.equal(g.x(2), CHART.width - CHART.right);
  assert.equal(g.y(0), bottom);
  assert.ok(g.top >= 25, 'the scale reaches the highest mean + stderr');
  assert.equal(g.realY, null);
  assert.match(g.band, /^M.* Z$/);
});

test('the real count is on the scale and its line at its value', () => {
  const g = chartGeometry([{ mean: 100, stderr: 10 }, { mean: 90, stderr: 8 }], 400);
  assert.ok(g.top >= 400);
  assert.equal(g.realY, g.y(400));
  assert.ok(g.realY < g.y(100), 'higher values are drawn higher');
});

test('after ten probes the first ones\' spread no longer sets the scale', () => {
  const points = [{ mean: 50, stderr: 1e6 }, ...Array.from({ length: 20 }, () => ({ mean: 50, stderr: 5 }))];
  assert.ok(chartGeometry(points).top < 100);
  assert.ok(chartGeometry(points.slice(0, 3)).top > 1e5, 'with few probes the whole spread shows');
});

test('figures read well in both languages', () => {
  assert.equal(formatFigure(1234.4, 'en'), '1,234');
  assert.equal(formatFigure(2.25, 'en'), '2.3');
  assert.equal(formatFigure(3.2e12, 'en'), '3.20e+12');
  assert.equal(formatFigure(NaN), '–');
});
