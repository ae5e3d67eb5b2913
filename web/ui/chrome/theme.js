// Light and dark: the page follows prefers-color-scheme until the player presses the theme
// button; the choice is kept in settings. The stylesheet reads <html data-theme="light|dark">.

const darkQuery = globalThis.matchMedia?.('(prefers-color-scheme: dark)');

export function effectiveTheme(choice) {
  if (choice === 'light' || choice === 'dark') return choice;
  return darkQuery?.matches ? 'dark' : 'light';
}

/**
 * @param {HTMLButtonElement} button  a toggle: aria-pressed="true" while the dark theme shows
 * @param {string} choice  'system' | 'light' | 'dark'
 * @param {(choice: string) => void} onChoose  called with the player's new choice
 */
export function createThemeToggle(button, choice, onChoose) {
  const apply = () => {
    const theme = effectiveTheme(choice);
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  };
  button.addEventListener('click', () => {
    choice = effectiveTheme(choice) === 'dark' ? 'light' : 'dark';
    apply();
    onChoose(choice);
  });
  darkQuery?.addEventListener?.('change', apply);
  apply();
}
