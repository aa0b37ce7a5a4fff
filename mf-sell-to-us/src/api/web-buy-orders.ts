// The parcel after accepting (issue #14 point 6): the member's accepted quotes, where it can come
// from (their saved addresses) or go to (a store), and the web buy order calls that make its label.
import type { HandoverMethod, MemberAddress } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import { api, type Data } from './client';

export interface AcceptedQuote {
  quoteId: string;
  brand: string;
  modelName: string;
  quantity: number;
}
export interface DropOffStore {
  storeId: number;
  storeName: string;
  address: { line1: string; town: string; postcode: string };
}
/** How the parcel reaches us: collected from one of the member's addresses, or dropped at a store. */
export type Handover = { handover: Extract<HandoverMethod, 'collection'>; addressId: number } | { handover: Extract<HandoverMethod, 'dropoff'>; storeId: number };

type Order = Data<{ webBuyOrder: { webBuyOrderId: string } }>;
const orderPath = (orderId: string, rest: string) => `/webbuyorders/${encodeURIComponent(orderId)}${rest}`;

/** Accepted quotes are the ones not yet sent: a label moves its quotes on to 'sent'. */
export async function acceptedQuotes(): Promise<AcceptedQuote[]> {
  const res = await api.get<Data<{ quotations: AcceptedQuote[] }>>('/quotations/list', { params: { status: 'accepted', limit: 20 } });
  return res.data.response.data.quotations;
}

/** The member's saved addresses, carried by their details (GET members/{id}). */
export async function savedAddresses(): Promise<MemberAddress[]> {
  const memberId = session.memberId();
  if (!memberId) return [];
  return (await api.get<Data<{ memberDetails: { addresses: MemberAddress[] } }>>(`/members/${encodeURIComponent(memberId)}`)).data.response.data.memberDetails.addresses;
}

export async function dropOffStores(): Promise<DropOffStore[]> {
  return (await api.get<Data<{ stores: DropOffStore[] }>>('/stores')).data.response.data.stores;
}

/** Puts the quotes in one order, says how it travels, and makes its label (the label sends the quotes). */
export async function createLabel(quoteIds: string[], handover: Handover): Promise<{ orderId: string; label: Blob }> {
  const made = await api.post<Order>('/webbuyorders/generate', { quoteIds });
  const orderId = made.data.response.data.webBuyOrder.webBuyOrderId;
  await api.put<Order>(orderPath(orderId, '/address'), handover);
  const label = await api.post<Blob>(orderPath(orderId, '/generateshippinglabel'), {}, { responseType: 'blob' });
  return { orderId, label: label.data };
}
