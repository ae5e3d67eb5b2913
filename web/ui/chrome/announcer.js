// The page's one role="status" live region: what just changed, in words (placed digits, undo,
// hints, "Solved in 4:32"). The text stays visible too, so sighted players read the same thing.

export function createAnnouncer(region) {
  let timer = 0;
  return {
    /** Says `text`; the same text twice in a row is still announced (cleared, then set). */
    say(text, tone = 'info') {
      clearTimeout(timer);
      region.dataset.tone = tone;
      if (region.textContent === text) {
        region.textContent = '';
        timer = setTimeout(() => { region.textContent = text; }, 50);
      } else {
        region.textContent = text;
      }
    },
    get text() { return region.textContent; },
  };
}
