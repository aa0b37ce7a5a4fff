// The Adyen stand-in's books (adyen-stand-in.ts serves them over HTTP): its payments and stored
// cards, and what /payments, /payments/details, a cancel and the 3-D Secure page do to them.
import { randomBytes } from 'node:crypto';
import { cardOf, problem, psp, type StandInCard, type StoredMethod } from './adyen-stand-in-cards.js';
import { TEST_CARDS } from './card-provider.js';

export interface AdyenStandInPayment {
  pspReference: string;
  merchantReference: string;
  amount: { currency: string; value: number };
  resultCode: 'Authorised' | 'Refused' | 'RedirectShopper';
  refusal: { reason: string; code: string } | null;
  returnUrl: string;
  card: StandInCard;
  storeFor: string | null;
  storedId: string | null;
  /** After the 3-D Secure page: the result the shopper came back with, and how the check went. */
  redirectResult: string | null;
  authenticated: boolean | null;
  detailsCalls: number;
}

/** An HTTP answer: its status and JSON body. */
export type Answer = { status: number; body: unknown };

/** The books; `base()` is the stand-in's own address (its 3-D Secure page), known once it listens. */
export function createAdyenLedger(base: () => string) {
  const payments = new Map<string, AdyenStandInPayment>();
  const storedMethods = new Map<string, StoredMethod>();

  /** What a payment answers now, as /payments and /payments/details do. */
  function answer(p: AdyenStandInPayment) {
    const common = { pspReference: p.pspReference, merchantReference: p.merchantReference, amount: p.amount };
    if (p.resultCode === 'RedirectShopper') {
      return { ...common, resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', url: `${base()}/threeds2/${p.pspReference}`, paymentMethodType: 'scheme' } };
    }
    if (p.resultCode === 'Refused') return { ...common, resultCode: 'Refused', refusalReason: p.refusal!.reason, refusalReasonCode: p.refusal!.code };
    const stored = p.storedId ? { 'tokenization.storedPaymentMethodId': p.storedId, 'tokenization.shopperReference': p.storeFor ?? '', 'recurring.recurringDetailReference': p.storedId } : {};
    return {
      ...common,
      resultCode: 'Authorised',
      paymentMethod: { brand: p.card.variant, type: 'scheme' },
      additionalData: { cardSummary: p.card.last4, expiryDate: `${p.card.expiryMonth}/${p.card.expiryYear}`, paymentMethod: p.card.variant, ...stored },
    };
  }

  /** Keeps an authorised payment's card once per shopper and card, as Adyen's tokenization does. */
  function tokenise(p: AdyenStandInPayment) {
    if (p.resultCode !== 'Authorised' || !p.storeFor || p.storedId) return;
    const same = [...storedMethods.values()].find((m) => !m.disabled && m.shopperReference === p.storeFor && JSON.stringify(m.card) === JSON.stringify(p.card));
    const method = same ?? { id: psp(), shopperReference: p.storeFor, card: p.card, challenge: p.authenticated !== null, disabled: false };
    storedMethods.set(method.id, method);
    p.storedId = method.id;
  }

  /** POST /payments (merchant account already checked). */
  function createPayment(body: Record<string, any>): Answer {
    if (!Number.isInteger(body.amount?.value) || body.amount.value <= 0) return { status: 422, body: problem(422, '137', 'Invalid amount specified') };
    if (body.amount.currency !== 'GBP') return { status: 422, body: problem(422, '138', 'Unsupported currency specified') };
    if (!body.reference) return { status: 422, body: problem(422, '130', 'Reference Missing') };
    if (!body.returnUrl) return { status: 422, body: problem(422, '158', "Required field 'returnUrl' not specified") };
    const built = cardOf(body, storedMethods);
    if ('error' in built) return { status: 422, body: built.error };
    const p: AdyenStandInPayment = {
      pspReference: psp(),
      merchantReference: String(body.reference),
      amount: body.amount,
      resultCode: 'Authorised',
      refusal: null,
      returnUrl: String(body.returnUrl),
      card: built.card,
      storeFor: built.storeFor,
      storedId: built.storedId,
      redirectResult: null,
      authenticated: null,
      detailsCalls: 0,
    };
    // Apple Pay has authenticated the shopper already: no 3-D Secure step for it.
    const challenge = built.storedId ? built.challengeStored : built.number === TEST_CARDS.threeDSecure && !built.wallet;
    if (built.number === TEST_CARDS.declined) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Refused', code: '2' } });
    else if (built.number === TEST_CARDS.insufficientFunds) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Not enough balance', code: '12' } });
    else if (challenge) p.resultCode = 'RedirectShopper';
    else if (built.number && built.number !== TEST_CARDS.success && built.number !== TEST_CARDS.threeDSecure) Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Refused', code: '2' } });
    payments.set(p.pspReference, p);
    tokenise(p);
    return { status: 200, body: answer(p) };
  }

  /** POST /payments/details with the redirect result the shopper came back with. */
  function details(body: Record<string, any>): Answer {
    const redirectResult = body.details?.redirectResult;
    const p = typeof redirectResult === 'string' ? [...payments.values()].find((x) => x.redirectResult === redirectResult) : undefined;
    if (!p) return { status: 422, body: problem(422, '14_018', 'Invalid payload provided') };
    // The payment is finished once; asking again with its redirect result answers the same result.
    p.detailsCalls++;
    if (p.resultCode === 'RedirectShopper') {
      if (p.authenticated) p.resultCode = 'Authorised';
      else Object.assign(p, { resultCode: 'Refused', refusal: { reason: '3D Not Authenticated', code: '11' } });
      tokenise(p);
    }
    return { status: 200, body: answer(p) };
  }

  /**
   * POST /payments/{pspReference}/cancels: a payment ended before it was authorised (the shopper
   * left its 3-D Secure page); Adyen answers 201 'received' and the payment can no longer complete.
   */
  function cancel(pspReference: string, body: Record<string, any>, merchantAccount: string): Answer {
    const p = payments.get(pspReference);
    if (!p) return { status: 422, body: problem(422, '167', 'Original pspReference required for this operation') };
    if (p.resultCode === 'RedirectShopper') Object.assign(p, { resultCode: 'Refused', refusal: { reason: 'Cancelled', code: '31' }, redirectResult: p.redirectResult ?? 'cancelled' });
    return { status: 201, body: { merchantAccount, paymentPspReference: p.pspReference, reference: body.reference, pspReference: psp(), status: 'received' } };
  }

  /** DELETE /storedPaymentMethods/{id}: false when the shopper has no such card. */
  function disableStored(id: string, shopperReference: string | null): boolean {
    const m = storedMethods.get(id);
    if (!m || m.disabled || m.shopperReference !== shopperReference) return false;
    m.disabled = true;
    return true;
  }

  /** The payment whose 3-D Secure page still waits for the shopper, or undefined. */
  const challenged = (pspReference: string) => {
    const p = payments.get(pspReference);
    return p && p.resultCode === 'RedirectShopper' && !p.redirectResult ? p : undefined;
  };

  /** The shopper's answer on the 3-D Secure page: where their browser goes next (the return URL with a redirect result). */
  function authenticate(p: AdyenStandInPayment, approved: boolean): string {
    p.authenticated = approved;
    p.redirectResult = randomBytes(48).toString('base64url');
    const back = new URL(p.returnUrl);
    back.searchParams.set('redirectResult', p.redirectResult);
    return back.toString();
  }

  return { payments, storedMethods, createPayment, details, cancel, disableStored, challenged, authenticate };
}

export type AdyenLedger = ReturnType<typeof createAdyenLedger>;
