// GET /v3/staff/goods-in/parcels/{id} (the parcel as the bench shows it) and PUT …/receive (received twice is one receipt).
import { benchCall } from './client';
import type { Claim, Parcel } from './types';

export const getParcel = (orderId: string) => benchCall<{ parcel: Parcel; claims: Claim[] }>(`/v3/staff/goods-in/parcels/${encodeURIComponent(orderId)}`);
export const receiveParcel = (orderId: string) => benchCall<unknown>(`/v3/staff/webbuyorders/${encodeURIComponent(orderId)}/receive`, { method: 'PUT', body: {} });
