// The in-store detail (spec §7 Members 'In-store detail'): the member's home store (one of
// GET stores) and the membership number on their in-store card (format and check digit in
// shared/src/rules/payout-and-store.ts). A card belongs to one online account (1835), and only
// a card linked to the account through Unlock online access may be named (MEMBERSHIP_NOT_PROVED).
import { normaliseMembershipNumber, PAYOUT_STORE_CODES as CODES } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { storeNames } from '../catalogue/box-sale.js';

export interface InStoreInput {
  homeStoreId: number;
  membershipNumber?: string | null;
}

export interface InStoreView {
  homeStore: { storeId: number; storeName: string };
  membershipNumber: string | null;
  updatedAt: string;
}

export const inStoreErrors = {
  homeStore: () => new ApiError(400, CODES.homeStore, 'Please choose one of our stores.'),
  membershipNumber: () => new ApiError(400, CODES.membershipNumber, 'Please check the membership number on your card, for example LL 1234 5674.'),
  notProved: () => new ApiError(403, CODES.membershipNotProved, 'To add a store card to this account, link it with Unlock online access: the code on your receipt proves it is yours.'),
  taken: () => new ApiError(409, CODES.membershipTaken, 'This membership card is already linked to another online account. Please ask in store.'),
  alreadySet: () => new ApiError(409, CODES.alreadySet, 'You have already chosen a home store. Change it instead.'),
  notSet: () => new ApiError(404, CODES.notSet, 'You have not chosen a home store yet.'),
};

interface Row {
  home_store_id: number;
  membership_number: string | null;
  updated_at: Date | string;
}

/** The store's name is asked of the catalogue (home_store_id is a foreign key: always found). */
const view = (r: Row, storeName: string): InStoreView => ({
  homeStore: { storeId: Number(r.home_store_id), storeName },
  membershipNumber: r.membership_number,
  updatedAt: new Date(r.updated_at).toISOString(),
});

const SELECT = `SELECT d.home_store_id, d.membership_number, d.updated_at FROM member_instore_details d WHERE d.member_id = $1`;

export interface InStoreDeps {
  /** Whether this in-store membership is linked to this account (the unlock module's, passed in: unlock asks this module too). */
  membershipLinkedTo: (q: Queryable, membershipNumber: string, memberId: string) => Promise<boolean>;
}

export function createInStoreService(db: Db, { membershipLinkedTo }: InStoreDeps) {
  /** The input in stored form, checked against the stores and the other members' cards. */
  async function clean(memberId: string, input: InStoreInput): Promise<{ storeId: number; number: string | null }> {
    if (!(await storeNames(db, [input.homeStoreId])).has(Number(input.homeStoreId))) throw inStoreErrors.homeStore();
    let number: string | null = null;
    if (input.membershipNumber?.trim()) {
      number = normaliseMembershipNumber(input.membershipNumber);
      if (!number) throw inStoreErrors.membershipNumber();
      // Only a card this account has proved (unlocked or combined) may be named here: a number
      // typed alone would claim another family's card without proof (issue 33 §1).
      if (!(await membershipLinkedTo(db, number, memberId))) throw inStoreErrors.notProved();
      const [taken] = await db.query('SELECT 1 FROM member_instore_details WHERE membership_number = $1 AND member_id <> $2', [number, memberId]);
      if (taken) throw inStoreErrors.taken();
    }
    return { storeId: input.homeStoreId, number };
  }

  /** Two members racing for one card: the unique index decides, the loser gets 1835. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code === '23505' && /membership_number/.test(String((error as Error).message) + String((error as { constraint?: string }).constraint))) throw inStoreErrors.taken();
      throw error;
    }
  }

  const get = async (memberId: string): Promise<InStoreView | null> => {
    const [row] = await db.query<Row>(SELECT, [memberId]);
    return row ? view(row, (await storeNames(db, [Number(row.home_store_id)])).get(Number(row.home_store_id))!) : null;
  };

  return {
    get,
    async add(memberId: string, input: InStoreInput): Promise<InStoreView> {
      const { storeId, number } = await clean(memberId, input);
      const inserted = await write(() =>
        db.query('INSERT INTO member_instore_details (member_id, home_store_id, membership_number) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING RETURNING 1', [memberId, storeId, number]),
      );
      if (inserted.length === 0) throw inStoreErrors.alreadySet();
      return (await get(memberId))!;
    },
    async change(memberId: string, input: InStoreInput): Promise<InStoreView> {
      const { storeId, number } = await clean(memberId, input);
      const updated = await write(() => db.query('UPDATE member_instore_details SET home_store_id = $2, membership_number = $3, updated_at = now() WHERE member_id = $1 RETURNING 1', [memberId, storeId, number]));
      if (updated.length === 0) throw inStoreErrors.notSet();
      return (await get(memberId))!;
    },
  };
}

export type InStoreService = ReturnType<typeof createInStoreService>;
