// In-store memberships once they are linked to an online account: joining one to an account
// (unlocked or combined: both keep their own history, the membership's trades stay its own rows),
// and what the account's In-store membership tab and GET tradeabilities read.
import { tradeabilitiesOf, type TradeabilityFacts } from '@shop/shared/rules';
import type { Db, Queryable } from '../../db/db.js';
import { storeNames } from '../catalogue/box-sale.js';
import { keepProvedCard } from '../in-store/proved-card.js';
import { memberStanding } from '../members/contact-number.js';
import { unlockErrors } from './errors.js';

interface MembershipRow {
  membership_number: string;
  first_name: string;
  last_name: string;
  mobile: string;
  store_credit_pence: number;
  home_store_id: number;
  store_name: string;
  linked_how: 'unlocked' | 'combined';
  linked_at: string;
  mobile_verified_at: string | null;
  trades: Array<{ tradeId: string; tradedOn: string; storeId: number; storeName: string; kind: 'bought' | 'sold'; items: Array<{ name: string; pricePence: number }>; amountPence: number }>;
}

/**
 * Locks the membership and joins it to the account: 1835 when it is already linked (to anyone).
 * The account's in-store detail gets the membership number and home store when it has none.
 */
export async function linkMembership(tx: Queryable, membershipNumber: string, memberId: string, how: 'unlocked' | 'combined', mobileVerified: boolean) {
  const [m] = await tx.query<{ linked_member_id: string | null; home_store_id: number }>(
    'SELECT linked_member_id::text AS linked_member_id, home_store_id FROM in_store_memberships WHERE membership_number = $1 FOR UPDATE',
    [membershipNumber],
  );
  if (!m || m.linked_member_id !== null) throw unlockErrors.alreadyUnlocked();
  await tx.query(
    `UPDATE in_store_memberships SET linked_member_id = $2, linked_how = $3, linked_at = now(),
       mobile_verified_at = CASE WHEN $4::boolean THEN COALESCE(mobile_verified_at, now()) ELSE mobile_verified_at END
     WHERE membership_number = $1`,
    [membershipNumber, memberId, how, mobileVerified],
  );
  // The receipt's code has done its work: it is spent now, not when it was first proved (issue 33 §1).
  await tx.query('UPDATE unlock_codes SET used_at = now() WHERE membership_number = $1 AND used_at IS NULL', [membershipNumber]);
  await keepProvedCard(tx, memberId, membershipNumber, m.home_store_id);
}

/** Whether any in-store membership is linked to this account (a fact of the unified-membership guard). */
export async function hasLinkedMembership(q: Queryable, memberId: string): Promise<boolean> {
  const [row] = await q.query<{ linked: boolean }>('SELECT EXISTS (SELECT 1 FROM in_store_memberships WHERE linked_member_id = $1) AS linked', [memberId]);
  return row!.linked;
}

/** Whether this in-store membership is linked to this account (unlocked or combined into it). */
export async function membershipLinkedTo(q: Queryable, membershipNumber: string, memberId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM in_store_memberships WHERE membership_number = $1 AND linked_member_id = $2', [membershipNumber, memberId])).length > 0;
}

const MEMBERSHIPS_SQL = `SELECT m.membership_number, m.first_name, m.last_name, m.mobile, m.store_credit_pence, m.home_store_id, m.linked_how, m.linked_at, m.mobile_verified_at,
    (SELECT COALESCE(json_agg(json_build_object('tradeId', t.trade_id::text, 'tradedOn', to_char(t.traded_on, 'YYYY-MM-DD'), 'storeId', t.store_id,
       'kind', t.kind, 'items', t.items, 'amountPence', t.amount_pence) ORDER BY t.traded_on DESC, t.trade_id DESC), '[]'::json)
     FROM in_store_trades t WHERE t.membership_number = m.membership_number) AS trades
  FROM in_store_memberships m
  WHERE m.linked_member_id = $1 ORDER BY m.linked_at, m.membership_number`;

/** The memberships with their stores' names, asked of the catalogue in one read (store ids are foreign keys: always found). */
async function linkedWithStoreNames(db: Db, memberId: string): Promise<MembershipRow[]> {
  const rows = await db.query<Omit<MembershipRow, 'store_name' | 'trades'> & { trades: Array<Omit<MembershipRow['trades'][number], 'storeName'>> }>(MEMBERSHIPS_SQL, [memberId]);
  const names = await storeNames(db, [...new Set(rows.flatMap((r) => [Number(r.home_store_id), ...r.trades.map((t) => Number(t.storeId))]))]);
  return rows.map(({ trades, ...r }) => ({
    ...r,
    store_name: names.get(Number(r.home_store_id))!,
    trades: trades.map(({ tradeId, tradedOn, storeId, ...t }) => ({ tradeId, tradedOn, storeId, storeName: names.get(Number(storeId))!, ...t })),
  }));
}

/**
 * The facts the shared tradeabilities rule reads, for an account that is not erased (else null);
 * store credit is the sum over every linked membership. Read by GET tradeabilities and by
 * checkout's store credit (store-credit/ledger.ts), in the caller's transaction when it has one.
 */
export async function tradeabilityFacts(q: Queryable, memberId: string): Promise<TradeabilityFacts | null> {
  const member = await memberStanding(q, memberId);
  if (!member) return null;
  const rows = await q.query<{ store_credit_pence: number }>('SELECT store_credit_pence FROM in_store_memberships WHERE linked_member_id = $1', [memberId]);
  return {
    active: member.status === 'active',
    emailVerified: member.emailVerified,
    membershipLinked: rows.length > 0,
    // The account's number, proved by a PIN (an unlock's or /verify-phone-number's) and not changed since (migration 032).
    mobileVerified: member.phoneVerified,
    storeCreditPence: rows.reduce((sum, r) => sum + r.store_credit_pence, 0),
  };
}

export function createMembershipViews(db: Db) {
  const linked = (memberId: string) => linkedWithStoreNames(db, memberId);
  return {
    /** The account's In-store membership tab: every linked membership, its credit and trades, and the credit in all. */
    async ofMember(memberId: string) {
      const rows = await linked(memberId);
      const memberships = rows.map((r) => ({
        membershipNumber: r.membership_number,
        name: `${r.first_name} ${r.last_name}`,
        homeStore: { storeId: Number(r.home_store_id), storeName: r.store_name },
        storeCreditPence: r.store_credit_pence,
        linkedHow: r.linked_how,
        linkedAt: new Date(r.linked_at).toISOString(),
        mobileVerified: r.mobile_verified_at !== null,
        trades: r.trades,
      }));
      return { memberships, storeCreditPence: memberships.reduce((sum, m) => sum + m.storeCreditPence, 0) };
    },

    /** GET tradeabilities: what the account may do online, from its state (shared rule). */
    async tradeabilities(memberId: string) {
      const facts = await tradeabilityFacts(db, memberId);
      if (!facts) throw unlockErrors.notYours();
      return { ...tradeabilitiesOf(facts), mobileVerified: facts.mobileVerified, membershipLinked: facts.membershipLinked, storeCreditPence: facts.storeCreditPence };
    },
  };
}

export type MembershipViews = ReturnType<typeof createMembershipViews>;
