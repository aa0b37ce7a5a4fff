// A paid quote's item put on sale by hand (`npm run staff -- restock <quoteId>`): the same
// restock service the payout calls, for an item paid before it existed or whose restock failed.
// Idempotent: an item already on sale answers its box again.
import type { loadConfig } from '../../config.js';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { Outbox } from '../outbox/outbox.js';
import { isQuoteId } from '@shop/shared/rules';
import { localFolderStorage } from '../quote-images/storage.js';
import { createRestock } from '../restock/service.js';
import { listingCorrectionOf } from './listing-correction.js';

export const RESTOCK_USAGE = 'usage: staff restock <quoteId>   (a paid quote: its item goes on sale as a new box)';

/** Parses `restock <quoteId>`; null when the arguments are not that. */
export function parseRestockCommand(args: string[]): { quoteId: string } | null {
  const [command, quoteId, ...rest] = args;
  if (command !== 'restock' || rest.length > 0) return null;
  const id = (quoteId ?? '').toUpperCase();
  return isQuoteId(id) ? { quoteId: id } : null;
}

/** Puts the quote's item on sale; answers the box, or why not (no such quote, not paid). */
export async function restockQuote(db: Db, config: ReturnType<typeof loadConfig>, outbox: Outbox, quoteId: string): Promise<{ boxId: string } | { problem: string }> {
  const restock = createRestock({
    db,
    photoStorage: localFolderStorage(config.quotePhotoDir),
    boxPhotoStorage: localFolderStorage(config.boxPhotoDir),
    outbox,
    publicUrl: config.publicUrl,
    logFailure: (err, what) => console.error(what, (err as Error).message),
    listingCorrectionOf,
  });
  try {
    return await restock.putOnSale(quoteId, 'staff-cli');
  } catch (err) {
    if (err instanceof ApiError) return { problem: err.message };
    throw err;
  }
}
