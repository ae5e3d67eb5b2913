// node --test: the notation players get (web/words/notation.js): plain words by default — "row 3,
// column 5", levels by what they ask of a player, no SE figure — and the precise form (r3c5, the SE
// ranges) only with the "Expert notation" setting, which is off by default.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expertNotation, setExpertNotation } from '../../web/words/notation.js';
import { cellWords } from '../../web/words/hint_words.js';
import { mistakeText } from '../../web/words/hint_text.js';
import { levelsFor } from '../../web/game/catalog.js';
import { DEFAULT_SETTINGS, normalizeSettings } from '../../web/ui/chrome/settings.js';
import { setLanguage } from '../../web/i18n/i18n.js';

test('notation: off by default; a saved setting is read back', () => {
  assert.equal(DEFAULT_SETTINGS.expertNotation, false);
  assert.equal(normalizeSettings({}).expertNotation, false);
  assert.equal(normalizeSettings({ expertNotation: true }).expertNotation, true);
  assert.equal(expertNotation(), false);
});

test('notation: cells in plain words by default, r3c5 with expert notation', () => {
  setExpertNotation(false);
  assert.equal(cellWords(22, 9), 'row 3, column 5');
  assert.equal(mistakeText({ reason: 'note', cell: 20, cells: [20] }, { size: 9 }), 'No hint: the notes in row 3, column 3 leave out the digit that belongs there. Fix them first.');
  setExpertNotation(true);
  assert.equal(cellWords(22, 9), 'r3c5');
  setLanguage('zh', { remember: false });
  assert.equal(cellWords(22, 9), 'r3c5');
  setExpertNotation(false);
  assert.equal(cellWords(22, 9), '第3行第5列');
  setLanguage('en', { remember: false });
});

test('notation: levels say what they ask of a player; the SE ranges only with expert notation', () => {
  setExpertNotation(false);
  const plain = levelsFor(9);
  assert.equal(plain.find((l) => l.id === 'medium').help, 'also: the one digit left for a cell, a digit kept to one line of a box');
  for (const level of plain) assert.doesNotMatch(level.help, /SE \d|pointing/, level.id);
  setExpertNotation(true);
  const expert = levelsFor(9);
  assert.equal(expert.find((l) => l.id === 'medium').help, 'naked singles, direct pointing · SE 1.6–2.5');
  setExpertNotation(false);
});
