// The enquiry forms' HTTP client (base /v3; a signed-in member's token goes with each call). Tests mock this module.
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
type Adapter = NonNullable<typeof api.defaults.adapter>;

/** Server side (prerender): calls go through `adapter` (the API in-process), not the network. */
export function routeEnquiryCallsThrough(adapter: Adapter): void {
  api.defaults.adapter = adapter;
}
