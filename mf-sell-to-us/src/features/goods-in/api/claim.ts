// PUT/DELETE /v3/staff/quotations/{id}/claim: take an item while inspecting it (others see it taken), and let it go.
import { benchCall, quotePath } from './client';
import type { Claim } from './types';

export const claimItem = (quoteId: string) => benchCall<{ claim: Claim }>(quotePath(quoteId, '/claim'), { method: 'PUT', body: {} });
export const releaseItem = (quoteId: string) => benchCall<{ released: boolean }>(quotePath(quoteId, '/claim'), { method: 'DELETE' });
