// Lasting messages above the board: storage only in memory, a saved game that could not be read,
// a link that could not be opened. Each can be dismissed; the container is a polite live region.
import { localize } from '../i18n/i18n.js';

export function createNotices(container) {
  container.setAttribute('aria-live', 'polite');
  return {
    /**
     * Shows `text` once (the same text is not repeated); returns its element. `action`
     * ({label, run}) adds a button before "Dismiss" (the update notice's "Reload to update").
     */
    add(text, { kind = 'warning', testid = null, action = null } = {}) {
      const existing = [...container.children].find((n) => n.dataset.text === text);
      if (existing) return existing;
      const notice = document.createElement('div');
      notice.className = `notice ${kind}`;
      notice.dataset.text = text;
      if (testid) notice.dataset.testid = testid;
      const message = document.createElement('p');
      message.textContent = text;
      const dismiss = document.createElement('button');
      dismiss.type = 'button';
      dismiss.className = 'quiet';
      localize(dismiss, 'notice.dismiss');
      dismiss.addEventListener('click', () => notice.remove());
      notice.append(message);
      if (action) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = action.label;
        button.addEventListener('click', () => action.run());
        notice.append(button);
      }
      notice.append(dismiss);
      container.append(notice);
      return notice;
    },
  };
}
