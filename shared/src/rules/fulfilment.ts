// When a paid order reaches the shopper: the expected delivery dates of its delivered lines and the
// time its click-and-collect lines are ready in their store. One rule for the API (the order view
// and the confirmation e-mail) and the pages (thank-you, checkout), worded the same everywhere.
// Everything is reckoned in UK time: an order paid at 23:30 BST is paid that evening, not the next
// morning (UTC), and a store opens at 09:00 on its own clock.
import { t } from '@shop/shared/i18n';
import { dateFormat } from './date-format';
import { normaliseUkPostcode } from './address';
import { COLLECTION } from './catalogue';
import type { OrderStore } from './orders';

export const UK_TIME_ZONE = 'Europe/London';

/**
 * England and Wales bank holidays (gov.uk), on which nothing is dispatched or delivered. Beyond
 * the last year listed only weekends count: add each year when gov.uk publishes it.
 */
export const BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026: Boxing Day is a Saturday, so the Monday after is the holiday.
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  // 2027: Christmas Day and Boxing Day fall at the weekend: the Monday and Tuesday after.
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
]);

/** Paid by 14:00 on a working day: dispatched that day; later, the next working day. */
export const DISPATCH_CUTOFF_MINUTES = 14 * 60;
/** The carrier delivers 2 to 3 working days after dispatch (so 2 to 4 after the order, as the product page says). */
export const DELIVERY_WORKING_DAYS = { earliest: 2, latest: 3 } as const;
/** A store puts a collection aside within 2 opening hours (the product page's 'usually within 2 hours of opening'). */
export const COLLECTION_PREPARATION_MINUTES = 120;
/** Ready times are given to the next quarter hour: 12:15, not 12:07. */
const READY_STEP_MINUTES = 15;
/** Stores close on Christmas Day (whatever their weekly hours say): month-day. */
const STORES_CLOSED = new Set(['12-25']);

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The delivered lines' window, as UK calendar dates (YYYY-MM-DD). */
export interface ExpectedDelivery {
  earliest: string;
  latest: string;
}

/** Day name (monday…sunday) to 'HH:MM-HH:MM', or null (or absent) when closed: as stores keep them. */
export type OpeningHours = Record<string, string | null>;

/** A store an order's lines are collected from, and when they are ready there (null until paid). */
export type CollectionStore = OrderStore & { readyFrom: string | null };

// ---- UK calendar arithmetic on YYYY-MM-DD (a date, not an instant) ----

const partsFormat = new Map<string, Intl.DateTimeFormat>();
/** The local date and minute of the day of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): { date: string; minutes: number } {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsFormat.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute) };
}

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const addDays = (date: string, days: number) => new Date(utcNoon(date).getTime() + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => DAYS[utcNoon(date).getUTCDay()]!;

/** The instant a local date and time names in a time zone (BST or GMT as that day has it). */
function instantOf(date: string, minutes: number, timeZone: string): Date {
  const wall = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 0, minutes);
  const offset = (at: number) => {
    const local = localTime(new Date(at), timeZone);
    return Date.UTC(Number(local.date.slice(0, 4)), Number(local.date.slice(5, 7)) - 1, Number(local.date.slice(8, 10)), 0, local.minutes) - at;
  };
  // Twice: the offset at the guess may differ from the offset at the answer on a clock-change day.
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

export const isWorkingDay = (date: string) => !['saturday', 'sunday'].includes(weekday(date)) && !BANK_HOLIDAYS.has(date);

function addWorkingDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

// ---- the rules ----

/** Delivered lines of an order paid at `paidAt`: dispatched within one working day, then 2–3 working days with the carrier. */
export function expectedDelivery(paidAt: Date | string): ExpectedDelivery {
  const paid = localTime(new Date(paidAt), UK_TIME_ZONE);
  const dispatched = isWorkingDay(paid.date) && paid.minutes < DISPATCH_CUTOFF_MINUTES ? paid.date : addWorkingDays(paid.date, 1);
  return { earliest: addWorkingDays(dispatched, DELIVERY_WORKING_DAYS.earliest), latest: addWorkingDays(dispatched, DELIVERY_WORKING_DAYS.latest) };
}

/** A day's opening as minutes of the day, or null when the store is closed that day. */
function openingOn(hours: OpeningHours, date: string): { opens: number; closes: number } | null {
  if (STORES_CLOSED.has(date.slice(5))) return null;
  const match = /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(hours[weekday(date)] ?? '');
  if (!match) return null;
  const [, oh, om, ch, cm] = match.map(Number) as number[];
  return { opens: oh! * 60 + om!, closes: ch! * 60 + cm! };
}

/**
 * When a click-and-collect line paid at `paidAt` is ready in its store (an ISO instant): two hours
 * later while the store is open, else two hours after it next opens; never after it closes (a
 * collection that cannot be ready before closing is ready two hours after the next opening).
 * Null when the store has no opening in the next two weeks.
 */
export function readyToCollect(paidAt: Date | string, hours: OpeningHours, timeZone = UK_TIME_ZONE): string | null {
  const paid = localTime(new Date(paidAt), timeZone);
  for (let n = 0; n < 14; n++) {
    const date = addDays(paid.date, n);
    const open = openingOn(hours, date);
    if (!open) continue;
    const start = n === 0 ? Math.max(paid.minutes, open.opens) : open.opens;
    const ready = Math.ceil((start + COLLECTION_PREPARATION_MINUTES) / READY_STEP_MINUTES) * READY_STEP_MINUTES;
    if (ready <= open.closes) return instantOf(date, ready, timeZone).toISOString();
  }
  return null;
}

// ---- the words ----

const longDay = dateFormat({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const dayOnly = dateFormat({ timeZone: 'UTC', weekday: 'long', day: 'numeric' });
const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** 'Expected between Wednesday 9 and Thursday 10 December' (or '… Thursday 31 December and Monday 4 January'). */
export function expectedDeliveryText({ earliest, latest }: ExpectedDelivery): string {
  if (earliest === latest) return t('order.expectedOn', { date: longDay.format(utcNoon(latest)) });
  const from = (sameMonth(earliest, latest) ? dayOnly : longDay).format(utcNoon(earliest));
  return t('order.expectedBetween', { earliest: from, latest: longDay.format(utcNoon(latest)) });
}

/** 'Ready to collect from Friday 11 December at 11:00' (the store's local time). */
export function readyToCollectText(readyFrom: string, timeZone = UK_TIME_ZONE): string {
  const local = localTime(new Date(readyFrom), timeZone);
  const time = `${String(Math.floor(local.minutes / 60)).padStart(2, '0')}:${String(local.minutes % 60).padStart(2, '0')}`;
  return t('order.readyToCollect', { date: longDay.format(utcNoon(local.date)), time });
}

/** How one line reaches the shopper: 'Delivery to LS1 4AP' or 'Collect from Leeds Headingley'. */
export function lineMethodText(line: { deliveryMethodId: number; storeName?: string | null }, postcode?: string | null): string {
  if (line.deliveryMethodId === COLLECTION) return line.storeName ? t('order.collectFrom', { store: line.storeName }) : t('order.collectFromStore');
  // A postcode still being typed at checkout is named only once it is a whole one.
  const known = postcode ? normaliseUkPostcode(postcode) : null;
  return known ? t('order.deliveryTo', { postcode: known }) : t('order.delivery');
}
