// Invisible format characters in user text (web/words/format_controls.js): found with their Unicode
// name, line and column, so a refusal can say exactly what and where (issue 33, finding 7).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { codePointLength, describeCodePoint, findFormatControl } from '../../web/words/format_controls.js';

test('a right-to-left override is named with its line and column in characters', () => {
  assert.deepEqual(findFormatControl('A B\nC D\n𝟏𝟐 X\u202Ey\n'), { char: 'U+202E RIGHT-TO-LEFT OVERRIDE', line: 3, column: 5 });
});

test('every bidi and zero-width control of the issue is found; plain and RTL letters are not', () => {
  for (const cp of [0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x061c, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]) {
    const found = findFormatControl(`ab${String.fromCodePoint(cp)}c`);
    assert.equal(found?.column, 3, describeCodePoint(cp));
    assert.match(found.char, /^U\+[0-9A-F]{4} [A-Z -]+$/);
  }
  assert.equal(findFormatControl('A B\nשלום مرحبا 中文 ١٢٣\n'), null);
});

test('a byte-order mark at the start and comment lines can be skipped', () => {
  assert.equal(findFormatControl('\uFEFFA B\n', { skipBom: true }), null);
  assert.equal(findFormatControl('| note \u202E\nA B\n', { skipLine: (l) => l.startsWith('|') }), null);
  assert.equal(findFormatControl('A B\u200B\n', { skipBom: true })?.char, 'U+200B ZERO WIDTH SPACE');
});

test('codePointLength counts characters, not UTF-16 units', () => {
  assert.equal(codePointLength('𝟏𝟐𝟑'), 3);
  assert.equal('𝟏𝟐𝟑'.length, 6);
});

test('showUserText and isolateQuoted: invisible characters named, other scripts set apart, ASCII untouched', async () => {
  const { showUserText, isolateQuoted } = await import('../../web/words/format_controls.js');
  assert.equal(showUserText('P1,5'), 'P1,5');
  assert.equal(showUserText('a\u202Eb'), 'a<U+202E RIGHT-TO-LEFT OVERRIDE>b');
  assert.equal(showUserText('\u001b[31m'), '<U+001B>[31m');
  assert.equal(showUserText('مرحبا 12'), '\u2068مرحبا 12\u2069');
  assert.equal(showUserText('x'.repeat(30), 24), `\u2068${'x'.repeat(24)}…\u2069`);
  assert.equal(isolateQuoted("line 1, column 3: 'مرحبا' is not a digit"), "line 1, column 3: '\u2068مرحبا\u2069' is not a digit");
  assert.equal(isolateQuoted('plain words, a 9×9 grid…'), 'plain words, a 9×9 grid…');
});
