// Addresses and numbers an account no longer uses (member_contact_history).
import type { Queryable } from '../../db/db.js';

/** Keeps an address or number the account no longer uses: the export and the erasure find what was sent to it. */
export const rememberContact = (tx: Queryable, memberId: string, kind: 'email' | 'phone', value: string | null) =>
  value ? tx.query('INSERT INTO member_contact_history (member_id, kind, value) VALUES ($1, $2, $3)', [memberId, kind, value]) : Promise.resolve([]);
