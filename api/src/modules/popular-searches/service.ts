// Popular searches (issue #15, GET utilities/searchbucket): each text search is logged once per
// day, query, shopper pseudonym and address pseudonym (who counts: searchers.ts); the roll-up
// counts distinct shoppers per day and query; the suggestions are the roll-up's queries that
// enough shoppers typed, matching what is typed now, never a text that holds an address, e-mail,
// phone number or markup (suggestible.ts) or one staff have hidden (search_hidden).
import { normaliseSearchText, SUGGESTIONS_MAX } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { createDailyPseudonyms } from './pseudonym.js';
import { isSuggestible } from './suggestible.js';

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

/** Rows read for a page of suggestions: room for the few texts suggestible.ts drops that were logged before it existed. */
const SUGGESTION_ROWS_READ = SUGGESTIONS_MAX * 4;

/** Who one search counts as: both are keys the server vouches for (searchers.ts), pseudonymised per day before they are kept. */
export interface Searcher {
  /** `member:<id>` for a signed-in member, `address:<hash>` for anyone else. */
  shopper: string;
  /** The keyed hash of the address the search came from. */
  address: string;
}

export interface HiddenSearch {
  query: string;
  hiddenBy: string;
  hiddenAt: string;
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

export function createPopularSearches({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const pseudonym = createDailyPseudonyms(db);
  return {
    /** Logs one search; text that normalises to nothing, or could never be suggested, is not logged. */
    async record(text: string, searcher: Searcher): Promise<boolean> {
      const query = normaliseSearchText(text);
      if (!query || !isSuggestible(query)) return false;
      const day = dayOf(now());
      const [shopper, address] = await Promise.all([pseudonym(day, searcher.shopper), pseudonym(day, `address:${searcher.address}`)]);
      await db.query('INSERT INTO search_log (day, query, shopper, address) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [day, query, shopper, address]);
      return true;
    },

    /**
     * Counts each logged day's distinct shoppers per query into search_popular_daily (today's
     * count is redone on every run), then deletes the raw rows and salts of finished days. A
     * query's shoppers are the fewer of distinct shoppers and distinct addresses: several
     * accounts from one address, or one member from several, are one shopper.
     */
    async rollUp(): Promise<{ days: number; queries: number }> {
      const today = dayOf(now());
      return db.transaction(async (tx) => {
        const counted = await tx.query<{ day: string }>(
          `INSERT INTO search_popular_daily (day, query, shoppers)
           SELECT day, query, least(count(DISTINCT shopper), count(DISTINCT address)) FROM search_log GROUP BY day, query
           ON CONFLICT (day, query, seeded) DO UPDATE SET shoppers = EXCLUDED.shoppers
           RETURNING day::text AS day`,
        );
        await tx.query('DELETE FROM search_log WHERE day < $1', [today]);
        await tx.query('DELETE FROM search_log_salts WHERE day < $1', [today]);
        await tx.query(`DELETE FROM search_popular_daily WHERE NOT seeded AND day < $1::date - $2::int`, [today, ROLLUP_KEEP_DAYS]);
        return { days: new Set(counted.map((r) => r.day)).size, queries: counted.length };
      });
    },

    /** Queries that start with the typed text (then queries with a word that does), most shoppers first; none hidden or unsuggestible. */
    async suggestions(typed: string, limit = SUGGESTIONS_MAX): Promise<string[]> {
      const text = normaliseSearchText(typed);
      const since = dayOf(new Date(now().getTime() - SUGGESTION_WINDOW_DAYS * 86_400_000));
      const rows = await db.query<{ query: string }>(
        `SELECT query FROM search_popular_daily p
         WHERE shoppers >= $1 AND (seeded OR day >= $2) AND (query LIKE $3 OR query LIKE $4)
           AND NOT EXISTS (SELECT 1 FROM search_hidden h WHERE h.query = p.query)
         GROUP BY query
         ORDER BY bool_or(query LIKE $3) DESC, sum(shoppers) DESC, query
         LIMIT $5`,
        [SUGGESTION_MIN_SHOPPERS, since, likePrefix(text), `% ${likePrefix(text)}`, SUGGESTION_ROWS_READ],
      );
      return rows
        .map((r) => r.query)
        .filter(isSuggestible)
        .slice(0, Math.min(limit, SUGGESTIONS_MAX));
    },

    /** Never suggested again, whatever its counts (staff: `npm run staff -- search-hide`); false when already hidden. */
    async hide(text: string, hiddenBy: string): Promise<{ query: string; hidden: boolean }> {
      const query = normaliseSearchText(text);
      const rows = await db.query('INSERT INTO search_hidden (query, hidden_by) VALUES ($1, $2) ON CONFLICT (query) DO NOTHING RETURNING query', [query, hiddenBy]);
      return { query, hidden: rows.length > 0 };
    },

    /** Suggested again when enough shoppers type it; false when it was not hidden. */
    async unhide(text: string): Promise<{ query: string; unhidden: boolean }> {
      const query = normaliseSearchText(text);
      const rows = await db.query('DELETE FROM search_hidden WHERE query = $1 RETURNING query', [query]);
      return { query, unhidden: rows.length > 0 };
    },

    async hidden(): Promise<HiddenSearch[]> {
      return db.query<HiddenSearch>(`SELECT query, hidden_by AS "hiddenBy", to_char(hidden_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "hiddenAt" FROM search_hidden ORDER BY hidden_at DESC, query`);
    },
  };
}

export type PopularSearches = ReturnType<typeof createPopularSearches>;
