// Saved cards (spec §7 Members 'Card tokens', §8 'Card tokens'): what the checkout, the Payment
// cards tab and the API share. A saved card is the provider's token; the shop keeps its brand,
// last four digits and expiry, never the number.
import { GENERIC_CODES, ORDER_CODES } from '@shop/shared/api';

/**
 * §8 'Card tokens'. 6, 7 and 8 come from the access token (expired, invalid, missing); 1002 is another
 * member's id; these and 5 and 2 are §8's generic codes. A saved card that has expired is 1520, checkout's 'invalid card data'.
 */
export const CARD_TOKEN_CODES = {
  format: GENERIC_CODES.format,
  accessExpired: GENERIC_CODES.tokenExpired,
  accessInvalid: GENERIC_CODES.tokenInvalid,
  accessMissing: GENERIC_CODES.tokenMissing,
  memberId: GENERIC_CODES.memberId,
  missingToken: 1656,
  expired: ORDER_CODES.invalidCard,
  /** The card provider is down for a moment (removing a card): try again shortly. */
  unavailable: GENERIC_CODES.unavailable,
} as const;

/** The id the browser sees for a saved card: random, never the provider's token. */
export const CARD_TOKEN_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** A saved card as the API shows it. */
export interface SavedCard {
  cardTokenId: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  expired: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A card is good to the end of its expiry month (UTC). */
export function cardExpired(expiryMonth: number, expiryYear: number, now: Date = new Date()): boolean {
  return Date.UTC(expiryYear, expiryMonth, 1) <= now.getTime();
}

/** "03/29" for the card's expiry. */
export function cardExpiryText(expiryMonth: number, expiryYear: number): string {
  return `${String(expiryMonth).padStart(2, '0')}/${String(expiryYear % 100).padStart(2, '0')}`;
}
