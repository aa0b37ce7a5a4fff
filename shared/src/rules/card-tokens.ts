// Saved cards (spec §7 Members 'Card tokens', §8 'Card tokens'): what the checkout, the Payment
// cards tab and the API share. A saved card is the provider's token; the shop keeps its brand,
// last four digits and expiry, never the number.

/** §8 'Card tokens'. 6, 7 and 8 come from the access token (expired, invalid, missing); 1002 is another member's id. */
export const CARD_TOKEN_CODES = { format: 5, accessExpired: 6, accessInvalid: 7, accessMissing: 8, memberId: 1002, missingToken: 1656 } as const;

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
