// A day of the puzzle of the day (game/daily.js) in the page's language: "Tuesday, 1 December 2026"
// or "2026年12月1日星期二", a streak's length, and a refusal of a day's link in words. Siblings:
// game/daily.js (the days themselves), i18n/catalog_daily.js (the strings).
import { addCatalog, language, t } from '../i18n/i18n.js';
import daily from '../i18n/catalog_daily.js';

addCatalog(daily);

const LOCALES = { en: 'en-GB', zh: 'zh-CN' };

/** "Tuesday, 1 December 2026" for "2026-12-01": the calendar day itself, whatever the time zone. */
export function dayWords(key) {
  const [y, m, d] = String(key).split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language()] ?? 'en-GB', {
    weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "3 days", "1 day". */
export function daysWords(n) {
  return n === 1 ? t('daily.day') : t('daily.days', { n });
}

/** A DailyError (game/daily.js) as the sentence that says why the day cannot be opened. */
export function dailyErrorWords(error) {
  return t(error.key, error.words);
}
