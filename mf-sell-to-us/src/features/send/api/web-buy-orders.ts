// The parcel after accepting (issue #14 point 6): the member's accepted quotes, where it can come
// from (their saved addresses) or go to (a store), and the web buy order calls that make its label.
import type { HandoverMethod } from '@shop/shared/rules';
import { session } from '@shop/shared/session';
import type { MemberAddress } from '@shop/shared/api';
import { api } from '../../../api/client';

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
  /** Miles from the member's address (null when their postcode could not be placed). */
  distanceMiles: number | null;
}
/** Who collects and on which working days (YYYY-MM-DD). */
export interface CollectionSlots {
  courier: string;
  slots: Array<{ date: string }>;
}
export interface MadeParcel {
  orderId: string;
  label: Blob;
  /** The booked collection, for a parcel the courier collects. */
  collection: { courier: string; date: string; trackingNumber: string } | null;
}
/** How the parcel reaches us: collected from one of the member's addresses, or dropped at a store. */
export type Handover = { handover: Extract<HandoverMethod, 'collection'>; addressId: number } | { handover: Extract<HandoverMethod, 'dropoff'>; storeId: number };

type Order = { webBuyOrder: { webBuyOrderId: string } };
const orderPath = (orderId: string, rest: string) => `/webbuyorders/${encodeURIComponent(orderId)}${rest}`;

/** Accepted quotes are the ones not yet sent: a label moves its quotes on to 'sent'. */
export async function acceptedQuotes(): Promise<AcceptedQuote[]> {
  const res = await api.get<{ quotations: AcceptedQuote[] }>('/quotations/list', { params: { status: 'accepted', limit: 20 } });
  return res.quotations;
}

/** The member's saved addresses, carried by their details (GET members/{id}). */
export async function savedAddresses(): Promise<MemberAddress[]> {
  const memberId = session.memberId();
  if (!memberId) return [];
  return (await api.get<{ memberDetails: { addresses: MemberAddress[] } }>(`/members/${encodeURIComponent(memberId)}`)).memberDetails.addresses;
}

/** Stores nearest the member's default address first (the API reads the postcode: it never goes in a URL). */
export async function dropOffStores(): Promise<DropOffStore[]> {
  return (await api.get<{ stores: DropOffStore[] }>('/webbuyorders/dropoffstores', { params: { limit: 5 } })).stores;
}

export async function collectionSlots(): Promise<CollectionSlots> {
  return api.get<CollectionSlots>('/webbuyorders/collectionslots');
}

type CollectionOrder = { webBuyOrder: { webBuyOrderId: string; collection: MadeParcel['collection'] } };

/**
 * Puts the quotes in one order, says how it travels and what goes in which box, books the
 * collection (for a collected parcel: before the label, so a refused booking sends nothing), and
 * makes its labels (the label sends the quotes).
 */
export async function createLabel(quoteIds: string[], handover: Handover, boxes: string[][], collectionDate: string | null): Promise<MadeParcel> {
  const made = await api.post<Order>('/webbuyorders/generate', { quoteIds });
  const orderId = made.webBuyOrder.webBuyOrderId;
  await api.put<Order>(orderPath(orderId, '/address'), handover);
  await api.put<Order>(orderPath(orderId, '/boxes'), { boxes });
  let collection: MadeParcel['collection'] = null;
  if (handover.handover === 'collection' && collectionDate) {
    collection = (await api.put<CollectionOrder>(orderPath(orderId, '/collection'), { date: collectionDate })).webBuyOrder.collection;
  }
  // The label is a PDF, not an envelope: the whole answer, its body the blob.
  const label = await api.raw.post<Blob>(orderPath(orderId, '/generateshippinglabel'), {}, { responseType: 'blob' });
  return { orderId, label: label.data, collection };
}
