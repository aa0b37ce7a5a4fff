// What other modules may ask of the ways to pay (§9 payment type ids; payment_types is this
// module's table, issue 34 §3): a type's name, as SQL for a statement that reads it with its own
// rows (every read of a web sell order: one round trip, and the order's row lock, as before), and
// the provider that takes a type.
import type { Queryable } from '../../db/db.js';

/** SQL for the name of the payment type `paymentTypeId` (an SQL expression), e.g. 'Debit or credit card'; null for no such type. */
export const paymentTypeNameSql = (paymentTypeId: string) => `(SELECT p.name FROM payment_types p WHERE p.payment_type_id = ${paymentTypeId})`;

/** The provider that takes the payment type (payment_types.provider: 'card', 'paypal', …); undefined for no such type. */
export async function paymentTypeProvider(q: Queryable, paymentTypeId: number): Promise<string | undefined> {
  const [t] = await q.query<{ provider: string }>('SELECT provider FROM payment_types WHERE payment_type_id = $1', [paymentTypeId]);
  return t?.provider;
}
