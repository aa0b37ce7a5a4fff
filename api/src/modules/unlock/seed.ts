// In-store memberships for the embedded shop (issue #16): a few hundred families who trade in the
// seeded stores, deterministic (the same on every machine), made once when there are none. Each
// gets a demo unlock code (demoUnlockCode) that lasts a year, so a visitor can try the flow; the
// README names two. Mobiles are in Ofcom's drama range (07700 900xxx), e-mails at example domains.
import { luhnCheckDigit } from '@shop/shared/rules';
import type { Queryable } from '../../db/db.js';
import { insertRows, prng, STORES } from '../catalogue/reference.js';
import type { Secrets } from './secrets.js';

export const SEEDED_MEMBERSHIPS = 300;
const DEMO_CODE_DAYS = 365;
const DEMO_FAMILIES = 3;

const FIRST_NAMES = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Freya',
  'Lily',
  'Sophie',
  'Grace',
  'Emily',
  'Poppy',
  'Chloe',
  'Priya',
  'Aisha',
  'Zara',
  'Hannah',
  'Megan',
  'Rhiannon',
  'Niamh',
  'Eilidh',
  'Fatima',
  'Oliver',
  'George',
  'Harry',
  'Noah',
  'Jack',
  'Leo',
  'Arthur',
  'Oscar',
  'Charlie',
  'Thomas',
  'James',
  'Mohammed',
  'Rhys',
  'Callum',
  'Ewan',
  'Daniel',
  'Samuel',
  'Kwame',
  'Tomasz',
  'Arjun',
] as const;
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Khan',
  'Hughes',
  'Edwards',
  'Lewis',
  'Campbell',
  'MacDonald',
  "O'Brien",
  'Begum',
  'Ahmed',
  'Kowalski',
  'Murphy',
  'Stewart',
  'Morgan',
  'Price',
  'Shaw',
  'Fraser',
  'Okafor',
  'Singh',
  'Barker',
] as const;
/** What families sell to and buy from the stores, with a fair second-hand price in pence. */
const ITEMS: ReadonlyArray<readonly [string, number]> = [
  ['Maxi-Cosi Pebble 360 car seat', 9500],
  ['Joie i-Snug 2 car seat', 4500],
  ['Cybex Sirona Z i-Size car seat', 11000],
  ['Silver Cross Pop stroller', 6500],
  ['Babyzen YOYO² pushchair', 19500],
  ['iCandy Peach 7 pushchair', 32000],
  ['Stokke Tripp Trapp high chair', 9000],
  ['Ikea Antilop high chair', 800],
  ['Snüz SnüzPod4 bedside crib', 8500],
  ['Chicco Next2Me crib', 6000],
  ['Ergobaby Omni 360 carrier', 5500],
  ['BabyBjörn Bouncer Bliss', 7000],
  ['Frugi organic dungarees, 2–3 years', 1200],
  ['Boden winter coat, 4–5 years', 1800],
  ['JoJo Maman Bébé snowsuit, 6–12 months', 1500],
  ['Next school shoes, size 11', 900],
  ['Clarks first shoes, size 4', 1000],
  ['Joules wellies, size 9', 800],
  ['Bundle of 10 baby vests, 0–3 months', 600],
  ['Sleeping bag, 2.5 tog, 6–18 months', 1100],
  ['Lego Duplo train set', 2200],
  ['Melissa & Doug wooden kitchen', 4500],
  ['Micro Mini scooter', 3000],
  ['Frog 44 balance bike', 9000],
  ['Peppa Pig book bundle (12 books)', 700],
  ['Tommee Tippee bottle set', 1000],
  ['Angelcare baby monitor', 3500],
  ['Summer Infant baby bath', 900],
];

/** The membership number of the n-th seeded family: 'LL', seven digits and their Luhn check digit. */
export function seededMembershipNumber(n: number): string {
  const seven = String(2_400_000 + n * 7_919)
    .padStart(7, '0')
    .slice(-7);
  return `LL${seven}${luhnCheckDigit(seven)}`;
}

/** The demo unlock code of the n-th seeded family (only the seed and the README know it). */
export function demoUnlockCode(n: number): string {
  return String(prng(0x0c0de + n).int(0, 999_999)).padStart(6, '0');
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function seedInStoreMembershipsIfEmpty(db: Queryable, secrets: Secrets): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM in_store_memberships');
  if (row!.n > 0) return false;
  const r = prng(16_2026);
  const memberships: unknown[][] = [];
  const trades: unknown[][] = [];
  const codes: unknown[][] = [];
  const day = 86_400_000;
  const start = Date.UTC(2019, 0, 1);
  for (let n = 0; n < SEEDED_MEMBERSHIPS; n++) {
    const number = seededMembershipNumber(n);
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const email = r.chance(0.45) ? `${first}.${last}${r.int(1, 99)}@example.co.uk`.toLowerCase().replace(/'/g, '') : null;
    // The first three (the README's demo families) always have credit and trades to show.
    const credit = n < DEMO_FAMILIES || r.chance(0.35) ? r.int(1, 90) * 50 : 0;
    const home = r.pick(STORES).id;
    const joined = start + r.int(0, 2_400) * day;
    memberships.push([number, first, last, `07700${900_000 + n}`, email, credit, home, isoDate(new Date(joined))]);
    for (let t = n < DEMO_FAMILIES || r.chance(0.75) ? r.int(2, 6) : 0; t > 0; t--) {
      const kind = r.chance(0.55) ? 'sold' : 'bought';
      const items = Array.from({ length: r.int(1, 4) }, () => {
        const [name, price] = r.pick(ITEMS);
        // The store pays about 40% of its resale price; a family pays the price, give or take.
        return { name, pricePence: Math.round((kind === 'sold' ? price * 0.4 : price * (0.85 + r.next() * 0.3)) / 50) * 50 };
      });
      const on = new Date(joined + r.int(0, 600) * day);
      trades.push([
        number,
        isoDate(on > new Date(Date.UTC(2026, 9, 31)) ? new Date(Date.UTC(2026, 9, 31)) : on),
        r.chance(0.8) ? home : r.pick(STORES).id,
        kind,
        JSON.stringify(items),
        items.reduce((s, i) => s + i.pricePence, 0),
      ]);
    }
    codes.push([number, secrets.codeHash(number, demoUnlockCode(n)), new Date(Date.now() + DEMO_CODE_DAYS * day).toISOString(), 'seed']);
  }
  await insertRows(db, 'in_store_memberships', ['membership_number', 'first_name', 'last_name', 'mobile', 'email', 'store_credit_pence', 'home_store_id', 'joined_on'], memberships, { joined_on: '::date' });
  await insertRows(db, 'in_store_trades', ['membership_number', 'traded_on', 'store_id', 'kind', 'items', 'amount_pence'], trades, { traded_on: '::date', items: '::jsonb' });
  await insertRows(db, 'unlock_codes', ['membership_number', 'code_hash', 'expires_at', 'issued_via'], codes, { expires_at: '::timestamptz' });
  return true;
}
