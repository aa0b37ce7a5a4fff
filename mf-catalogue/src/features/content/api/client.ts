// The content pages' HTTP client (base /v3). Tests mock this module; the prerender routes its
// calls through the API in-process, as it does the catalogue's own (routeContentCallsThrough).
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
type Adapter = NonNullable<typeof api.defaults.adapter>;

/** Server side (prerender): calls go through `adapter` (the API in-process), not the network. */
export function routeContentCallsThrough(adapter: Adapter): void {
  api.defaults.adapter = adapter;
}
