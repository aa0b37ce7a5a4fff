// What the Adyen stand-in (adyen-stand-in.ts) makes of a /payments request's paymentMethod: an
// Apple Pay token, a stored card with its CVC, or a typed card, each checked as Adyen checks it
// (its 422 validation errors); the card numbers behave as the embedded provider's TEST_CARDS.
import { randomBytes } from 'node:crypto';
import { cardBrand, luhnValid } from './card-provider.js';

export interface StandInCard {
  variant: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface StoredMethod {
  id: string;
  shopperReference: string;
  card: StandInCard;
  challenge: boolean;
  disabled: boolean;
}

const VARIANTS: Record<string, string> = { Visa: 'visa', Mastercard: 'mc', 'American Express': 'amex', Discover: 'discover' };
const variantOf = (number: string) => VARIANTS[cardBrand(number)] ?? 'visa';
export const psp = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 16);

/** Adyen's error body (docs.adyen.com/development-resources/error-codes). */
export const problem = (status: number, errorCode: string, message: string, errorType = 'validation') => ({ status, errorCode, message, errorType, pspReference: psp() });

/** The card a payment is made with (and the number the test cards are told by), or Adyen's error. */
export type Built = { card: StandInCard; number: string; storeFor: string | null; storedId: string | null; challengeStored?: boolean; wallet?: boolean } | { error: ReturnType<typeof problem> };

/** An Apple Pay token as the stand-in "decrypts" it (standInApplePayToken): the number in paymentData.data. */
function applePayCard(pm: Record<string, any>, body: Record<string, any>): Built {
  let token: Record<string, any>;
  let decrypted: Record<string, any>;
  try {
    token = JSON.parse(Buffer.from(String(pm.applePayToken ?? ''), 'base64').toString('utf8'));
    decrypted = JSON.parse(Buffer.from(String(token.data), 'base64').toString('utf8'));
  } catch {
    return { error: problem(422, '5_002', 'Invalid Apple Pay token') };
  }
  if (token.version !== 'EC_v1' || typeof token.signature !== 'string' || typeof token.header !== 'object' || typeof decrypted.applicationPrimaryAccountNumber !== 'string') {
    return { error: problem(422, '5_002', 'Invalid Apple Pay token') };
  }
  if (decrypted.transactionAmount !== undefined && decrypted.transactionAmount !== body.amount?.value) return { error: problem(422, '5_001', 'Apple Pay token amount-mismatch') };
  const number = decrypted.applicationPrimaryAccountNumber as string;
  return { card: { variant: variantOf(number), last4: number.slice(-4), expiryMonth: 12, expiryYear: new Date().getFullYear() + 3 }, number, storeFor: null, storedId: null, wallet: true };
}

/** A card the stand-in keeps for this shopper, paid with card-on-file and (optionally) its CVC. */
function storedCard(pm: Record<string, any>, body: Record<string, any>, storedMethods: Map<string, StoredMethod>): Built {
  const m = storedMethods.get(String(pm.storedPaymentMethodId));
  if (!m || m.disabled || m.shopperReference !== body.shopperReference) return { error: problem(422, '800', 'Contract not found') };
  if (body.recurringProcessingModel !== 'CardOnFile') return { error: problem(422, '158', "Required field 'recurringProcessingModel' not specified") };
  if (pm.cvc !== undefined && !/^[0-9]{3,4}$/.test(String(pm.cvc))) return { error: problem(422, '103', 'CVC is not the right length') };
  return { card: m.card, number: '', storeFor: null, storedId: m.id, challengeStored: m.challenge };
}

/** A card typed now: number, expiry, CVC and holder checked in Adyen's order. */
function typedCard(pm: Record<string, any>, body: Record<string, any>): Built {
  const number = String(pm.number ?? '');
  if (!/^[0-9]{12,19}$/.test(number) || !luhnValid(number)) return { error: problem(422, '101', 'Invalid card number') };
  if (cardBrand(number) === 'Card') return { error: problem(422, '102', 'Unable to determine variant') };
  const month = Number(pm.expiryMonth);
  const year = Number(pm.expiryYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year <= 2000) return { error: problem(422, '141', 'Invalid expiryMonth[1..12] / expiryYear[>2000]') };
  if (Date.UTC(year, month, 1) <= Date.now()) return { error: problem(422, '140', 'Invalid expiryMonth[1..12] / expiryYear[>2000], or before now') };
  if (!/^[0-9]{3,4}$/.test(String(pm.cvc ?? ''))) return { error: problem(422, '103', 'CVC is not the right length') };
  if (!String(pm.holderName ?? '').trim()) return { error: problem(422, '128', 'Card Holder Missing') };
  if (body.storePaymentMethod && !body.shopperReference) return { error: problem(422, '121', 'ShopperReference is missing') };
  const card = { variant: variantOf(number), last4: number.slice(-4), expiryMonth: month, expiryYear: year };
  return { card, number, storeFor: body.storePaymentMethod ? String(body.shopperReference) : null, storedId: null };
}

export function cardOf(body: Record<string, any>, storedMethods: Map<string, StoredMethod>): Built {
  const pm = body.paymentMethod ?? {};
  if (pm.type === 'applepay') return applePayCard(pm, body);
  if (pm.type !== 'scheme') return { error: problem(422, '109', 'Invalid variant') };
  if (pm.storedPaymentMethodId) return storedCard(pm, body, storedMethods);
  return typedCard(pm, body);
}
