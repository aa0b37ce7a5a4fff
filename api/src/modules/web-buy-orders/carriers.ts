// The courier that collects a member's parcel (issue 32 §2), behind one interface, as payments
// are: Royal Mail's Click & Drop API when its key is set (api/src/modules/web-buy-orders/README.md 'Parcels: collection and
// tracking'), otherwise the embedded stand-in below, which behaves like it and moves no parcel.
//   book     ~ Click & Drop POST /api/v1/orders: one order per parcel, the member's address as the
//              sender, our returns address as the recipient, one package per box, the collection
//              day as plannedDespatchDate; the answer's trackingNumber and orderIdentifier are kept
//   tracking ~ the tracking push (webhook) to POST /v3/webbuyorders/tracking: the raw body signed
//              with HMAC-SHA256 under the shared webhook secret, hex, in X-Carrier-Signature;
//              anything unsigned or signed otherwise is refused and changes nothing
// The stand-in signs its events the same way (its secret derived from the API's own), so a
// stand-in event takes the same path as a real one: `npm run staff -- parcel advance <order>` or
// the staff route make the courier's next scan.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { returnsAddressLines, TRACKING_STATUSES, type ReturnsAddress, type TrackingStatus } from '@shop/shared/rules';

export interface CollectionAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
}

export interface CollectionRequest {
  orderId: string;
  /** The collection day (YYYY-MM-DD), one of the offered slots. */
  date: string;
  from: CollectionAddress;
  to: ReturnsAddress;
  /** How many boxes (one label each). */
  boxes: number;
}

export interface BookedCollection {
  trackingNumber: string;
  carrierReference: string;
}

/** One courier scan, as the webhook reports it. */
export interface TrackingUpdate {
  trackingNumber: string;
  status: TrackingStatus;
  /** The carrier's id of the event (a repeat is kept once). */
  eventId: string;
  at: Date;
  location: string | null;
}

export interface Carrier {
  /** Kept with each booking: 'royal-mail' or 'embedded'. */
  readonly name: string;
  /** What the member reads: 'Royal Mail'. */
  readonly courier: string;
  /** True for the embedded stand-in: its events can be made by staff. */
  readonly standIn: boolean;
  book(request: CollectionRequest): Promise<BookedCollection>;
  /** Calls a booked collection off with the carrier (before it collects); throws when the carrier refuses. */
  cancel(booking: BookedCollection): Promise<void>;
  /** The updates of a webhook call, or null when its signature does not check out. */
  readWebhook(rawBody: string, signature: string | undefined): TrackingUpdate[] | null;
  /** The stand-in only: a signed webhook body of one scan (what the courier would send). */
  simulate?(update: TrackingUpdate): { body: string; signature: string };
}

/** The webhook's body: the events of one or more parcels. */
interface WebhookBody {
  events?: Array<{ trackingNumber?: unknown; status?: unknown; eventId?: unknown; eventDateTime?: unknown; locationName?: unknown }>;
}

/** The stand-in's webhook secret: derived from the API's own signing key, the same in every process (the CLI's too). */
export const standInSecret = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('carrier-stand-in').digest('hex');

export const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

function signatureValid(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

/** The events of a signed body: only well-formed ones with a status we know; the rest are ignored. */
function readEvents(secret: string, rawBody: string, signature: string | undefined): TrackingUpdate[] | null {
  if (!signatureValid(secret, rawBody, signature)) return null;
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    return [];
  }
  return (body.events ?? []).flatMap((e) => {
    const at = typeof e.eventDateTime === 'string' ? new Date(e.eventDateTime) : null;
    if (typeof e.trackingNumber !== 'string' || typeof e.eventId !== 'string' || !at || Number.isNaN(at.getTime())) return [];
    if (!TRACKING_STATUSES.includes(e.status as TrackingStatus)) return [];
    return [{ trackingNumber: e.trackingNumber, status: e.status as TrackingStatus, eventId: e.eventId, at, location: typeof e.locationName === 'string' ? e.locationName.slice(0, 120) : null }];
  });
}

const webhookBody = (u: TrackingUpdate) => JSON.stringify({ events: [{ trackingNumber: u.trackingNumber, status: u.status, eventId: u.eventId, eventDateTime: u.at.toISOString(), locationName: u.location }] });

