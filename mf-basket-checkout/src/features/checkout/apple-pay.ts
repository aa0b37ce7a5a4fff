// Apple Pay JS (spec §9: payment id 22, version 3), as Apple documents it: the session is made in
// the shopper's click (Safari refuses one made later), the merchant is validated by our API
// (generateapplepaysession), and the payment token goes to the API with the order (process).
// Only where the browser can pay with it: elsewhere no button shows.
import { toPence, toPounds } from '@shop/shared/rules';

/** The part of Apple Pay JS's ApplePaySession the checkout uses (not in TypeScript's DOM types). */
export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: { status: number }): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
}

interface ApplePaySessionClass {
  new (version: number, request: ApplePayPaymentRequest): ApplePaySessionLike;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

export interface ApplePayLineItem {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

export interface ApplePayPaymentRequest {
  countryCode: 'GB';
  currencyCode: 'GBP';
  supportedNetworks: string[];
  merchantCapabilities: string[];
  lineItems: ApplePayLineItem[];
  total: ApplePayLineItem;
}

export const APPLE_PAY_VERSION = 3;

const sessionClass = (): ApplePaySessionClass | undefined => (typeof window === 'undefined' ? undefined : (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession);

/** Whether this browser can pay with Apple Pay (Safari with a card in Wallet); false everywhere else. */
export function applePayAvailable(): boolean {
  const Session = sessionClass();
  try {
    return Boolean(Session && Session.supportsVersion(APPLE_PAY_VERSION) && Session.canMakePayments());
  } catch {
    // canMakePayments throws on pages not served over HTTPS.
    return false;
  }
}

/** Pounds as Apple Pay wants them: '12.50'. */
const amount = (pounds: number) => toPounds(toPence(pounds)).toFixed(2);

/** The payment sheet's request: each line, delivery, any voucher and store credit, and the total to pay. */
export function applePayRequest({
  merchant,
  lines,
  deliveryCharge,
  deliveryLabel,
  voucher,
  storeCredit = null,
  toPay,
}: {
  merchant: string;
  lines: Array<{ label: string; pounds: number }>;
  deliveryCharge: number;
  deliveryLabel: string;
  voucher: { label: string; pounds: number } | null;
  storeCredit?: { label: string; pounds: number } | null;
  toPay: number;
}): ApplePayPaymentRequest {
  return {
    countryCode: 'GB',
    currencyCode: 'GBP',
    supportedNetworks: ['visa', 'masterCard', 'amex', 'maestro'],
    merchantCapabilities: ['supports3DS'],
    lineItems: [
      ...lines.map((l) => ({ label: l.label, amount: amount(l.pounds), type: 'final' as const })),
      { label: deliveryLabel, amount: amount(deliveryCharge), type: 'final' },
      ...[voucher, storeCredit].flatMap((paid) => (paid ? [{ label: paid.label, amount: amount(-paid.pounds), type: 'final' as const }] : [])),
    ],
    total: { label: merchant, amount: amount(toPay), type: 'final' },
  };
}

/** The shopper closed the sheet: not an error to show. */
export class ApplePayCancelled extends Error {
  constructor() {
    super('Apple Pay was cancelled');
    this.name = 'ApplePayCancelled';
  }
}

/**
 * Opens the payment sheet; call it in the click handler itself. `validate` answers the merchant
 * session for Apple's validation URL (and may refuse, e.g. when the form is not filled in);
 * `authorise` places and pays the order with the token. Settles with what `authorise` answered.
 */
export function payWithApplePay<T>(request: ApplePayPaymentRequest, { validate, authorise }: { validate: (validationUrl: string) => Promise<unknown>; authorise: (token: unknown) => Promise<T> }): Promise<T> {
  const Session = sessionClass();
  if (!Session) return Promise.reject(new Error('Apple Pay is not available in this browser'));
  const session = new Session(APPLE_PAY_VERSION, request);
  return new Promise<T>((resolve, reject) => {
    let over = false;
    const end = (error: unknown) => {
      if (over) return;
      over = true;
      reject(error);
    };
    session.onvalidatemerchant = (event) => {
      validate(event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error) => {
          session.abort();
          end(error);
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      authorise(event.payment.token).then(
        (result) => {
          session.completePayment({ status: Session.STATUS_SUCCESS });
          over = true;
          resolve(result);
        },
        (error) => {
          session.completePayment({ status: Session.STATUS_FAILURE });
          end(error);
        },
      );
    };
    session.oncancel = () => end(new ApplePayCancelled());
    session.begin();
  });
}
