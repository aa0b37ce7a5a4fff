// A member's addresses (spec §7 'Addresses'; §8 'Address' codes 1041-1052, 1159-1161) and the
// addresses they used for orders (addresshistory). One default delivery address: setting one
// unsets the other; the first address is the default; deleting the default passes it on.
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import type { SettingsService } from '../settings/routes.js';
import type { AddressLookupService } from './lookup.js';
import { ADDRESS_CODES } from '@shop/shared/api';
import type { AddressInput, HistoryAddress, MemberAddress } from '@shop/shared/api';

const DEFAULT_MAX_ADDRESSES = 10;

interface AddressRow {
  address_id: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2: string;
  town: string;
  county: string;
  postcode: string;
  phone: string;
  is_default: boolean;
}

const COLUMNS = 'address_id::text AS address_id, first_name, last_name, line1, line2, town, county, postcode, phone, is_default';

const toView = (r: AddressRow): MemberAddress => ({
  addressId: r.address_id,
  firstName: r.first_name,
  lastName: r.last_name,
  line1: r.line1,
  line2: r.line2,
  town: r.town,
  county: r.county,
  postcode: r.postcode,
  countryCode: 'GBR',
  phone: r.phone,
  isDefault: r.is_default,
});

/**
 * The member's addresses as one JSON array of rows (toAddressView reads each), in the list's
 * order: a sub-select for a query that reads the member as well (GET members/{id}), so the
 * member details come back in one round trip. `member` is the SQL that names the member's id.
 */
export const addressesAsJson = (member: string) =>
  `(SELECT COALESCE(json_agg(x ORDER BY x.is_default DESC, x.created_at, x.address_id), '[]'::json)
    FROM (SELECT ${COLUMNS}, created_at FROM member_addresses WHERE member_id = ${member}) x)`;
export const toAddressView = (r: AddressRow) => toView(r);
export type { AddressRow };

// 422, not 409: the shop's client retries 409 (§8), and a duplicate stays a duplicate.
export const addressErrors = {
  exists: () => new ApiError(422, ADDRESS_CODES.exists, 'You already have this address.'),
  notFound: () => new ApiError(404, ADDRESS_CODES.notFound, 'Address not found.'),
  tooMany: (max: number) => new ApiError(422, ADDRESS_CODES.tooMany, `You can keep up to ${max} addresses. Please delete one first.`),
};

/**
 * What the address book asks of other modules, given where the service is composed (app.ts):
 * importing members or orders here would close an import loop, since both read addresses.
 */
export interface AddressDeps {
  db: Db;
  lookup: AddressLookupService;
  settings: SettingsService;
  /** members: locks the member's row until the transaction ends. */
  lockMember: (q: Queryable, memberId: string) => Promise<void>;
  /** orders: each address the member's orders went to, once, with when it was last used. */
  deliveryAddressesOf: (q: Queryable, memberId: string) => Promise<Array<{ address: Record<string, unknown>; last_used_at: Date | string }>>;
}

