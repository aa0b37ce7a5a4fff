// The session-replay switch (spec §1). Kept in its own chunk: replay is large and off by default.
import { addIntegration, replayIntegration } from '@sentry/browser';

export function enableSessionReplay(): void {
  // Its type lags the SDK's integration type.
  addIntegration(replayIntegration() as unknown as Parameters<typeof addIntegration>[0]);
}
