// A shopper's pseudonym for one day: HMAC-SHA256 of who the search counts as (searchers.ts: a
// member id or a keyed hash of the address, never an id the browser chose) under that day's
// random salt. The salt lives in search_log_salts until the day is rolled up, then is deleted
// with the day's raw rows, so yesterday's pseudonyms cannot be recomputed or linked to today's.
import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/db.js';

export function createDailyPseudonyms(db: Queryable) {
  // One salt per day, shared by every API instance through the table (first writer wins).
  let kept: { day: string; salt: Promise<string> } | null = null;
  async function saltOf(day: string): Promise<string> {
    await db.query('INSERT INTO search_log_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING', [day, randomBytes(32).toString('hex')]);
    const [row] = await db.query<{ salt: string }>('SELECT salt FROM search_log_salts WHERE day = $1', [day]);
    return row!.salt;
  }
  return async function pseudonym(day: string, who: string): Promise<string> {
    if (kept?.day !== day) {
      const salt = saltOf(day);
      kept = { day, salt };
      // A failed read is tried again on the next search.
      salt.catch(() => kept?.salt === salt && (kept = null));
    }
    return createHmac('sha256', await kept.salt)
      .update(who)
      .digest('hex')
      .slice(0, 32);
  };
}
