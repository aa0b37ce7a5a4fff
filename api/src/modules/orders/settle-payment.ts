// How a payment ends: paid (basket lines leave, voucher used, e-mail queued), refused (the stock
// goes back in the same transaction and the order can be paid again), or at the provider's page
// (3-D Secure, PayPal, Klarna) until the shopper comes back.
import type { ApiError } from '../../http/envelope.js';
import type { CardOutcome } from '../payments/card-provider.js';
import { ProviderError, type RedirectOrder, type RedirectProvider } from '../payments/redirect-provider.js';
import { useVoucher } from '../payments/vouchers.js';
import { spendCredit } from '../store-credit/ledger.js';
import { issueFeedbackCode } from '../feedback/codes.js';
import { confirmationEmail } from './confirmation-email.js';
import { HOLDS_UNPAID, moveOrder, NOW } from './order-states.js';
import { ORDER_COLUMNS, orderErrors, paymentReferenceOf, toView, type OrderRow, type ProcessResult } from './order-model.js';
import { find, items, lockOrder, view } from './order-reads.js';
import { release } from './order-holds.js';
import { redirectFor, type OrderDeps } from './order-deps.js';

const REFUSALS: Record<string, string> = {
  declined: 'Your card was declined. No money has been taken. Please try another card.',
  insufficient_funds: 'Your card was declined for insufficient funds. No money has been taken. Please try another card.',
  authentication_failed: 'Your bank could not confirm this payment (3-D Secure). No money has been taken. Please try again.',
  cancelled: 'The payment was not completed. No money has been taken. Please try again or choose another way to pay.',
};

export async function redirectOrder({ db, publicUrl }: Pick<OrderDeps, 'db' | 'publicUrl'>, o: OrderRow): Promise<RedirectOrder> {
  const lines = await items(db, o.order_id);
  const back = `${publicUrl}/buy/process?orderId=${o.order_id}`;
  const charged = lines.map((i) => ({ name: i.box_name, reference: i.box_id, quantity: i.quantity, unitPence: i.unit_price_pence, totalPence: i.unit_price_pence * i.quantity }));
  if (o.delivery_charge_pence > 0) charged.push({ name: 'Delivery', reference: 'DELIVERY', quantity: 1, unitPence: o.delivery_charge_pence, totalPence: o.delivery_charge_pence });
  if (o.voucher_pence > 0) charged.push({ name: `Voucher ${o.voucher_code}`, reference: 'VOUCHER', quantity: 1, unitPence: -o.voucher_pence, totalPence: -o.voucher_pence });
  if (o.store_credit_pence > 0) charged.push({ name: 'Store credit', reference: 'STORE-CREDIT', quantity: 1, unitPence: -o.store_credit_pence, totalPence: -o.store_credit_pence });
  return { merchantReference: paymentReferenceOf(o), amountPence: o.to_pay_pence, lines: charged, returnUrl: back, cancelUrl: `${back}&cancelled=1` };
}

export async function markPaid(deps: OrderDeps, o: OrderRow, pspReference: string | null): Promise<void> {
  const { db, members, basket, outbox, publicUrl } = deps;
  const member = await members.get(String(o.member_id));
  await db.transaction(async (tx) => {
    const row = await moveOrder<OrderRow>(tx, o.order_id, 'paid', {
      from: ['charging', 'awaiting_3ds'],
      set: { paid_at: NOW, payment_reference: pspReference, payment_failure: null },
      columns: ORDER_COLUMNS,
    });
    if (!row) return;
    await useVoucher(tx, { orderId: o.order_id, voucherPence: row.voucher_pence });
    await spendCredit(tx, o.order_id);
    const ordered = await items(tx, o.order_id);
    await basket.removeOrdered(
      tx,
      String(o.member_id),
      ordered.map((i) => ({ boxId: i.box_id, deliveryMethodId: i.delivery_method_id, quantity: i.quantity })),
    );
    const order = toView(row, ordered);
    const feedbackLink = await issueFeedbackCode(tx, { ...order, email: member.email }, publicUrl);
    const mail = confirmationEmail(order, member.firstName, feedbackLink);
    await outbox.enqueue(tx, { channel: 'email', recipient: member.email, ...mail });
  });
}

/**
 * A payment that ended without money taken: the order gives its stock back at once and can be
 * paid again (issue 30). `nextAttempt`: the provider answered, so the next try is a new payment.
 */
export async function fail(deps: OrderDeps, o: OrderRow, message: string, error: ApiError = orderErrors.paymentFailed(message), nextAttempt = true): Promise<never> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, o.order_id);
    if (row && HOLDS_UNPAID.includes(row.status)) await release(deps, tx, row, 'payment_failed', message, nextAttempt);
  });
  throw error;
}

export async function settle(deps: OrderDeps, o: OrderRow, outcome: CardOutcome): Promise<ProcessResult> {
  const { db, cardTokens } = deps;
  if (outcome.status === 'authorised') {
    await markPaid(deps, o, outcome.pspReference);
    // The card the shopper asked to save (or paid with again); the order is paid whatever happens here.
    if (outcome.storedCard && cardTokens) await cardTokens.remember(String(o.member_id), outcome.storedCard).catch(() => undefined);
  } else if (outcome.status === 'refused') await fail(deps, o, (redirectFor(deps, o.payment_type_id) && outcome.reason === 'authentication_failed' ? REFUSALS.cancelled : REFUSALS[outcome.reason]) ?? REFUSALS.declined!);
  else {
    const challengeUrl = outcome.challengeUrl || o.payment_redirect_url || '';
    await moveOrder(db, o.order_id, 'awaiting_3ds', { from: ['charging', 'awaiting_3ds'], set: { payment_reference: outcome.pspReference, payment_redirect_url: challengeUrl || null } });
    return { order: await view(db, await find(db, String(o.member_id), String(o.order_id))), payment: { status: 'challenge', challengeUrl } };
  }
  return { order: await view(db, await find(db, String(o.member_id), String(o.order_id))), payment: { status: 'paid' } };
}

/** A redirect payment after the shopper came back (or not yet): complete it with the provider. */
export async function completeRedirect(deps: OrderDeps, o: OrderRow, provider: RedirectProvider, returned: Record<string, string> | undefined): Promise<ProcessResult> {
  const { db } = deps;
  if (!returned || Object.keys(returned).length === 0) {
    return { order: await view(db, o), payment: { status: 'challenge', challengeUrl: o.payment_redirect_url ?? '' } };
  }
  let outcome: CardOutcome;
  try {
    outcome = await provider.complete(o.payment_reference!, returned, await redirectOrder(deps, o));
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof Error && error.name === 'TimeoutError')) throw error;
    // Unknown outcome: the order stays open; asking again is safe (the provider is idempotent).
    throw orderErrors.paymentFailed('We could not confirm your payment just now. Please try again in a moment.');
  }
  return settle(deps, o, outcome);
}
