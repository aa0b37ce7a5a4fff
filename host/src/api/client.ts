// The host's one client of the v3 API, for the few calls the host makes with it (a member's
// consents). Only ever imported lazily (connect-consent's member sync): the host's boot imports
// no shared module statically, and guests never load it.
import { createApi } from '@shop/shared/http';

export const api = createApi();
