// The popular searches from the staff CLI (popular-searches/service.ts):
//   search-rollup            the roll-up now, as the API's timer runs it: counts today's and earlier
//                            logged searches, then forgets the raw rows and salts of finished days
//   search-hide "<text>"     never suggest that text again, whatever its counts (issue 31 §5);
//                            kept with who hid it (STAFF_EMAIL's account, else cli:<user>)
//   search-unhide "<text>"   suggested again once enough shoppers type it
//   search-hidden            what is hidden, by whom, when
// The text is matched as the search box's log keeps it (normalised: trimmed, lower case, single
// spaces). Browsers may keep an answer of the suggestions for five minutes.
import { normaliseSearchText } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { createPopularSearches } from '../popular-searches/service.js';
import { cliPublisher } from './command.js';

export const SEARCH_USAGE = [
  'usage: staff search-rollup               (count logged searches into the popular searches now)',
  '       staff search-hide "<text>"         (never suggest that text under the search box)',
  '       staff search-unhide "<text>" | staff search-hidden',
].join('\n');

export type SearchCommand = { kind: 'rollup' } | { kind: 'hide' | 'unhide'; text: string } | { kind: 'hidden' };

/** Parses a search command; null when it is not one, 'usage' when it is one badly written. */
export function parseSearchCommand(args: string[]): SearchCommand | 'usage' | null {
  const [name, ...rest] = args;
  if (name === 'search-rollup' || name === 'search-hidden') return rest.length === 0 ? { kind: name === 'search-rollup' ? 'rollup' : 'hidden' } : 'usage';
  if (name !== 'search-hide' && name !== 'search-unhide') return null;
  // The text may come as one quoted argument or as several words.
  const text = rest.join(' ');
  return normaliseSearchText(text) ? { kind: name === 'search-hide' ? 'hide' : 'unhide', text } : 'usage';
}

export async function runSearchCommand(db: Db, command: SearchCommand, print: (line: string) => void): Promise<void> {
  const searches = createPopularSearches({ db });
  switch (command.kind) {
    case 'rollup': {
      const { days, queries } = await searches.rollUp();
      print(`popular searches rolled up: ${queries} queries over ${days} days`);
      return;
    }
    case 'hide': {
      const { query, hidden } = await searches.hide(command.text, await cliPublisher(db));
      print(hidden ? `"${query}" is hidden from the search suggestions` : `"${query}" was hidden already`);
      return;
    }
    case 'unhide': {
      const { query, unhidden } = await searches.unhide(command.text);
      print(unhidden ? `"${query}" may be suggested again` : `"${query}" was not hidden`);
      return;
    }
    case 'hidden': {
      const rows = await searches.hidden();
      if (!rows.length) print('no search suggestions are hidden');
      for (const r of rows) print(`"${r.query}"  hidden by ${r.hiddenBy} at ${r.hiddenAt}`);
    }
  }
}
