// Card payments through Adyen's Checkout API v71 (docs.adyen.com/api-explorer/Checkout/71):
//   authorise     -> POST /payments (Idempotency-Key: the merchant reference, so a retry never charges twice)
//   verify        -> POST /payments/details with the redirectResult the shopper came back with
//   disableStored -> DELETE /storedPaymentMethods/{id}
//   lookup        -> the AUTHORISATION webhook Adyen sent (adyen-webhook.ts)
// 3-D Secure runs as Adyen's redirect flow (no `nativeThreeDS`): a RedirectShopper answer with a
// GET redirect action, the shopper authenticates on Adyen's page and comes back to the return URL.
//
// PCI: this adapter sends the typed card number, expiry and CVC to Adyen as they are (the
// `scheme` fields for raw card data). That puts the shop's servers in scope of PCI DSS SAQ D and
// needs Adyen to enable raw card data for the merchant account. Production would use Adyen's
// encrypted card fields (Web Drop-in / Components: `encryptedCardNumber`, ... made in the browser)
// so the number never reaches the shop; only paymentMethodOf changes for that.
//
// Never logged: card data, Apple Pay tokens, redirect results, stored-card ids, or whole bodies
// (ProviderError carries only Adyen's errorCode/errorType).
import { createHash } from 'node:crypto';
import { CardDataError, VerificationMismatch, type AuthoriseInput, type CardOutcome, type CardProvider, type StoredCard } from './card-provider.js';
import { ProviderError, providerFetch } from './redirect-provider.js';

export interface AdyenConfig {
  /** https://checkout-test.adyen.com/v71, or the live prefix URL Adyen gives the merchant. */
  checkoutUrl: string;
  apiKey: string;
  merchantAccount: string;
}

interface AdyenAnswer {
  resultCode?: string;
  pspReference?: string;
  merchantReference?: string;
  refusalReason?: string;
  refusalReasonCode?: string;
  action?: { type?: string; method?: string; url?: string };
  additionalData?: Record<string, string>;
  paymentMethod?: { brand?: string; type?: string };
  errorCode?: string;
  errorType?: string;
}

/**
 * Adyen's validation errors (HTTP 422, errorType 'validation') that mean the shopper's card data
 * cannot be sent (§8 1520), with what the shopper reads. Others (amount, currency, reference...)
 * are the shop's fault and stay provider errors.
 */
export const CARD_DATA_ERRORS: Record<string, string> = {
  '101': 'The card number is not valid.', // Invalid card number
  '102': 'The card number is not valid.', // Unable to determine variant
  '103': 'The security code is not valid.', // CVC is not the right length
  '153': 'The security code is not valid.', // Invalid CVC
  '128': 'Please enter the name on the card.', // Card Holder Missing
  '129': 'The expiry date is not valid.', // Expiry Date Invalid
  '140': 'The card has expired.', // Invalid expiryMonth/expiryYear, or before now
  '141': 'The expiry date is not valid.', // Invalid expiryMonth[1..12] / expiryYear[>2000]
  '800': 'This saved card is no longer available. Please use another card.', // Contract not found
  '803': 'This saved card is no longer available. Please use another card.', // PaymentDetail not found
  '5_001': 'The Apple Pay payment could not be read. Please try again or pay by card.', // token amount-mismatch
  '5_002': 'The Apple Pay payment could not be read. Please try again or pay by card.', // Invalid Apple Pay token
};

/** refusalReasonCode -> the shop's refusal (docs.adyen.com/development-resources/refusal-reasons); anything else is 'declined'. */
type RefusalReason = Extract<CardOutcome, { status: 'refused' }>['reason'];
const REFUSAL_CODES: Record<string, RefusalReason> = {
  '12': 'insufficient_funds', // Not enough balance
  '11': 'authentication_failed', // 3D Not Authenticated
  '38': 'authentication_failed', // Authentication required (the issuer wanted 3-D Secure)
  '39': 'authentication_failed', // RReq not received from DS
  '42': 'authentication_failed', // 3DS Authentication Error
  '15': 'cancelled', // Cancelled
  '16': 'cancelled', // Shopper Cancelled
};
const REFUSAL_TEXTS: Array<[RegExp, RefusalReason]> = [
  [/not enough balance/i, 'insufficient_funds'],
  [/3d|authenticat/i, 'authentication_failed'],
  [/cancel/i, 'cancelled'],
];

