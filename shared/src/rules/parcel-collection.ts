// A booked courier collection of a web buy order's parcel (issue 32 §2), one place for its
// states and the rules every process reads: which working days a courier collects on, how a
// collection moves (booked → collected → in transit → delivered to us; forward only: a late or
// repeated courier event never takes a parcel back), how items are split into boxes, and the
// size and weight a courier takes in one box.
import { isWorkingDay, localTime, UK_TIME_ZONE } from './fulfilment';

export const COLLECTION_STATUSES = ['booked', 'collected', 'in_transit', 'delivered'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];
/** What a courier scan can report (a booking is made by us, never by the courier). */
export type TrackingStatus = Exclude<CollectionStatus, 'booked'>;
export const TRACKING_STATUSES: readonly TrackingStatus[] = ['collected', 'in_transit', 'delivered'];

/** Whether a collection at `from` may move to `to`: only forward (a repeated or late event changes nothing). */
export const collectionMoves = (from: CollectionStatus, to: CollectionStatus) => COLLECTION_STATUSES.indexOf(to) > COLLECTION_STATUSES.indexOf(from);

/** The status after `from` when the parcel moves on one step, or null once delivered. */
export function nextCollectionStatus(from: CollectionStatus): TrackingStatus | null {
  return (COLLECTION_STATUSES[COLLECTION_STATUSES.indexOf(from) + 1] as TrackingStatus | undefined) ?? null;
}

/** Working days offered for a collection. */
export const COLLECTION_SLOT_DAYS = 5;

/** The next `days` working days after today in London (YYYY-MM-DD): weekends and bank holidays (fulfilment.ts) skipped. */
export function collectionSlots(now: Date, days = COLLECTION_SLOT_DAYS): string[] {
  const slots: string[] = [];
  const day = new Date(`${localTime(now, UK_TIME_ZONE).date}T12:00:00Z`);
  while (slots.length < days) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    if (isWorkingDay(iso)) slots.push(iso);
  }
  return slots;
}

/** One courier box: the most it takes (the couriers' standard parcel limits). */
export const BOX_LIMITS = { maxWeightKg: 30, maxLengthCm: 120, maxLengthPlusGirthCm: 300 } as const;

/**
 * How to pack bulky things, written once (issue 32 §2): printed on every packing slip (the API's
 * label PDF) and shown on the send page. The limits line quotes BOX_LIMITS.
 */
export const PACKING_GUIDANCE: readonly string[] = [
  `Each box: at most ${BOX_LIMITS.maxWeightKg} kg and ${BOX_LIMITS.maxLengthCm} cm on its longest side.`,
  'Prams and pushchairs: fold the frame, take the wheels off if they come off, and wrap the wheels and handlebar in bubble wrap or cardboard.',
  'Cots and cot beds: take them apart, tape the screws and bolts in a bag to a side panel, and pad the corners.',
  'Car seats: leave the straps and inserts in place and pad the shell all round: it must not be knocked on the way.',
];

/**
 * Why these boxes cannot hold the order's items, or null when they can: every item in exactly one
 * box, no empty box, at most one box per item.
 */
export function boxesProblem(quoteIds: readonly string[], boxes: readonly (readonly string[])[]): 'empty-box' | 'unknown-item' | 'item-twice' | 'item-missing' | null {
  const seen = new Set<string>();
  for (const box of boxes) {
    if (box.length === 0) return 'empty-box';
    for (const id of box) {
      if (!quoteIds.includes(id)) return 'unknown-item';
      if (seen.has(id)) return 'item-twice';
      seen.add(id);
    }
  }
  return seen.size === quoteIds.length ? null : 'item-missing';
}

/** Bulky items travel one to a box unless the member packs them together (issue 32 §2). */
export const oneBoxEach = (quoteIds: readonly string[]): string[][] => quoteIds.map((id) => [id]);

/** The API's failure codes for collections and boxes. */
export const COLLECTION_CODES = {
  /** The date is not one of the offered working days. */
  slotUnavailable: 'WEB_BUY_ORDER_SLOT_UNAVAILABLE',
  /** Only a parcel the courier collects can have a collection booked. */
  notCollection: 'WEB_BUY_ORDER_NOT_COLLECTION',
  /** The boxes do not hold each of the order's items exactly once. */
  badBoxes: 'WEB_BUY_ORDER_BAD_BOXES',
  /** The carrier refused or could not be reached: nothing was booked. */
  carrierFailed: 'CARRIER_BOOKING_FAILED',
  /** The carrier would not call the collection off (or could not be reached): nothing was cancelled. */
  carrierCancelFailed: 'CARRIER_CANCEL_FAILED',
  /** A tracking webhook whose signature does not check out. */
  badSignature: 'CARRIER_WEBHOOK_SIGNATURE',
  /** The stand-in's advance, asked while the real carrier is in use. */
  notStandIn: 'CARRIER_NOT_STAND_IN',
} as const;
