// A shop as stored and as the API shows it: one row type and one wire shape for every answer that
// names a store (the stores routes, nearest stores with stock, a click-and-collect order's stores).
import type { OrderStore } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';

export interface StoreRow {
  store_id: number;
  store_name: string;
  address_line1: string;
  address_line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  opening_hours: Record<string, string | null>;
  click_and_collect: boolean;
}

export const toStore = (s: StoreRow, distanceMiles?: number) => ({
  storeId: s.store_id,
  storeName: s.store_name,
  address: { line1: s.address_line1, line2: s.address_line2, town: s.town, county: s.county, postcode: s.postcode },
  phone: s.phone,
  latitude: s.latitude,
  longitude: s.longitude,
  timezone: s.timezone,
  openingHours: s.opening_hours,
  clickAndCollect: s.click_and_collect,
  ...(distanceMiles === undefined ? {} : { distanceMiles: Math.round(distanceMiles * 10) / 10 }),
});

/** A store as an order names it (where to collect): address, phone and opening hours. */
export const toOrderStore = (s: StoreRow): OrderStore => ({
  storeId: s.store_id,
  storeName: s.store_name,
  address: { line1: s.address_line1, line2: s.address_line2, town: s.town, county: s.county, postcode: s.postcode },
  phone: s.phone,
  openingHours: s.opening_hours,
});

export const storesByIds = (q: Queryable, storeIds: number[]) =>
  storeIds.length ? q.query<StoreRow>('SELECT * FROM stores WHERE store_id = ANY($1::int[]) ORDER BY store_name', [storeIds]) : Promise.resolve([] as StoreRow[]);

/** A postcode area's centre and post town (postcode_areas), for the postcode locator (geo.ts). */
export const postcodeAreaCentre = (q: Queryable) => async (area: string) => {
  const [row] = await q.query<{ post_town: string; latitude: number; longitude: number }>('SELECT post_town, latitude, longitude FROM postcode_areas WHERE area = $1', [area]);
  return row ? { lat: row.latitude, lon: row.longitude, town: row.post_town } : null;
};

/** Every store, by name. */
export const allStores = (q: Queryable) => q.query<StoreRow>('SELECT * FROM stores ORDER BY store_name');

/**
 * The stores a shopper's place names: in that town, or with it in their name (case ignored; the
 * jobs search's town filter), as ids.
 */
export async function storeIdsByPlace(q: Queryable, place: string): Promise<number[]> {
  const rows = await q.query<{ store_id: number }>("SELECT store_id FROM stores WHERE lower(town) = lower($1) OR lower(store_name) LIKE '%' || lower($1) || '%'", [place]);
  return rows.map((r) => r.store_id);
}