export function createAddressService({ db, lookup, settings, lockMember, deliveryAddressesOf }: AddressDeps) {
  async function list(q: Queryable, memberId: string): Promise<MemberAddress[]> {
    const rows = await q.query<AddressRow>(`SELECT ${COLUMNS} FROM member_addresses WHERE member_id = $1 ORDER BY is_default DESC, created_at, address_id`, [memberId]);
    return rows.map(toView);
  }

  async function maxAddresses(): Promise<number> {
    const account = (await settings.postlogin()).account as { maxAddresses?: unknown } | undefined;
    return typeof account?.maxAddresses === 'number' ? account.maxAddresses : DEFAULT_MAX_ADDRESSES;
  }

  /** Trimmed text, the postcode checked (form, GBR, known area) and in its standard form. */
  async function clean(q: Queryable, input: AddressInput) {
    const { postcode } = await lookup.checkPostcode(q, input.postcode);
    const trim = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');
    return {
      firstName: trim(input.firstName),
      lastName: trim(input.lastName),
      line1: trim(input.line1),
      line2: trim(input.line2),
      town: trim(input.town),
      county: trim(input.county),
      postcode,
      phone: trim(input.phone),
    };
  }

  async function assertNotDuplicate(q: Queryable, memberId: string, a: { line1: string; line2: string; postcode: string }, exceptId?: string) {
    const [clash] = await q.query(`SELECT 1 FROM member_addresses WHERE member_id = $1 AND lower(line1) = lower($2) AND lower(line2) = lower($3) AND postcode = $4 AND address_id <> $5`, [
      memberId,
      a.line1,
      a.line2,
      a.postcode,
      exceptId ?? '0',
    ]);
    if (clash) throw addressErrors.exists();
  }

  /** The unique indexes decide a race: the same address twice is 1159. */
  const uniqueAs1159 = (error: { code?: string }) => {
    if (error.code === '23505') throw addressErrors.exists();
    throw error;
  };

  return {
    list: (memberId: string) => list(db, memberId),

    async add(memberId: string, input: AddressInput): Promise<{ address: MemberAddress; addresses: MemberAddress[] }> {
      const max = await maxAddresses();
      return db.transaction(async (tx) => {
        const a = await clean(tx, input);
        // One member's additions take turns, so the count and the default stay right.
        await lockMember(tx, memberId);
        const [{ n }] = (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM member_addresses WHERE member_id = $1', [memberId])) as [{ n: number }];
        if (n >= max) throw addressErrors.tooMany(max);
        await assertNotDuplicate(tx, memberId, a);
        const makeDefault = n === 0 || input.isDefault === true;
        if (makeDefault) await tx.query('UPDATE member_addresses SET is_default = false, updated_at = now() WHERE member_id = $1 AND is_default', [memberId]);
        const [row] = await tx
          .query<AddressRow>(
            `INSERT INTO member_addresses (member_id, first_name, last_name, line1, line2, town, county, postcode, phone, is_default)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
            [memberId, a.firstName, a.lastName, a.line1, a.line2, a.town, a.county, a.postcode, a.phone, makeDefault],
          )
          .catch(uniqueAs1159);
        return { address: toView(row!), addresses: await list(tx, memberId) };
      });
    },

    /** A change of some fields (the rest stay); `isDefault: true` makes it the default. */
    async update(memberId: string, addressId: string, input: Partial<AddressInput>): Promise<{ address: MemberAddress; addresses: MemberAddress[] }> {
      return db.transaction(async (tx) => {
        const [current] = await tx.query<AddressRow>(`SELECT ${COLUMNS} FROM member_addresses WHERE member_id = $1 AND address_id = $2 FOR UPDATE`, [memberId, addressId]);
        if (!current) throw addressErrors.notFound();
        const merged = { ...toView(current), ...input };
        const a = await clean(tx, merged);
        await assertNotDuplicate(tx, memberId, a, addressId);
        if (input.isDefault === true) {
          await tx.query('UPDATE member_addresses SET is_default = false, updated_at = now() WHERE member_id = $1 AND is_default AND address_id <> $2', [memberId, addressId]);
        }
        const [row] = await tx
          .query<AddressRow>(
            `UPDATE member_addresses SET first_name = $3, last_name = $4, line1 = $5, line2 = $6, town = $7, county = $8, postcode = $9, phone = $10,
               is_default = $11, updated_at = now() WHERE member_id = $1 AND address_id = $2 RETURNING ${COLUMNS}`,
            [memberId, addressId, a.firstName, a.lastName, a.line1, a.line2, a.town, a.county, a.postcode, a.phone, input.isDefault ?? current.is_default],
          )
          .catch(uniqueAs1159);
        return { address: toView(row!), addresses: await list(tx, memberId) };
      });
    },

    async remove(memberId: string, addressId: string): Promise<{ addresses: MemberAddress[] }> {
      return db.transaction(async (tx) => {
        const [gone] = await tx.query<{ is_default: boolean }>('DELETE FROM member_addresses WHERE member_id = $1 AND address_id = $2 RETURNING is_default', [memberId, addressId]);
        if (!gone) throw addressErrors.notFound();
        // The default passes to the newest address left, so a member with addresses always has one.
        if (gone.is_default) {
          await tx.query(
            `UPDATE member_addresses SET is_default = true, updated_at = now()
             WHERE address_id = (SELECT address_id FROM member_addresses WHERE member_id = $1 ORDER BY created_at DESC, address_id DESC LIMIT 1)`,
            [memberId],
          );
        }
        return { addresses: await list(tx, memberId) };
      });
    },

    /** Every address the member had an order delivered to, once each, newest use first. */
    async history(memberId: string): Promise<HistoryAddress[]> {
      const rows = await deliveryAddressesOf(db, memberId);
      const s = (v: unknown) => (typeof v === 'string' ? v : '');
      return rows
        .map(({ address: a, last_used_at }) => ({
          firstName: s(a.firstName),
          lastName: s(a.lastName),
          line1: s(a.line1),
          line2: s(a.line2),
          town: s(a.town),
          county: s(a.county),
          postcode: s(a.postcode),
          lastUsedAt: new Date(last_used_at).toISOString(),
        }))
        .sort((x, y) => y.lastUsedAt.localeCompare(x.lastUsedAt));
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