const BRANDS: Array<[RegExp, string]> = [
  [/^visa/, 'Visa'],
  [/^(mc|mastercard)/, 'Mastercard'],
  [/^amex/, 'American Express'],
  [/^discover/, 'Discover'],
  [/^maestro/, 'Maestro'],
  [/^diners/, 'Diners Club'],
  [/^jcb/, 'JCB'],
];
const brandName = (variant: string | undefined) => BRANDS.find(([re]) => re.test(variant ?? ''))?.[1] ?? 'Card';

/** The card Adyen keeps for the shopper, from the fields it adds to an authorised answer (Customer Area > Additional data: card summary, expiry date, recurring details). */
function storedCardOf(a: AdyenAnswer, paidWith?: string): StoredCard | undefined {
  const data = a.additionalData ?? {};
  const id = data['tokenization.storedPaymentMethodId'] ?? data['recurring.recurringDetailReference'] ?? paidWith;
  const expiry = /^([0-9]{1,2})\/([0-9]{4})$/.exec(data.expiryDate ?? '');
  if (!id || !/^[0-9]{4}$/.test(data.cardSummary ?? '') || !expiry) return undefined;
  return { id, brand: brandName(a.paymentMethod?.brand ?? data.paymentMethodVariant ?? data.paymentMethod), last4: data.cardSummary!, expiryMonth: Number(expiry[1]), expiryYear: Number(expiry[2]) };
}

/** An answer of /payments or /payments/details as the shop's outcome. */
/** The shop's refusal reason for Adyen's refusal text (answers and webhooks carry the text). */
export const refusalReasonOf = (text: string | null | undefined): RefusalReason => REFUSAL_TEXTS.find(([re]) => re.test(text ?? ''))?.[1] ?? 'declined';

export function outcomeOf(a: AdyenAnswer, reference: string, paidWith?: string): CardOutcome {
  const pspReference = a.pspReference ?? reference;
  switch (a.resultCode) {
    case 'Authorised': {
      const storedCard = storedCardOf(a, paidWith);
      return { status: 'authorised', pspReference, ...(storedCard ? { storedCard } : {}) };
    }
    case 'Refused': {
      const reason = REFUSAL_CODES[a.refusalReasonCode ?? ''] ?? refusalReasonOf(a.refusalReason);
      return { status: 'refused', pspReference, reason };
    }
    case 'Cancelled':
      return { status: 'refused', pspReference, reason: 'cancelled' };
    case 'RedirectShopper':
    case 'ChallengeShopper':
    case 'IdentifyShopper': {
      // The shop sends the shopper on with a link (a GET). A POST redirect (3-D Secure 1's
      // PaReq/MD form) cannot be a link; 3DS1 is retired and the redirect flow for 3DS2 is a GET,
      // so a POST here means the account is set up for something this shop does not do.
      const action = a.action;
      if (action?.type === 'redirect' && (action.method ?? 'GET').toUpperCase() === 'GET' && action.url) {
        return { status: 'challenge', pspReference, challengeUrl: action.url };
      }
      throw new ProviderError(`Adyen asked for a ${action?.type ?? 'missing'} ${action?.method ?? ''} action this shop cannot show`, 200, { resultCode: a.resultCode });
    }
    default:
      // Error: Adyen could not process it. Pending / Received: the outcome is not known yet (it
      // comes by webhook). Either way nothing is confirmed: the order stays open.
      throw new ProviderError(`Adyen answered ${a.resultCode ?? 'without a result code'}`, 200, { resultCode: a.resultCode });
  }
}

/** Only what identifies Adyen's error: its bodies may echo request data. */
const errorOf = (body: unknown) => {
  const b = (body && typeof body === 'object' ? body : {}) as AdyenAnswer;
  return { errorCode: b.errorCode, errorType: b.errorType };
};

/**
 * `authorisations`: what Adyen told by webhook (adyen-webhook.ts); with it the provider can say
 * how a payment an instance stopped in the middle of ended (lookup), without it it cannot.
 */
