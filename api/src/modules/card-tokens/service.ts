// Saved cards (spec §7 Members 'Card tokens', §8 'Card tokens'). A card is saved by the card
// provider when a shopper ticks 'save this card' and the payment is authorised; the shop keeps
// the provider's token for it with the brand, last 4 and expiry, never the number. The browser
// knows a saved card by a random id of ours (card_token_id), never by the provider's token.
import { randomUUID } from 'node:crypto';
import { CARD_TOKEN_CODES as CODES, cardExpired, type SavedCard } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { CardProvider, StoredCard } from '../payments/card-provider.js';

export const cardTokenErrors = {
  missing: () => new ApiError(400, CODES.missingToken, 'Please choose a saved card.'),
  unknown: () => new ApiError(404, CODES.missingToken, 'This saved card is no longer available. Please choose another card.'),
  expired: () => new ApiError(400, CODES.expired, 'This saved card has expired. Please use another card.'),
  providerDown: () => new ApiError(503, CODES.unavailable, 'We could not remove the card just now. Please try again in a moment.'),
};

/** How the provider knows the member: a reference that names no one (providers ask for no personal data in it). */
export const shopperReference = (memberId: string) => `LL-M${memberId}`;

interface Row {
  card_token_id: string;
  provider_token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const view = (r: Row, now: Date): SavedCard => ({
  cardTokenId: r.card_token_id,
  brand: r.brand,
  last4: r.last4,
  expiryMonth: Number(r.expiry_month),
  expiryYear: Number(r.expiry_year),
  expired: cardExpired(Number(r.expiry_month), Number(r.expiry_year), now),
  createdAt: new Date(r.created_at).toISOString(),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
});

const COLUMNS = 'card_token_id, provider_token, brand, last4, expiry_month, expiry_year, created_at, last_used_at';

export function createCardTokenService({ db, provider, now = () => new Date() }: { db: Db; provider: CardProvider; now?: () => Date }) {
  async function find(memberId: string, cardTokenId: string): Promise<Row> {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM member_card_tokens WHERE member_id = $1 AND card_token_id = $2 AND provider = $3`, [memberId, cardTokenId, provider.name]);
    // Another member's card is "not available" too: its existence is not theirs to learn.
    if (!row) throw cardTokenErrors.unknown();
    return row;
  }

  return {
    async list(memberId: string): Promise<SavedCard[]> {
      const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM member_card_tokens WHERE member_id = $1 AND provider = $2 ORDER BY created_at DESC, card_token_id`, [memberId, provider.name]);
      return rows.map((r) => view(r, now()));
    },

    /** After an authorised payment that saved (or used) a card: keep it once, note when it was last used. */
    async remember(memberId: string, card: StoredCard): Promise<void> {
      await db.query(
        `INSERT INTO member_card_tokens (card_token_id, member_id, provider, provider_token, brand, last4, expiry_month, expiry_year, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now())
         ON CONFLICT (member_id, provider, provider_token) DO UPDATE SET last_used_at = now()`,
        [randomUUID(), memberId, provider.name, card.id, card.brand, card.last4, card.expiryMonth, card.expiryYear],
      );
    },

    /** What the provider needs to pay with a saved card; 1656 when it is not this member's, 1520 when expired. */
    async forPayment(memberId: string, cardTokenId: string): Promise<{ shopperReference: string; id: string }> {
      const row = await find(memberId, cardTokenId);
      if (cardExpired(Number(row.expiry_month), Number(row.expiry_year), now())) throw cardTokenErrors.expired();
      return { shopperReference: shopperReference(memberId), id: row.provider_token };
    },

    /**
     * Before the member's data is erased: the provider forgets every saved card, and, where it
     * can, the shopper and the card details of their payments (by their merchant references).
     * The shop's rows go with the erasure.
     */
    async forgetAll(memberId: string, merchantReferences: string[] = []): Promise<void> {
      const rows = await db.query<{ provider_token: string }>('SELECT provider_token FROM member_card_tokens WHERE member_id = $1 AND provider = $2', [memberId, provider.name]);
      for (const r of rows) await provider.disableStored(shopperReference(memberId), r.provider_token);
      await provider.forgetShopper?.(shopperReference(memberId), merchantReferences);
    },

    /** The provider forgets the card first, then the shop: a card the shop still lists can always be removed again. */
    async remove(memberId: string, cardTokenId: string): Promise<void> {
      const row = await find(memberId, cardTokenId);
      try {
        await provider.disableStored(shopperReference(memberId), row.provider_token);
      } catch {
        throw cardTokenErrors.providerDown();
      }
      await db.query('DELETE FROM member_card_tokens WHERE member_id = $1 AND card_token_id = $2', [memberId, cardTokenId]);
    },
  };
}

export type CardTokenService = ReturnType<typeof createCardTokenService>;
