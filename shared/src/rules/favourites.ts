// Favourites and stock alerts (spec §7 Members): the rules the account tabs and the API share.

/** A box id as the catalogue issues it (two letters, six digits); the API upper-cases it. */
export const BOX_ID_PATTERN = '^[A-Za-z]{2}[0-9]{6}$';

/** How many favourites and alerts a member keeps: enough for any shopper, bounded for the API. */
export const FAVOURITES_MAX = 200;
export const STOCK_ALERTS_MAX = 100;

/** One call removes or restores at most this many alerts. */
export const STOCK_ALERTS_PER_CALL = 50;
