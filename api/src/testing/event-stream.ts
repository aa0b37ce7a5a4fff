// A Server-Sent Events reader for API tests (live.test.ts, goods-in-bench.test.ts): a real HTTP
// stream read as it arrives, with a wait for what a test expects to see.
import assert from 'node:assert/strict';

/** An open stream: every `event: status` as it arrives, and the raw text (comments too). */
export async function openEventStream<E>(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: Array<{ type: string; data: any }> = [];
  let text = '';
  let ended = false;
  const raw: string[] = [];
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          raw.push(block);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const payload = /^data: (.*)$/m.exec(block)?.[1];
          if (type) events.push({ type, data: payload ? JSON.parse(payload) : null });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    events,
    raw,
    statuses: () => events.filter((e) => e.type === 'status').map((e) => e.data as E),
    ended: () => ended,
    reading,
    close: () => controller.abort(),
  };
}

/** Waits for a signal (never a fixed time), failing after `ms`. */
export const waitFor = async (what: string, check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
