// mf-unlock's one client of the v3 API: the unlock, linking and phone-proving calls all go
// through it, each answering what the envelope carries (or throwing the ApiError).
import { createApi } from '@shop/shared/http';

export const api = createApi();
