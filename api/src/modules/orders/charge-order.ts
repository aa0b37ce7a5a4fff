// Charging an order (process) and its 3-D Secure check (verify): the order moves to 'charging'
// with a conditional update, so only one request ever talks to the provider for an order; the
// provider is idempotent on the payment's reference. The reconciler settles orders an instance
// left 'charging' when it stopped mid-payment.
import { ApiError } from '../../http/envelope.js';
import type { CardDetails, CardOutcome } from '../payments/card-provider.js';
import { CardDataError, cardProblem, VerificationMismatch } from '../payments/card-provider.js';
import { shopperReference } from '../card-tokens/service.js';
import { ProviderError } from '../payments/redirect-provider.js';
import { holdCredit } from '../store-credit/ledger.js';
import { holdsStock, moveOrder, NOW, PAYABLE } from './order-states.js';
import { CHARGING_STALE_SECONDS, ORDER_COLUMNS, orderErrors, PAYMENT, paymentReferenceOf, type OrderRow, type ProcessResult, type SavedCardChoice } from './order-model.js';
import { find, items, lockOrder, orderLines, view } from './order-reads.js';
import { takeOrderStock } from './order-holds.js';
import { completeRedirect, fail, markPaid, redirectOrder, settle } from './settle-payment.js';
import { redirectFor, type OrderDeps } from './order-deps.js';

/** Card data that cannot be sent (§8 1520): the order holds nothing while the shopper corrects it. */
async function refuseCardData(deps: OrderDeps, o: OrderRow, message: string): Promise<never> {
  return fail(deps, o, message, orderErrors.invalidCard(message), false);
}

/**
 * Starts paying: payment_failed takes its stock again (or answers the §8 out-of-stock code,
 * changing nothing), then the order moves to 'charging' — once, whatever is pressed twice.
 */
async function claim({ db }: Pick<OrderDeps, 'db'>, o: OrderRow): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, o.order_id);
    if (!row || !PAYABLE.includes(row.status)) return undefined;
    if (!holdsStock(row.status)) {
      await takeOrderStock(tx, orderLines(await items(tx, row.order_id)));
      // A refusal gave the credit back: this try takes it again (STORE_CREDIT_SHORT, nothing changed, if it has gone meanwhile).
      await holdCredit(tx, String(row.member_id), row.order_id, row.store_credit_pence);
    }
    return moveOrder<OrderRow>(tx, row.order_id, 'charging', { from: [row.status], set: { charging_since: NOW, reserved_at: NOW }, columns: ORDER_COLUMNS });
  });
}

export async function processPayment(deps: OrderDeps, memberId: string, orderId: string, card: CardDetails | undefined, returned?: Record<string, string>, saved: SavedCardChoice = {}): Promise<ProcessResult> {
  const { db, cards, cardTokens, redirects, publicUrl, applePay } = deps;
  const o = await find(db, memberId, orderId);
  const redirect = redirectFor(deps, o.payment_type_id);
  let stored: { shopperReference: string; id: string; cvc: string } | undefined;
  if (o.status === 'paid') return { order: await view(db, o), payment: { status: 'paid' } };
  // A card's 3-D Secure check ends only through verify (the provider's redirect result); until then the page is offered again.
  if (o.status === 'awaiting_3ds') return redirect ? completeRedirect(deps, o, redirect, returned) : { order: await view(db, o), payment: { status: 'challenge', challengeUrl: o.payment_redirect_url ?? '' } };
  if (o.status === 'charging') throw orderErrors.inProgress();
  if (!PAYABLE.includes(o.status)) throw orderErrors.notPayable();
  if (o.to_pay_pence > 0 && !redirect) {
    if (o.payment_type_id === PAYMENT.applePay) {
      if (!applePay) throw orderErrors.paymentTypeUnavailable();
      if (!saved.applePay) await refuseCardData(deps, o, 'The Apple Pay payment is missing. Please try again.');
    } else if (o.payment_type_id !== PAYMENT.card) throw orderErrors.paymentTypeUnavailable();
    else if (saved.storedCard) {
      if (!cardTokens) throw orderErrors.paymentTypeUnavailable();
      if (!/^[0-9]{3,4}$/.test(saved.storedCard.cvc)) await refuseCardData(deps, o, 'The security code is not valid.');
      stored = { ...(await cardTokens.forPayment(memberId, saved.storedCard.cardTokenId)), cvc: saved.storedCard.cvc };
    } else {
      if (!card) await refuseCardData(deps, o, 'Please enter your card details.');
      const problem = cardProblem(card!);
      if (problem) await refuseCardData(deps, o, problem);
    }
  }
  // Only one request moves the order on; a double click or retry finds it charging or paid.
  const claimed = await claim(deps, o);
  if (!claimed) return processPayment(deps, memberId, orderId, undefined, returned);
  const reference = paymentReferenceOf(claimed);
  const applePayToken = claimed.payment_type_id === PAYMENT.applePay ? saved.applePay : undefined;
  if (claimed.to_pay_pence === 0) {
    await markPaid(deps, claimed, null);
    return { order: await view(db, await find(db, memberId, orderId)), payment: { status: 'paid' } };
  }
  const unknownOutcome = () => moveOrder(db, claimed.order_id, 'awaiting_payment', { from: ['charging'], set: { charging_since: null } });
  if (redirect) {
    try {
      const order = await redirectOrder(deps, claimed);
      const started = redirects.klarna && redirect === redirects.klarna ? await redirects.klarna.startFor(order, claimed.payment_type_id) : await redirect.start(order);
      await moveOrder(db, claimed.order_id, 'awaiting_3ds', { from: ['charging'], set: { payment_reference: started.reference, payment_redirect_url: started.redirectUrl } });
      return { order: await view(db, await find(db, memberId, orderId)), payment: { status: 'challenge', challengeUrl: started.redirectUrl } };
    } catch (error) {
      await unknownOutcome();
      if (error instanceof ProviderError || (error instanceof Error && /fetch|Timeout/i.test(`${error.name} ${error.message}`))) {
        throw orderErrors.paymentFailed(`We could not reach ${redirect.name === 'paypal' ? 'PayPal' : 'Klarna'}. No money has been taken. Please try again.`);
      }
      throw error;
    }
  }
  let outcome: CardOutcome;
  try {
    outcome = await cards.authorise({
      merchantReference: reference,
      amountPence: claimed.to_pay_pence,
      returnUrl: `${publicUrl}/buy/process?orderId=${claimed.order_id}`,
      ...(applePayToken ? { applePay: applePayToken } : stored ? { stored } : { card: card!, ...(saved.saveCard && cardTokens ? { storeFor: shopperReference(memberId) } : {}) }),
    });
  } catch (error) {
    // The provider read the card data and refused it: nothing was taken; the next try is a new payment.
    if (error instanceof CardDataError) return fail(deps, claimed, error.message, orderErrors.invalidCard(error.message));
    // The provider could not be reached: the outcome is unknown, so the order keeps its stock and
    // its payment reference (asking again under it cannot charge twice).
    await unknownOutcome();
    throw orderErrors.paymentFailed('We could not reach the payment provider. No money has been taken. Please try again.');
  }
  return settle(deps, claimed, outcome);
}

