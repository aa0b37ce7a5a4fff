// The enquiry forms' HTTP client (base /v3; a signed-in member's token goes with each call). Tests mock this module.
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