/** Royal Mail tracked numbers: two letters, eight digits, a check digit (S10 check) and GB. */
export function royalMailStyleNumber(serial = randomInt(0, 100_000_000)): string {
  const digits = String(serial).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return `LL${digits}${check === 10 ? 0 : check === 11 ? 5 : check}GB`;
}

/** The embedded stand-in: books at once, numbers like Royal Mail's, events only when staff make them. */
export function embeddedCarrier(secret: string): Carrier {
  return {
    name: 'embedded',
    courier: 'Royal Mail (stand-in)',
    standIn: true,
    async book(request) {
      return { trackingNumber: royalMailStyleNumber(), carrierReference: `STANDIN-${request.orderId}` };
    },
    // Nothing to tell: the stand-in's booking is the row the service deletes.
    async cancel() {},
    readWebhook: (raw, signature) => readEvents(secret, raw, signature),
    simulate(update) {
      const body = webhookBody(update);
      return { body, signature: signBody(secret, body) };
    },
  };
}

export interface RoyalMailConfig {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** Click & Drop service code for the parcels (e.g. TPS48: Tracked 48). */
  serviceCode: string;
}

interface ClickAndDropAnswer {
  successCount?: number;
  createdOrders?: Array<{ orderIdentifier?: number | string; trackingNumber?: string }>;
  failedOrders?: Array<{ errors?: Array<{ errorMessage?: string }> }>;
}

/** Royal Mail Click & Drop (api.parcel.royalmail.com): booking with a Bearer key; tracking by the signed push. */
export function royalMailCarrier(c: RoyalMailConfig, fetchImpl: typeof fetch = fetch): Carrier {
  const base = c.baseUrl.replace(/\/$/, '');
  return {
    name: 'royal-mail',
    courier: 'Royal Mail',
    standIn: false,
    async book(r) {
      const to = returnsAddressLines(r.to);
      const item = {
        orderReference: r.orderId,
        sender: { tradingName: `${r.from.firstName} ${r.from.lastName}` },
        recipient: {
          address: { fullName: to[0], addressLine1: to[1], addressLine2: to[2], city: to[to.length - 2], postcode: to[to.length - 1], countryCode: 'GB' },
        },
        // The collection address goes in the instructions: Click & Drop collects from the sender's.
        specialInstructions: `Collect from ${[r.from.line1, r.from.line2, r.from.town, r.from.postcode].filter(Boolean).join(', ')}`.slice(0, 500),
        packages: Array.from({ length: r.boxes }, () => ({ packageFormatIdentifier: 'parcel', weightInGrams: 10_000 })),
        orderDate: new Date().toISOString(),
        plannedDespatchDate: `${r.date}T09:00:00Z`,
        subtotal: 0,
        shippingCostCharged: 0,
        total: 0,
        currencyCode: 'GBP',
        postageDetails: { sendNotificationsTo: 'sender', serviceCode: c.serviceCode },
        label: { includeLabelInResponse: false, includeCN: false, includeReturnsLabel: false },
      };
      const res = await fetchImpl(`${base}/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ items: [item] }),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as ClickAndDropAnswer;
      const created = answer.createdOrders?.[0];
      // The carrier's words only: never the address we sent.
      if (!res.ok || !created?.trackingNumber) throw new Error(`Click & Drop refused the booking: ${res.status} ${answer.failedOrders?.[0]?.errors?.[0]?.errorMessage ?? ''}`.trim());
      return { trackingNumber: created.trackingNumber, carrierReference: String(created.orderIdentifier ?? '') };
    },
    // Click & Drop deletes an order not yet manifested (DELETE /orders/{orderIdentifiers}): the collection is off.
    async cancel(booking) {
      if (!booking.carrierReference) throw new Error('Click & Drop has no order identifier for this booking');
      const res = await fetchImpl(`${base}/orders/${encodeURIComponent(booking.carrierReference)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${c.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { deletedOrders?: unknown[]; errors?: Array<{ errorMessage?: string }> };
      if (!res.ok || (answer.errors?.length ?? 0) > 0 || (answer.deletedOrders?.length ?? 0) === 0) {
        throw new Error(`Click & Drop refused to cancel the collection: ${res.status} ${answer.errors?.[0]?.errorMessage ?? ''}`.trim());
      }
    },
    readWebhook: (raw, signature) => readEvents(c.webhookSecret, raw, signature),
  };
}
