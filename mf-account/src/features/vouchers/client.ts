// The vouchers tab's API client (its own module, so tests can stand in for it).
import { createApiClient } from '@shop/shared/http';

export const api = createApiClient();
