// GET /v3/staff/webbuyorders/arriving: parcels on their way, oldest first, and who has which item open.
import { benchCall } from './client';
import type { ArrivingOrder, Claim } from './types';

export const getArriving = () => benchCall<{ webBuyOrders: ArrivingOrder[]; claims: Claim[] }>('/v3/staff/webbuyorders/arriving?limit=200');
