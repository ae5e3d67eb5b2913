// The axe-core scans of the e2e specs start here: one place that makes the builder. It runs axe in
// legacy mode (axe.run in the page itself) rather than @axe-core/playwright's default, which runs
// axe.runPartial in the page, then opens a second, blank page in the context, injects axe-core into
// it again and ships every partial result there as JSON for axe.finishRun. The two give the same
// rules and the same results on a page without cross-origin frames (checked on the game and on
// dlx.html: identical violations, passes and incomplete, node for node), and legacy mode takes about
// half the time, most of the default's being that second page. Our pages have no frames at all; the
// check below says so loudly if one ever does, as legacy mode skips cross-origin frames.
import { expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** A builder for an axe scan of `page` (chain .include() and .analyze() as usual). */
export function axeBuilder(page) {
  expect(page.frames().map((frame) => frame.url()), 'axe runs in legacy mode: it would skip a cross-origin frame').toHaveLength(1);
  return new AxeBuilder({ page }).setLegacyMode();
}
