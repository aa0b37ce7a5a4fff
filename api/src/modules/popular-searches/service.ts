// Popular searches (issue #15, GET utilities/searchbucket): each text search is logged once per
// day, query and shopper pseudonym; the roll-up counts distinct shoppers per day and query; the
// suggestions are the roll-up's queries that enough shoppers typed, matching what is typed now.
import { normaliseSearchText, SHOPPER_TOKEN_PATTERN, SUGGESTIONS_MAX } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { createDailyPseudonyms } from './pseudonym.js';

/**
 * A query is suggested only once at least this many different shoppers typed it on one day. The
 * suggestions are shown to everyone: a text only one or a few people typed (a name, an address,
 * an order number) must never come back to another shopper. Counted per day because pseudonyms
 * rotate daily: the same person on five days is five pseudonyms, never five shoppers of one day.
 */
export const SUGGESTION_MIN_SHOPPERS = 5;
/** Days of real searches the suggestions reflect (seeded counts always count). */
export const SUGGESTION_WINDOW_DAYS = 30;
/** Rolled-up days older than this are deleted. */
const ROLLUP_KEEP_DAYS = 90;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

export function createPopularSearches({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const pseudonym = createDailyPseudonyms(db);
  return {
    /** Logs one search; text that normalises to nothing, or no valid shopper id, is not logged. */
    async record(text: string, shopperToken: string): Promise<boolean> {
      const query = normaliseSearchText(text);
      if (!query || !SHOPPER_TOKEN_PATTERN.test(shopperToken)) return false;
      const day = dayOf(now());
      const shopper = await pseudonym(day, shopperToken);
      await db.query('INSERT INTO search_log (day, query, shopper) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [day, query, shopper]);
      return true;
    },

    /**
     * Counts each logged day's distinct shoppers per query into search_popular_daily (today's
     * count is redone on every run), then deletes the raw rows and salts of finished days.
     */
    async rollUp(): Promise<{ days: number; queries: number }> {
      const today = dayOf(now());
      return db.transaction(async (tx) => {
        const counted = await tx.query<{ day: string }>(
          `INSERT INTO search_popular_daily (day, query, shoppers)
           SELECT day, query, count(*) FROM search_log GROUP BY day, query
           ON CONFLICT (day, query, seeded) DO UPDATE SET shoppers = EXCLUDED.shoppers
           RETURNING day::text AS day`,
        );
        await tx.query('DELETE FROM search_log WHERE day < $1', [today]);
        await tx.query('DELETE FROM search_log_salts WHERE day < $1', [today]);
        await tx.query(`DELETE FROM search_popular_daily WHERE NOT seeded AND day < $1::date - $2::int`, [today, ROLLUP_KEEP_DAYS]);
        return { days: new Set(counted.map((r) => r.day)).size, queries: counted.length };
      });
    },

    /** Queries that start with the typed text (then queries with a word that does), most shoppers first. */
    async suggestions(typed: string, limit = SUGGESTIONS_MAX): Promise<string[]> {
      const text = normaliseSearchText(typed);
      const since = dayOf(new Date(now().getTime() - SUGGESTION_WINDOW_DAYS * 86_400_000));
      const rows = await db.query<{ query: string }>(
        `SELECT query FROM search_popular_daily
         WHERE shoppers >= $1 AND (seeded OR day >= $2) AND (query LIKE $3 OR query LIKE $4)
         GROUP BY query
         ORDER BY bool_or(query LIKE $3) DESC, sum(shoppers) DESC, query
         LIMIT $5`,
        [SUGGESTION_MIN_SHOPPERS, since, likePrefix(text), `% ${likePrefix(text)}`, Math.min(limit, SUGGESTIONS_MAX)],
      );
      return rows.map((r) => r.query);
    },
  };
}

export type PopularSearches = ReturnType<typeof createPopularSearches>;
