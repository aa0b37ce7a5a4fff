// mf-catalogue's one client of the v3 API: every call of the catalogue (its api/ files and each
// feature's api/) goes through it, and answers the envelope's data. The prerender routes its
// calls through the API in-process (routeCallsThrough).
import { createApi, type Adapter } from '@shop/shared/http';

export const api = createApi();

/** Server side (prerender): calls go through `adapter` (the API in-process), not the network. */
export function routeCallsThrough(adapter: Adapter): void {
  api.raw.defaults.adapter = adapter;
}
