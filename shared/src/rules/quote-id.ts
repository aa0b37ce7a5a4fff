/**
 * Quote ids (spec §5 unique ids): 26 characters of Crockford's base32, time first, so they sort by
 * creation and cannot be guessed. The check is pure, for the API's schemas and its ownership
 * guard alike; the API's quotations module makes them (newQuoteId).
 */
export const QUOTE_ID_PATTERN = '^[0-9A-HJKMNP-TV-Z]{26}$';
const QUOTE_ID = new RegExp(QUOTE_ID_PATTERN);

export const isQuoteId = (value: unknown): value is string => typeof value === 'string' && QUOTE_ID.test(value);
