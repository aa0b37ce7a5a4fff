// A 'nothing happened' check needs a point after which nothing more will happen, not a pause
// (issue 34 §6): a pause passes when the thing is merely late. `settled()` waits for that point.
import { expect, type Page, type Request } from '@playwright/test';

/** A stream (the member's live status) stays open for the page's life: it is never 'in flight'. */
const isStream = (r: Request) => r.headers()['accept'] === 'text/event-stream';

/** The page's main thread after its next frame, once it has nothing else to run. */
const idleFrame = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 2000 }))));

/**
 * Watches the page's requests from now on (call it before the page loads). `settled()` resolves
 * once no request is waiting for its answer and the page has gone idle twice in a row with no new
 * request started: idle-time work (the host's after-first-paint loads, a chunk's first calls)
 * has run by then. A request that starts meanwhile makes the wait go on, so the check after it
 * still sees it.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (r) => {
    if (isStream(r)) return;
    inFlight.add(r);
    started++;
  });
  const end = (r: Request) => inFlight.delete(r);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async settled(): Promise<void> {
      for (let quietRounds = 0; quietRounds < 2;) {
        await expect.poll(() => [...inFlight].map((r) => r.url()), { message: 'requests still waiting for an answer' }).toEqual([]);
        const before = started;
        await idleFrame(page);
        quietRounds = started === before && inFlight.size === 0 ? quietRounds + 1 : 0;
      }
    },
  };
}