export function createAdyenCardProvider(cfg: AdyenConfig, authorisations?: { of(merchantReference: string): Promise<CardOutcome | undefined> }): CardProvider {
  async function call(method: 'POST' | 'DELETE', path: string, body?: unknown, idempotencyKey?: string) {
    try {
      return await providerFetch(`${cfg.checkoutUrl}${path}`, {
        method,
        headers: { 'X-API-Key': cfg.apiKey, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
        body,
      });
    } catch (error) {
      throw new ProviderError(`Adyen could not be reached (${(error as Error).name})`, 0, null);
    }
  }

  function paymentMethodOf({ card, stored, storeFor, applePay }: AuthoriseInput) {
    if (applePay) {
      // Adyen wants Apple Pay's paymentData, stringified and base64-encoded, as applePayToken.
      return { paymentMethod: { type: 'applepay', applePayToken: Buffer.from(JSON.stringify(applePay.paymentData)).toString('base64') } };
    }
    if (stored) {
      return {
        paymentMethod: { type: 'scheme', storedPaymentMethodId: stored.id, cvc: stored.cvc },
        shopperReference: stored.shopperReference,
        recurringProcessingModel: 'CardOnFile',
      };
    }
    if (card) {
      return {
        paymentMethod: {
          type: 'scheme',
          number: card.number.replace(/[\s-]/g, ''),
          expiryMonth: String(card.expiryMonth).padStart(2, '0'),
          expiryYear: String(card.expiryYear),
          cvc: card.cvc,
          holderName: card.holderName,
        },
        ...(storeFor ? { storePaymentMethod: true, shopperReference: storeFor, recurringProcessingModel: 'CardOnFile' } : {}),
      };
    }
    throw new Error('authorise needs a card, a stored card or an Apple Pay token');
  }

  return {
    name: 'adyen',
    ...(authorisations ? { lookup: (merchantReference: string) => authorisations.of(merchantReference) } : {}),

    async authorise(input) {
      const { status, body } = await call(
        'POST',
        '/payments',
        {
          merchantAccount: cfg.merchantAccount,
          amount: { currency: 'GBP', value: input.amountPence },
          reference: input.merchantReference,
          returnUrl: input.returnUrl,
          channel: 'Web',
          shopperInteraction: 'Ecommerce',
          ...paymentMethodOf(input),
        },
        input.merchantReference,
      );
      const err = errorOf(body);
      if (status === 422 && err.errorCode && CARD_DATA_ERRORS[err.errorCode]) throw new CardDataError(CARD_DATA_ERRORS[err.errorCode]);
      if (status !== 200) throw new ProviderError(`Adyen refused the payment request (${status})`, status, err);
      return outcomeOf(body as AdyenAnswer, input.merchantReference, input.stored?.id);
    },

    async verify({ pspReference, merchantReference, redirectResult }) {
      // One key per redirect result: a retried check replays Adyen's answer; another result is another request.
      const key = `details-${merchantReference}-${createHash('sha256').update(redirectResult).digest('hex').slice(0, 24)}`;
      const { status, body } = await call('POST', '/payments/details', { details: { redirectResult } }, key);
      // A redirect result Adyen cannot read (made up, cut short) is 422 'Invalid payload provided'
      // (14_018): not this payment's. 704 is the same request still in progress: try again later.
      const err = errorOf(body);
      if (status === 422 && err.errorType === 'validation' && err.errorCode !== '704') throw new VerificationMismatch();
      if (status !== 200) throw new ProviderError(`Adyen refused the payment details (${status})`, status, err);
      const answer = body as AdyenAnswer;
      // Another payment's result is answered for that payment: its reference gives it away. The
      // psp reference is compared only when authorise had one (it falls back to the merchant reference).
      if (answer.merchantReference !== merchantReference) throw new VerificationMismatch();
      if (answer.pspReference && pspReference !== merchantReference && answer.pspReference !== pspReference) throw new VerificationMismatch();
      return outcomeOf(answer, pspReference);
    },

    async cancel(pspReference, merchantReference) {
      const { status, body } = await call('POST', `/payments/${encodeURIComponent(pspReference)}/cancels`, { merchantAccount: cfg.merchantAccount, reference: merchantReference }, `cancel-${merchantReference}`);
      if (status >= 300) throw new ProviderError(`Adyen did not cancel the payment (${status})`, status, errorOf(body));
    },

    async disableStored(shopperReference, id) {
      const query = new URLSearchParams({ shopperReference, merchantAccount: cfg.merchantAccount });
      const { status, body } = await call('DELETE', `/storedPaymentMethods/${encodeURIComponent(id)}?${query}`);
      const gone = status === 404 || (status === 422 && ['800', '803'].includes(errorOf(body).errorCode ?? ''));
      if (status >= 300 && !gone) throw new ProviderError(`Adyen did not forget the stored card (${status})`, status, errorOf(body));
    },
  };
}
