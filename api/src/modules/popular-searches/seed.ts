// SEED DATA, not shoppers' searches: popular searches a fresh shop offers before anyone has
// typed (rows marked seeded = true, as already rolled-up counts). Texts a parent types for this
// catalogue; the counts only order them. Written once, when no seeded row exists.
import type { Queryable } from '../../db/db.js';

export const SEEDED_POPULAR_SEARCHES: ReadonlyArray<readonly [query: string, shoppers: number]> = [
  ['pushchair', 412],
  ['pram', 388],
  ['car seat', 351],
  ['cot bed', 240],
  ['high chair', 233],
  ['bugaboo', 221],
  ['bugaboo fox', 164],
  ['bugaboo bee', 97],
  ['silver cross', 205],
  ['silver cross wave', 88],
  ['icandy', 176],
  ['icandy peach', 121],
  ['joie', 150],
  ['joie car seat', 64],
  ['maxi-cosi', 139],
  ['cybex', 131],
  ['babyzen yoyo', 118],
  ['uppababy vista', 96],
  ['stokke', 92],
  ['stokke tripp trapp', 81],
  ['travel cot', 142],
  ['baby monitor', 127],
  ['moses basket', 109],
  ['baby bath', 83],
  ['changing bag', 77],
  ['bouncer', 102],
  ['baby walker', 58],
  ['play mat', 66],
  ['lego', 187],
  ['lego duplo', 91],
  ['playmobil', 84],
  ['sylvanian families', 79],
  ['brio', 61],
  ['wooden toys', 70],
  ['dolls house', 55],
  ['breast pump', 74],
  ['bottle steriliser', 63],
  ['tommee tippee', 68],
  ['snowsuit', 90],
  ['sleepsuit', 72],
  ['party dress', 57],
  ['school shoes', 52],
  ['baby carrier', 86],
  ['double buggy', 99],
  ['buggy board', 54],
];

export async function seedPopularSearchesIfEmpty(db: Queryable, today = new Date()): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM search_popular_daily WHERE seeded');
  if (row!.n > 0) return false;
  const day = today.toISOString().slice(0, 10);
  await db.query(
    `INSERT INTO search_popular_daily (day, query, shoppers, seeded)
     SELECT $1::date, q, n, true FROM unnest($2::text[], $3::int[]) AS s(q, n)`,
    [day, SEEDED_POPULAR_SEARCHES.map(([q]) => q), SEEDED_POPULAR_SEARCHES.map(([, n]) => n)],
  );
  return true;
}
