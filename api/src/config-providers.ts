// The outside services config.ts reads settings for: each is on only when its credentials are
// set, and otherwise the shop uses its embedded stand-in (or does without).
import { readFileSync } from 'node:fs';
import { CONVERSION_RATE_LIMIT } from '@shop/shared/rules';
import type { ApplePayConfig } from './modules/payments/apple-pay.js';
import { hexKey, intFrom } from './config-readers.js';

/** A provider's address: the variable's when set, else its sandbox (and, where test payments are off, a missing setting). */
export type ProviderUrl = (name: string, sandbox: string, provider: string) => string;

/** Payment providers besides the embedded test card provider: each is on only when its credentials are set. */
export function paymentsConfig(env: NodeJS.ProcessEnv, providerUrl: ProviderUrl) {
  return {
    /** Adyen takes the card payments (instead of the embedded test provider) when its API key and merchant account are set. */
    adyen:
      env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT
        ? {
            checkoutUrl: providerUrl('ADYEN_CHECKOUT_URL', 'https://checkout-test.adyen.com/v71', 'Adyen'),
            apiKey: env.ADYEN_API_KEY,
            merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
            /** Adyen's standard webhook (HMAC key from its Customer Area, hex; Basic credentials as user:password): how a payment cut short by a stopped instance is settled. */
            webhook: env.ADYEN_HMAC_KEY ? { hmacKey: hexKey(env.ADYEN_HMAC_KEY, 'ADYEN_HMAC_KEY'), basicAuth: env.ADYEN_WEBHOOK_BASIC_AUTH || undefined } : null,
          }
        : null,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? { baseUrl: providerUrl('PAYPAL_BASE_URL', 'https://api-m.sandbox.paypal.com', 'PayPal'), clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET }
        : null,
    klarna: env.KLARNA_USERNAME && env.KLARNA_PASSWORD ? { baseUrl: providerUrl('KLARNA_BASE_URL', 'https://api.playground.klarna.com', 'Klarna'), username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD } : null,
    applePay: applePayConfig(env),
  };
}

/** Sell-to-us bank payouts: Modulr (UK Faster Payments) when its three settings are set; off: the embedded ledger provider. */
export function payoutsConfig(env: NodeJS.ProcessEnv, providerUrl: ProviderUrl) {
  return {
    modulr:
      env.MODULR_API_KEY && env.MODULR_API_SECRET && env.MODULR_SOURCE_ACCOUNT_ID
        ? {
            baseUrl: providerUrl('MODULR_BASE_URL', 'https://api-sandbox.modulrfinance.com/api-sandbox-token', 'Modulr'),
            apiKey: env.MODULR_API_KEY,
            apiSecret: env.MODULR_API_SECRET,
            sourceAccountId: env.MODULR_SOURCE_ACCOUNT_ID,
          }
        : null,
  };
}

/**
 * Apple Pay (spec §9 id 22): Apple's merchant validation when the merchant id and the merchant
 * identity certificate and key (PEM files) are set; APPLE_PAY=embedded turns on the stand-in
 * (tests, demos: no button shows unless the browser has ApplePaySession); otherwise off.
 */
function applePayConfig(env: Record<string, string | undefined>): ApplePayConfig | null {
  const merchant = {
    displayName: env.APPLE_PAY_DISPLAY_NAME || 'Little Loop',
    domain: new URL(env.PUBLIC_URL ?? 'http://localhost').hostname,
  };
  if (env.APPLE_PAY_MERCHANT_ID && env.APPLE_PAY_CERT_FILE && env.APPLE_PAY_KEY_FILE) {
    return { mode: 'apple', ...merchant, merchantIdentifier: env.APPLE_PAY_MERCHANT_ID, certPem: readFileSync(env.APPLE_PAY_CERT_FILE, 'utf8'), keyPem: readFileSync(env.APPLE_PAY_KEY_FILE, 'utf8') };
  }
  if (env.APPLE_PAY === 'embedded') return { mode: 'embedded', ...merchant, merchantIdentifier: env.APPLE_PAY_MERCHANT_ID || 'merchant.shop.littleloop.embedded' };
  return null;
}

/** Address lookup: Ideal Postcodes when a key is set (lists a postcode's addresses); off: the embedded district default. */
export function addressLookupConfig(env: NodeJS.ProcessEnv) {
  return env.IDEAL_POSTCODES_KEY ? { apiKey: env.IDEAL_POSTCODES_KEY, baseUrl: env.IDEAL_POSTCODES_BASE_URL || 'https://api.ideal-postcodes.co.uk' } : null;
}

/** Text messages: Twilio's REST API when its three settings are set; off: they stay in the outbox (/dev/outbox). */
export function smsConfig(env: NodeJS.ProcessEnv) {
  return env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
    ? { baseUrl: env.TWILIO_BASE_URL || 'https://api.twilio.com', accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
    : null;
}

/**
 * Conversion tracking (spec §7 'Other'): Meta's Conversions API when the pixel id and access
 * token are set; off: the embedded default keeps what would be sent (/dev/tracking).
 */
export function trackingConfig(env: NodeJS.ProcessEnv) {
  return {
    meta:
      env.TRACKING_PIXEL_ID && env.TRACKING_ACCESS_TOKEN
        ? {
            baseUrl: env.TRACKING_BASE_URL || 'https://graph.facebook.com/v19.0',
            pixelId: env.TRACKING_PIXEL_ID,
            accessToken: env.TRACKING_ACCESS_TOKEN,
            eventsPath: env.TRACKING_EVENTS_PATH || '/events',
          }
        : null,
    /** Conversion events one address may send in ten minutes (the POST answers 429 T002 past it). */
    ratePerTenMinutes: intFrom(env, 'TRACKING_RATE_LIMIT', CONVERSION_RATE_LIMIT.perWindow, 1, 1_000_000),
    /** How often queued events are sent; 0 stops the timer (tests flush by hand). */
    flushMs: intFrom(env, 'TRACKING_FLUSH_MS', 5_000, 0, 3_600_000),
    retry: {
      maxAttempts: intFrom(env, 'TRACKING_MAX_ATTEMPTS', 6, 1, 50),
      baseDelayMs: intFrom(env, 'TRACKING_RETRY_BASE_MS', 30_000, 1, 3_600_000),
      maxDelayMs: 3_600_000,
    },
  };
}

/**
 * The courier that collects members' parcels (issue 32 §2; api/src/modules/web-buy-orders/README.md 'Parcels: collection and
 * tracking'): Royal Mail Click & Drop when its key and webhook secret are set, else the embedded stand-in.
 */
export function royalMailConfig(env: NodeJS.ProcessEnv) {
  return env.ROYAL_MAIL_API_KEY && env.ROYAL_MAIL_WEBHOOK_SECRET
    ? {
        baseUrl: env.ROYAL_MAIL_BASE_URL?.trim() || 'https://api.parcel.royalmail.com/api/v1',
        apiKey: env.ROYAL_MAIL_API_KEY,
        webhookSecret: env.ROYAL_MAIL_WEBHOOK_SECRET,
        serviceCode: env.ROYAL_MAIL_SERVICE_CODE?.trim() || 'TPS48',
      }
    : null;
}
