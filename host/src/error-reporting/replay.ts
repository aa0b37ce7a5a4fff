// The session-replay switch (spec §1). Kept in its own chunk: replay is large, and it loads only
// with the visitor's session-replay consent (host/src/consent/session-replay.ts).
import { addIntegration, replayIntegration } from '@sentry/browser';

let replay: ReturnType<typeof replayIntegration> | null = null;

export function enableSessionReplay(): void {
  if (replay) return replay.start();
  replay = replayIntegration();
  // Its type lags the SDK's integration type.
  addIntegration(replay as unknown as Parameters<typeof addIntegration>[0]);
}

/** Consent withdrawn: stop recording and drop the segment not yet sent. */
export function disableSessionReplay(): void {
  void replay?.stop({ flush: false });
}
