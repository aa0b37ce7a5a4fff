// What other modules may ask of member_addresses (this module's table, issue 34 §3): one of a
// member's addresses to collect a parcel from, and the postcode to measure from.
import type { Queryable } from '../../db/db.js';

/** The member's address with this id, as a courier collects from it; undefined when it is not theirs or not there. */
export async function collectionAddressOf(q: Queryable, memberId: string, addressId: number | undefined) {
  const [a] = await q.query<{ firstName: string; lastName: string; line1: string; line2: string | null; town: string; county: string | null; postcode: string }>(
    `SELECT first_name AS "firstName", last_name AS "lastName", line1, line2, town, county, postcode FROM member_addresses WHERE member_id = $1 AND address_id = $2`,
    [memberId, addressId],
  );
  return a;
}

/** The postcode of the member's address `addressId`, or with none given their default (else their first); undefined for none. */
export async function memberPostcode(q: Queryable, memberId: string, addressId: number | undefined): Promise<string | undefined> {
  const [address] = await q.query<{ postcode: string }>(`SELECT postcode FROM member_addresses WHERE member_id = $1 AND ($2::bigint IS NULL OR address_id = $2) ORDER BY is_default DESC, address_id LIMIT 1`, [
    memberId,
    addressId ?? null,
  ]);
  return address?.postcode;
}
