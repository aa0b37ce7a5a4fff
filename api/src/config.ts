import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApplePayConfig } from './modules/payments/apple-pay.js';
import { CONVERSION_RATE_LIMIT } from '@shop/shared/rules';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max}, got ${raw}`);
  return n;
}

/**
 * The access-token signing key. Production sets AUTH_JWT_SECRET (the same on every copy of
 * the API); a developer's machine gets a random one kept in the data folder.
 */
function hexKey(value: string, name: string): string {
  if (!/^([0-9a-fA-F]{2}){16,}$/.test(value)) throw new Error(`${name} must be the hex key Adyen shows (at least 32 hex digits)`);
  return value;
}

function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  if (env.AUTH_JWT_SECRET) return env.AUTH_JWT_SECRET;
  if (production) throw new Error('AUTH_JWT_SECRET must be set in production');
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * The key that encrypts bank numbers at rest (AES-256-GCM): 32 bytes, base64 or hex, from
 * BANK_DATA_KEY in production; a developer's machine gets a random one kept in the data folder,
 * like the JWT secret. Losing it makes stored bank details unreadable (answered as 1200).
 */
function bankDataKey(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): Buffer {
  const decode = (raw: string) => (/^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64'));
  let raw = env.BANK_DATA_KEY?.trim();
  if (!raw) {
    if (production) throw new Error('BANK_DATA_KEY must be set in production');
    const file = join(dataDir, 'bank-data-key');
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
    }
    raw = readFileSync(file, 'utf8').trim();
  }
  const key = decode(raw);
  if (key.length !== 32) throw new Error('BANK_DATA_KEY must be 32 bytes, base64 or hex');
  return key;
}

/** Everything the server reads from its environment, in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const production = env.NODE_ENV === 'production';
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data');
  const signingKey = jwtSecret(env, dataDir, production);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : join(REPO_ROOT, '.deploy'),
    logLevel: env.LOG_LEVEL ?? 'info',
    /** On SIGTERM: not ready for DRAIN_DELAY_MS (0: no balancer to tell; start:cluster sets its checks' time), then requests in flight get DRAIN_TIMEOUT_MS. */
    drain: { delayMs: intFrom(env, 'DRAIN_DELAY_MS', 0, 0, 600_000), timeoutMs: intFrom(env, 'DRAIN_TIMEOUT_MS', 10_000, 0, 600_000) },
    production,
    sentryDsn: env.SENTRY_DSN || undefined,
    /** The shop's own origins (CORS); same-origin requests need none. */
    allowedOrigins: (env.ALLOWED_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080').split(',').map((o) => o.trim()).filter(Boolean),
    /** Feature flags forced by the environment over the stored settings (tests, operators). */
    flagOverrides: {
      ...(env.FEATURE_ON_DEMAND_UNLOCK !== undefined ? { onDemandUnlock: env.FEATURE_ON_DEMAND_UNLOCK === '1' } : {}),
    } as Record<string, boolean>,
    /** Shared by several API instances (answers, per-address limits); one instance alone needs none. */
    redisUrl: env.REDIS_URL || undefined,
    database: {
      url: env.DATABASE_URL || undefined,
      /** PGlite's data folder; ':memory:' keeps it in memory. */
      dataDir: env.PGLITE_DIR === ':memory:' ? undefined : (env.PGLITE_DIR ?? join(dataDir, 'pglite')),
      schema: env.DATABASE_SCHEMA || undefined,
    },
    auth: {
      jwtSecret: signingKey,
      accessTokenSeconds: intFrom(env, 'AUTH_ACCESS_TOKEN_SECONDS', 900, 5, 86_400),
      refreshTokenDays: intFrom(env, 'AUTH_REFRESH_TOKEN_DAYS', 30, 1, 365),
      /** The web shop is a public client: its secret identifies it, it protects nothing. */
      clients: { [env.AUTH_WEB_CLIENT_ID ?? 'shop-web']: env.AUTH_WEB_CLIENT_SECRET ?? 'shop-web-public' } as Record<string, string>,
      /** Password throttling (auth/throttle.ts): free failures per account and address, then a lock doubling from this many ms. */
      throttleFreeFailures: intFrom(env, 'AUTH_THROTTLE_FREE_FAILURES', 3, 1, 100),
      throttleBaseMs: intFrom(env, 'AUTH_THROTTLE_BASE_MS', 5_000, 100, 3_600_000),
      /** Free failures from one address, whatever the accounts. */
      throttleIpFreeFailures: intFrom(env, 'AUTH_THROTTLE_IP_FREE_FAILURES', 30, 1, 10_000),
      /** Free failures for one account, whatever the addresses (the slower limit against spread-out guessing). */
      throttleAccountFreeFailures: intFrom(env, 'AUTH_THROTTLE_ACCOUNT_FREE_FAILURES', 20, 1, 10_000),
    },
    /** Encrypts bank numbers at rest (bank-accounts module). */
    bankDataKey: bankDataKey(env, dataDir, production),
    mail: {
      /** smtp://user:pass@host:port sends for real; none keeps messages in the outbox table. */
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM ?? 'Little Loop <hello@littleloop.shop>',
    },
    catalogue: {
      /** How many boxes the generator makes on first start (`npm run seed -- --boxes 100000` for benchmarks). */
      boxes: intFrom(env, 'CATALOGUE_BOXES', 4000, 10, 1_000_000),
      imageCacheDir: env.IMAGE_CACHE_DIR ? resolve(env.IMAGE_CACHE_DIR) : join(dataDir, 'images'),
      /** A postcodes.io-compatible provider for nearest-store distances; off (district centres) unless set. */
      postcodeLookupUrl: env.POSTCODE_LOOKUP_URL || null,
    },
    /** Sell-to-us quote photos: a folder outside every served one (the local-folder storage). */
    quotePhotoDir: env.QUOTE_PHOTO_DIR ? resolve(env.QUOTE_PHOTO_DIR) : join(dataDir, 'quote-photos'),
    /** Photos of boxes put back on sale (the catalogue's copies, kept apart from quote photos and their sweep). */
    boxPhotoDir: env.BOX_PHOTO_DIR ? resolve(env.BOX_PHOTO_DIR) : join(dataDir, 'box-photos'),
    /** Job applicants' CVs: a folder outside every served one, read only by staff from the hiring inbox's message. */
    applicationCvDir: env.APPLICATION_CV_DIR ? resolve(env.APPLICATION_CV_DIR) : join(dataDir, 'application-cvs'),
    /** Where contact, price and franchise enquiries go (through the outbox); each store's hiring inbox is derived from its name. */
    enquiryInbox: env.ENQUIRY_INBOX || 'hello@littleloop.shop',
    /** Address lookup: Ideal Postcodes when a key is set (lists a postcode's addresses); off: the embedded district default. */
    addressLookup: env.IDEAL_POSTCODES_KEY
      ? { apiKey: env.IDEAL_POSTCODES_KEY, baseUrl: env.IDEAL_POSTCODES_BASE_URL || 'https://api.ideal-postcodes.co.uk' }
      : null,
    /** Payment providers besides the embedded test card provider: each is on only when its credentials are set. */
    payments: {
      /** Adyen takes the card payments (instead of the embedded test provider) when its API key and merchant account are set. */
      adyen:
        env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT
          ? {
              checkoutUrl: env.ADYEN_CHECKOUT_URL || 'https://checkout-test.adyen.com/v71',
              apiKey: env.ADYEN_API_KEY,
              merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
              /** Adyen's standard webhook (HMAC key from its Customer Area, hex; Basic credentials as user:password): how a payment cut short by a stopped instance is settled. */
              webhook: env.ADYEN_HMAC_KEY ? { hmacKey: hexKey(env.ADYEN_HMAC_KEY, 'ADYEN_HMAC_KEY'), basicAuth: env.ADYEN_WEBHOOK_BASIC_AUTH || undefined } : null,
            }
          : null,
      paypal:
        env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
          ? { baseUrl: env.PAYPAL_BASE_URL ?? 'https://api-m.sandbox.paypal.com', clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET }
          : null,
      klarna:
        env.KLARNA_USERNAME && env.KLARNA_PASSWORD
          ? { baseUrl: env.KLARNA_BASE_URL ?? 'https://api.playground.klarna.com', username: env.KLARNA_USERNAME, password: env.KLARNA_PASSWORD }
          : null,
      applePay: applePayConfig(env),
    },
    /** Sell-to-us bank payouts: Modulr (UK Faster Payments) when its three settings are set; off: the embedded ledger provider. */
    payouts: {
      modulr:
        env.MODULR_API_KEY && env.MODULR_API_SECRET && env.MODULR_SOURCE_ACCOUNT_ID
          ? {
              baseUrl: env.MODULR_BASE_URL || 'https://api-sandbox.modulrfinance.com/api-sandbox-token',
              apiKey: env.MODULR_API_KEY,
              apiSecret: env.MODULR_API_SECRET,
              sourceAccountId: env.MODULR_SOURCE_ACCOUNT_ID,
            }
          : null,
    },
    /** Unlock codes and PINs are kept as HMACs with this key (UNLOCK_SECRET; otherwise derived from the JWT key, kept per machine). */
    unlockSecret: env.UNLOCK_SECRET || `unlock-codes:${signingKey}`,
    /** Text messages: Twilio's REST API when its three settings are set; off: they stay in the outbox (/dev/outbox). */
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? { baseUrl: env.TWILIO_BASE_URL || 'https://api.twilio.com', accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM }
        : null,
    /**
     * Conversion tracking (spec §7 'Other'): Meta's Conversions API when the pixel id and access
     * token are set; off: the embedded default keeps what would be sent (/dev/tracking).
     */
    tracking: {
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
    },
    /** The waiting room (issue 20; README 'Waiting room'): on by staff's switch or past maxInFlight (0: never). */
    queue: {
      maxInFlight: intFrom(env, 'QUEUE_MAX_IN_FLIGHT', 0, 0, 1_000_000),
      capacity: intFrom(env, 'QUEUE_CAPACITY', 500, 1, 1_000_000),
      admissionSeconds: intFrom(env, 'QUEUE_ADMISSION_SECONDS', 900, 5, 86_400),
      pollSeconds: intFrom(env, 'QUEUE_POLL_SECONDS', 5, 1, 300),
    },
    /** Canary releases' automatic rollback (README 'Canary releases'): window, samples, threshold, how often; beacons per address a minute. */
    canary: {
      windowMinutes: intFrom(env, 'CANARY_WINDOW_MINUTES', 5, 1, 120),
      minVisits: intFrom(env, 'CANARY_MIN_VISITS', 20, 1, 1_000_000),
      marginPoints: intFrom(env, 'CANARY_MARGIN_POINTS', 5, 0, 100),
      ratio: intFrom(env, 'CANARY_RATIO', 2, 1, 100),
      checkMs: intFrom(env, 'CANARY_CHECK_MS', 5_000, 0, 600_000),
      beaconsPerMinute: intFrom(env, 'BEACON_RATE_LIMIT', 600, 1, 1_000_000),
    },
    /** The synthetic check after every release (README 'The synthetic check'): its time limit. */
    syntheticCheck: {
      timeoutMs: intFrom(env, 'SYNTHETIC_CHECK_MS', 10_000, 100, 120_000),
    },
    /** Where links in e-mails point. */
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`,
  };
}

export type ApiConfig = ReturnType<typeof loadConfig>;

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
