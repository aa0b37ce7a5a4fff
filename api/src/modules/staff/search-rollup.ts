// `npm run staff -- search-rollup`: the popular-searches roll-up now, as the API's timer runs it
// (popular-searches/rollup-job.ts): counts today's and earlier logged searches, then forgets the
// raw rows and salts of finished days.
import type { Db } from '../../db/db.js';
import { createPopularSearches } from '../popular-searches/service.js';

export const SEARCH_ROLLUP_USAGE = 'usage: staff search-rollup   (count logged searches into the popular searches now)';

export const isSearchRollUpCommand = (args: string[]) => args.length === 1 && args[0] === 'search-rollup';

export async function searchRollUp(db: Db, print: (line: string) => void): Promise<void> {
  const { days, queries } = await createPopularSearches({ db }).rollUp();
  print(`popular searches rolled up: ${queries} queries over ${days} days`);
}
