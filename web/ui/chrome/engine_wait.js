// What the page says and does while the engine it needs does not come (issue 33, finding 4): a
// stalled download is named after a few seconds instead of a silent "Loading the game…", and a
// share link (or a day's link, #daily=) the engine could not read or make because its files failed
// to load is kept (in the address bar, and as the game to open) and tried again, by itself and on
// "Try again", until it opens.
// The worker forgets a failed load and loads again on the next call (engine/worker.js), so a
// later try works once the file is served again. Siblings: notices.js, app/game_opener.js
// (view.linkWaits), app.js (the composition).

// Long enough for a normal first download and compile on a slow phone, short enough that a
// player is not left guessing.
export const SLOW_MS = 4_000;
// The link is tried again after these waits, the last one repeating.
export const RETRY_MS = Object.freeze([5_000, 10_000, 20_000, 40_000, 60_000]);

/**
 * Shows a notice when `answered` (the engine's first answer) has not settled after `slowMs`, and
 * takes it away when it does (either way: a failure is told by whoever needed the engine).
 * @param {{answered: Promise<unknown>, notices: {add: Function, clear: Function}, slowMs?: number}} options
 */
export function watchEngineStart({ answered, notices, slowMs = SLOW_MS }) {
  let settled = false;
  const timer = setTimeout(() => {
    if (!settled) notices.add({ key: 'engine.slow' }, { kind: 'info', topic: 'engine-slow', testid: 'engine-slow' });
  }, slowMs);
  const done = () => {
    settled = true;
    clearTimeout(timer);
    notices.clear('engine-slow');
  };
  answered.then(done, done);
}

// A day's link is made afresh ({ daily }) on each try; a share link is passed back as it came.
const sameLink = (a, b) => a === b || (Boolean(a.daily) && a.daily === b.daily);

/**
 * Keeps a share link that waits for the engine. wait(link) (the opener's view.linkWaits) shows the
 * notice, with "Try again", and schedules the next try; a try that opens the link (or refuses it
 * for what it says: told by the opener) ends the wait, and `forget(link)` takes it from the address
 * bar. Dismissing the notice gives the link up.
 * @param {{notices: {add: Function}, reopen: (link: object) => Promise<unknown>,
 *   forget: (link: object) => void, retryMs?: readonly number[]}} options
 */
export function keepWaitingLink({ notices, reopen, forget, retryMs = RETRY_MS }) {
  let waiting = null; // { link, tries, timer, notice } while a link waits
  let trying = false;

  function wait(link) {
    const tries = waiting && sameLink(waiting.link, link) ? waiting.tries + 1 : 0;
    clearTimeout(waiting?.timer);
    const notice = notices.add({ key: 'link.waiting' }, {
      topic: 'opening', // a puzzle the player asks for meanwhile replaces it (game_opener.js)
      testid: 'link-waiting',
      action: { key: 'link.try_again', run: tryAgain },
    });
    waiting = { link, tries, notice, timer: setTimeout(tryAgain, retryMs[Math.min(tries, retryMs.length - 1)]) };
  }

  async function tryAgain() {
    if (!waiting || trying) return;
    const before = waiting;
    clearTimeout(before.timer);
    if (!before.notice.isConnected) { // dismissed, or another puzzle was opened: the link is given up
      waiting = null;
      forget(before.link);
      return;
    }
    trying = true;
    try {
      await reopen(before.link);
    } finally {
      trying = false;
    }
    if (waiting !== before) return; // it waits again (wait() was called meanwhile)
    // Not waiting again: the link opened (or was refused for its content, which the opener said).
    before.notice.remove();
    waiting = null;
    forget(before.link);
  }

  return {
    wait,
    tryAgain,
    /** Whether a link is waiting for the engine. */
    get waiting() { return waiting !== null; },
  };
}
