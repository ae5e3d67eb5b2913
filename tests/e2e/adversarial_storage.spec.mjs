// The standing adversarial suite, storage (issue 33): localStorage that is full when the page
// loads (a quota: a value rewritten in place at its size still fits, nothing new does), that throws
// on every call from some moment on, that is cleared by someone else in the middle of a game, and
// that fills up just as "Continue here" keeps this tab's game over another tab's.
// Nothing is lost, and the page says only what is true, once. The storage is staged by wrapping
// Storage.prototype in an init script, the app has no hook for it. Bounded: 4 cases, about 30 s.
import { expect, test } from '@playwright/test';
import { CLASSIC, openGame, playOneMove, readBoard, shareLink, status } from './game_helpers.mjs';

// sessionStorage 'storage-attack' says what the page's localStorage does from its load on:
//   'full'    a quota of what is stored at load (window.__quota = Infinity frees space)
//   'throws'  window.__throws = true makes every call throw a SecurityError
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const attack = sessionStorage.getItem('storage-attack');
    const proto = Storage.prototype;
    const { setItem, getItem, removeItem } = proto;
    const used = (storage) => {
      let total = 0;
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        total += key.length + getItem.call(storage, key).length;
      }
      return total;
    };
    window.__quota = attack === 'full' ? used(localStorage) : Infinity;
    window.__throws = false;
    const refuse = (storage) => {
      if (storage === localStorage && window.__throws) throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    proto.setItem = function (key, value) {
      refuse(this);
      if (this === localStorage) {
        const old = getItem.call(this, key);
        const after = used(this) - (old === null ? 0 : key.length + old.length) + key.length + String(value).length;
        if (after > window.__quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return setItem.call(this, key, value);
    };
    proto.getItem = function (key) {
      refuse(this);
      return getItem.call(this, key);
    };
    proto.removeItem = function (key) {
      refuse(this);
      return removeItem.call(this, key);
    };
  });
});

const entered = async (page) => (await readBoard(page)).filter((c) => c.kind === 'entered').length;
const visibleNotices = (page) => page.locator('#notices > .notice:visible');

test('storage full at load: "storage is full" alone, never "Saving works again" until it does; every move kept', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await playOneMove(page);
  await page.evaluate(() => sessionStorage.setItem('storage-attack', 'full'));
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const full = page.getByTestId('storage-notice');
  await expect(full).toContainText('storage for this page is full');
  for (let i = 0; i < 3; i++) await playOneMove(page); // each save fails, and tries again
  await expect(page.getByTestId('storage-recovered')).toHaveCount(0);
  await expect(visibleNotices(page)).toHaveCount(1);

  await page.evaluate(() => {
    window.__quota = Infinity; // the player frees some space
    sessionStorage.removeItem('storage-attack');
  });
  await playOneMove(page);
  await expect(page.getByTestId('storage-recovered')).toContainText('Saving works again');
  await expect(full).toHaveCount(0);
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await entered(page)).toBe(5);
});

test('storage that starts throwing mid-game: said once, the game plays on in memory and loses nothing until the tab closes', async ({ page }) => {
  await openGame(page, shareLink(CLASSIC));
  await playOneMove(page);
  await page.evaluate(() => { window.__throws = true; });
  await playOneMove(page);
  await playOneMove(page);
  await expect(page.getByTestId('storage-notice')).toHaveCount(1);
  await expect(visibleNotices(page)).toHaveCount(1);
  expect(await entered(page)).toBe(3);
  // Undo and redo work from memory.
  await page.keyboard.press('Control+z');
  expect(await entered(page)).toBe(2);
  await page.keyboard.press('Control+y');
  expect(await entered(page)).toBe(3);
});

test('storage cleared by someone else mid-game: the next move writes the whole game back, and a reload resumes it', async ({ page, context }) => {
  await openGame(page, shareLink(CLASSIC));
  await playOneMove(page);
  await playOneMove(page);
  const other = await context.newPage();
  await other.goto('./print.css');
  await other.evaluate(() => localStorage.clear()); // another tab, or the browser's "clear site data"
  await other.close();
  await playOneMove(page);
  await expect(page.getByTestId('tab-notice')).toHaveCount(0); // a cleared storage is not another tab's game
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  expect(await entered(page)).toBe(3);
});

test('another tab started a different game and this one cannot be saved: Continue here says the other tab goes on, and it does', async ({ page, context }) => {
  await openGame(page, shareLink(CLASSIC));
  await playOneMove(page);
  const other = await context.newPage(); // no storage attack there: its game is the saved one
  await openGame(other);
  await other.getByRole('button', { name: 'New game' }).click();
  const dialog = other.getByRole('dialog', { name: 'New game' });
  await dialog.getByRole('radio', { name: '4×4' }).check();
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(other.getByRole('gridcell')).toHaveCount(16);
  const tabNotice = page.getByTestId('tab-notice');
  await expect(tabNotice).toContainText('Another tab started a different game');

  await page.evaluate(() => { window.__quota = 0; }); // this tab's storage is full from now on
  await page.bringToFront();
  await tabNotice.getByRole('button', { name: 'Continue here' }).click();
  await expect(tabNotice).toHaveCount(0);
  // Not "the other tab has stopped": nothing was written, so the other tab was never told.
  await expect(status(page)).toHaveText('Continuing this game here, but it cannot be saved (the browser refuses to store it): the other tab goes on, and its game stays the saved one. Moves made here last only while this tab is open.');
  await expect(page.getByTestId('storage-notice')).toContainText('storage for this page is full');
  await playOneMove(page); // this tab plays on, in memory
  expect(await entered(page)).toBe(2);
  await other.bringToFront();
  await playOneMove(other); // and the other tab goes on, as said
  await expect(other.getByTestId('tab-notice')).toHaveCount(0);
});
