// The language control in a page's header: a <select> of the languages i18n.js knows, showing
// the current one; a choice switches the page at once and is remembered (i18n.js setLanguage).
// Any page can use it (the game, the visualizer): createLanguageSwitch(selectElement).
import { LANGUAGES, language, onLanguageChange, setLanguage } from '../../i18n/i18n.js';

/** Fills `select` with the languages (each named in its own language) and keeps it in step. */
export function createLanguageSwitch(select) {
  select.replaceChildren(...LANGUAGES.map(({ code, htmlLang, name }) => {
    const option = document.createElement('option');
    option.value = code;
    option.lang = htmlLang; // a screen reader says "简体中文" with a Chinese voice
    option.textContent = name;
    return option;
  }));
  select.value = language();
  select.addEventListener('change', () => setLanguage(select.value));
  onLanguageChange((code) => { select.value = code; });
  return select;
}
