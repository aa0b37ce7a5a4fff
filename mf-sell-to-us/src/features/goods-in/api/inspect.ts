// PUT /v3/staff/quotations/{id}/inspect (confirm, revise, return) and …/pay (paid twice is one payout).
import { benchCall, quotePath } from './client';
import type { InspectOutcome } from './types';

export const inspectItem = (quoteId: string, outcome: InspectOutcome) => benchCall<{ status: string; paidWithoutAsking: boolean }>(quotePath(quoteId, '/inspect'), { method: 'PUT', body: outcome });
export const payItem = (quoteId: string) => benchCall<{ status: string }>(quotePath(quoteId, '/pay'), { method: 'PUT', body: {} });