/**
 * §7 verifyadyenorder: the shopper is back from the card provider's 3-D Secure page with its
 * redirect result; the provider says how the payment ended. Only an order waiting for that
 * check, only its own result, and once: a replay, a result too early or another order's is
 * refused and changes nothing; two at once confirm the order once (markPaid is conditional).
 */
export async function verify(deps: OrderDeps, memberId: string, orderId: string, redirectResult: string): Promise<ProcessResult> {
  const { db, cards } = deps;
  const o = await find(db, memberId, orderId);
  if (redirectFor(deps, o.payment_type_id)) throw orderErrors.notAwaitingVerification();
  if (o.status === 'paid') throw orderErrors.alreadyVerified();
  if (o.status !== 'awaiting_3ds') throw orderErrors.notAwaitingVerification();
  if (!o.payment_reference) throw orderErrors.notPayable();
  let outcome: CardOutcome;
  try {
    outcome = await cards.verify({ pspReference: o.payment_reference, merchantReference: paymentReferenceOf(o), redirectResult });
  } catch (error) {
    if (error instanceof VerificationMismatch) throw orderErrors.verificationMismatch();
    if (error instanceof CardDataError) return fail(deps, o, error.message, orderErrors.invalidCard(error.message));
    // Unknown outcome: the order stays open; asking again is safe (verifying never charges).
    throw orderErrors.paymentFailed('We could not confirm your payment just now. Please try again in a moment.');
  }
  return settle(deps, o, outcome);
}

/**
 * Orders left 'charging' by an instance that stopped mid-payment (killed, crashed): after
 * `olderThanSeconds` the provider's own record settles them (paid, or refused with everything
 * given back); a payment that never reached the provider lets the order be paid again. A
 * redirect payment (PayPal, Klarna) had taken nothing before the shopper was sent away, so it
 * goes back to awaiting payment. Answers how many were settled.
 */
export async function reconcileCharging(deps: OrderDeps, olderThanSeconds = CHARGING_STALE_SECONDS): Promise<number> {
  const { db, cards } = deps;
  const stale = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM web_sell_orders WHERE status = 'charging' AND charging_since < now() - make_interval(secs => $1) ORDER BY order_id LIMIT 50`, [olderThanSeconds]);
  let settled = 0;
  for (const o of stale) {
    const backToPayable = () => moveOrder(db, o.order_id, 'awaiting_payment', { from: ['charging'], set: { charging_since: null } });
    if (redirectFor(deps, o.payment_type_id)) {
      await backToPayable();
      settled++;
      continue;
    }
    if (!cards.lookup) continue;
    const outcome = await cards.lookup(paymentReferenceOf(o));
    if (outcome === undefined) continue; // not known yet: asked again next time
    if (!outcome) await backToPayable();
    else
      await settle(deps, o, outcome).catch((error) => {
        // A refusal settles by throwing the shopper's message (the order is released): nothing to raise here.
        if (!(error instanceof ApiError)) throw error;
      });
    settled++;
  }
  return settled;
}
