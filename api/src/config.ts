// Everything the server reads from its environment (loadConfig), the shop's mode and what
// production needs before it starts. The readers are in config-readers.ts, the outside services'
// settings in config-providers.ts.
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bankDataKey, intFrom, keptKey, originsFrom, trustedProxies } from './config-readers.js';
import { addressLookupConfig, paymentsConfig, payoutsConfig, royalMailConfig, smsConfig, trackingConfig, type ProviderUrl } from './config-providers.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * How the shop runs (issue 31 §1). Production, the safe mode, unless SHOP_MODE=development says
 * otherwise (`npm start` on a developer's machine and the test shops say so). Development alone
 * has what no shop on the internet may have: the outbox and tracking pages and the test payment
 * pages (answering this machine's clients only), keys made up and kept in the data folder,
 * localhost in the CSP, cookies without Secure, no HSTS.
 */
export type ShopMode = 'development' | 'production';

function shopMode(env: NodeJS.ProcessEnv): ShopMode {
  const raw = env.SHOP_MODE?.trim() || 'production';
  if (raw !== 'development' && raw !== 'production') throw new Error(`SHOP_MODE must be development or production (unset: production), got ${raw}`);
  return raw;
}

/** A setting production mode needs and was not given: its variable and what it is for. */
export interface MissingSetting {
  name: string;
  why: string;
}

/** How e-mail leaves, and how often the 'coming up' e-mail (issue 37) looks for sizes due. */
function mailSettings(env: NodeJS.ProcessEnv) {
  return {
    /** smtp://user:pass@host:port sends for real; none keeps messages in the outbox table. */
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM ?? 'Little Loop <hello@littleloop.shop>',
    /** Each member still gets at most one a month, whatever this is. */
    comingUpEveryMs: intFrom(env, 'COMING_UP_MAIL_MS', 6 * 60 * 60 * 1000, 1_000, 7 * 86_400_000),
  };
}

/** Sign-in: the token key and lifetimes, the web client, and the password throttle's limits. */
function authSettings(env: NodeJS.ProcessEnv, signingKey: string) {
  return {
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
  };
}

/**
 * Everything the server reads from its environment, in one place. What production mode needs and
 * lacks is listed in `missing` (never made up): the API refuses to start until it is empty
 * (refuseToStartWithout), while tools that need none of it (deploy, seed, most staff commands) run.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const mode = shopMode(env);
  const production = mode === 'production';
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(REPO_ROOT, '.data');
  const missing: MissingSetting[] = [];
  /** A secret from the environment; development mode makes one up and keeps it in the data folder. */
  const secret = (name: string, why: string, file: string, make: () => string): string => {
    const value = env[name]?.trim();
    if (value) return value;
    if (!production) return keptKey(dataDir, file, make);
    missing.push({ name, why });
    return '';
  };
  const signingKey = secret('AUTH_JWT_SECRET', 'the access-token signing key, the same on every copy', 'jwt-secret', () => randomBytes(32).toString('base64url'));
  const bankKey = bankDataKey(secret('BANK_DATA_KEY', 'encrypts bank numbers at rest: 32 bytes, base64 or hex, the same on every copy', 'bank-data-key', () => randomBytes(32).toString('base64')));
  // Money that does not move (the embedded card provider and its 3-D Secure page, the payout
  // ledger, providers' sandboxes) only in development or when asked for (a staging shop).
  const testPayments = !production || env.ALLOW_TEST_PAYMENTS === '1';
  const providerUrl: ProviderUrl = (name, sandbox, provider) => {
    const value = env[name]?.trim();
    if (value) return value;
    if (!testPayments) missing.push({ name, why: `${provider}'s live address (unset it is the sandbox: ALLOW_TEST_PAYMENTS=1)` });
    return sandbox;
  };
  if (production && !env.PUBLIC_URL?.trim()) missing.push({ name: 'PUBLIC_URL', why: "the shop's https address: links in e-mails, canonical addresses, the allowed origin" });
  const publicUrl = env.PUBLIC_URL?.trim() || `http://localhost:${env.PORT ?? 8080}`;
  const payments = paymentsConfig(env, providerUrl);
  const payouts = payoutsConfig(env, providerUrl);
  if (!testPayments && !payments.adyen) {
    missing.push({ name: 'ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT', why: 'card payments (or ALLOW_TEST_PAYMENTS=1: the embedded test provider, no money moves)' });
  }
  if (!testPayments && !payouts.modulr) {
    missing.push({ name: 'MODULR_API_KEY, MODULR_API_SECRET, MODULR_SOURCE_ACCOUNT_ID', why: 'sell-to-us payouts (or ALLOW_TEST_PAYMENTS=1: the embedded ledger, no money moves)' });
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFrom(env, 'PORT', 8080, 0, 65535),
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : join(REPO_ROOT, '.deploy'),
    logLevel: env.LOG_LEVEL ?? 'info',
    /** On SIGTERM: not ready for DRAIN_DELAY_MS (0: no balancer to tell; start:cluster sets its checks' time), then requests in flight get DRAIN_TIMEOUT_MS. */
    drain: { delayMs: intFrom(env, 'DRAIN_DELAY_MS', 0, 0, 600_000), timeoutMs: intFrom(env, 'DRAIN_TIMEOUT_MS', 10_000, 0, 600_000) },
    mode,
    production,
    /** Where the embedded database, local files and (development mode) made-up keys live. */
    dataDir,
    /** What production mode needs and was not given; the API does not start until it is empty. */
    missing,
    /** Whose forwarded headers are believed (TRUSTED_PROXIES); false: nobody's. */
    trustedProxies: trustedProxies(env),
    /** The embedded card provider, payout ledger and sandboxes: development, or ALLOW_TEST_PAYMENTS=1. */
    testPayments,
    sentryDsn: env.SENTRY_DSN || undefined,
    /** The shop's own origins (CORS); same-origin requests need none. Production: PUBLIC_URL's unless given. */
    allowedOrigins: (env.ALLOWED_ORIGINS ?? (production ? new URL(publicUrl).origin : 'http://localhost:8080,http://127.0.0.1:8080'))
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
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
    auth: authSettings(env, signingKey),
    /** Encrypts bank numbers at rest (bank-accounts module). */
    bankDataKey: bankKey,
    mail: mailSettings(env),
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
    addressLookup: addressLookupConfig(env),
    /** Payment providers besides the embedded test card provider: each is on only when its credentials are set. */
    payments,
    /** Sell-to-us bank payouts: Modulr (UK Faster Payments) when its three settings are set; off: the embedded ledger provider. */
    payouts,
    /** Unlock codes and PINs are kept as HMACs with this key (UNLOCK_SECRET; otherwise derived from the JWT key, kept per machine). */
    unlockSecret: env.UNLOCK_SECRET || `unlock-codes:${signingKey}`,
    /** Text messages: Twilio's REST API when its three settings are set; off: they stay in the outbox (/dev/outbox). */
    sms: smsConfig(env),
    /** Conversion tracking (spec §7 'Other'): Meta's Conversions API when configured; off: the embedded default (/dev/tracking). */
    tracking: trackingConfig(env),
    /** The waiting room (issue 20; docs/operations.md 'Waiting room'): on by staff's switch or past maxInFlight (0: never). */
    queue: {
      maxInFlight: intFrom(env, 'QUEUE_MAX_IN_FLIGHT', 0, 0, 1_000_000),
      capacity: intFrom(env, 'QUEUE_CAPACITY', 500, 1, 1_000_000),
      admissionSeconds: intFrom(env, 'QUEUE_ADMISSION_SECONDS', 900, 5, 86_400),
      pollSeconds: intFrom(env, 'QUEUE_POLL_SECONDS', 5, 1, 300),
    },
    /** Canary releases' automatic rollback (docs/operations.md 'Canary releases'): window, samples, threshold, how often; beacons per address a minute. */
    canary: {
      windowMinutes: intFrom(env, 'CANARY_WINDOW_MINUTES', 5, 1, 120),
      minVisits: intFrom(env, 'CANARY_MIN_VISITS', 20, 1, 1_000_000),
      marginPoints: intFrom(env, 'CANARY_MARGIN_POINTS', 5, 0, 100),
      ratio: intFrom(env, 'CANARY_RATIO', 2, 1, 100),
      checkMs: intFrom(env, 'CANARY_CHECK_MS', 5_000, 0, 600_000),
      beaconsPerMinute: intFrom(env, 'BEACON_RATE_LIMIT', 600, 1, 1_000_000),
    },
    /**
     * Origins remote builds may be served from besides the shop's deploy folder (a CDN): the
     * synthetic check fetches from these and no other, and the CSP lets pages load scripts from them.
     */
    remoteOrigins: originsFrom(env, 'REMOTE_ORIGINS'),
    /** The synthetic check after every release (docs/operations.md 'The synthetic check'): its time limit. */
    syntheticCheck: {
      timeoutMs: intFrom(env, 'SYNTHETIC_CHECK_MS', 10_000, 100, 120_000),
    },
    /** Where links in e-mails point. */
    publicUrl,
    /** The courier that collects members' parcels (issue 32 §2): Royal Mail Click & Drop when configured, else the embedded stand-in. */
    royalMail: royalMailConfig(env),
  };
}

export type ApiConfig = ReturnType<typeof loadConfig>;

/** Thrown before anything starts when production mode lacks settings; names each. */
export class NotReadyToStart extends Error {
  constructor(readonly missing: MissingSetting[]) {
    super(
      [
        'Little Loop will not start: production mode (the default) needs these settings:',
        ...missing.map((m) => `  - ${m.name}: ${m.why}`),
        "On a developer's machine, SHOP_MODE=development (npm start sets it). See docs/operations.md 'Production checklist'.",
      ].join('\n'),
    );
    this.name = 'NotReadyToStart';
  }
}

/** The API's first step: no shop serves with a secret made up or a setting missing. */
export function refuseToStartWithout(config: ApiConfig): void {
  if (config.missing.length > 0) throw new NotReadyToStart(config.missing);
}

/**
 * The shop's public address for the links a process writes (e-mails), PUBLIC_URL: one setting
 * for every process that sends them (the API, the staff CLI; issue 32 §3). Outside development
 * mode a process refuses without it, naming it, rather than link to localhost.
 */
export function requirePublicUrl(config: Pick<ApiConfig, 'missing' | 'publicUrl'>): string {
  const missing = config.missing.filter((m) => m.name === 'PUBLIC_URL');
  if (missing.length > 0) throw new NotReadyToStart(missing);
  return config.publicUrl;
}

/** What `npm start` and every start print under 'is running at': the mode and what it turns on. */
export function modeAnnouncement(config: ApiConfig): string[] {
  if (config.mode === 'development') {
    return [
      'Development mode (SHOP_MODE=development): /dev/outbox, /dev/tracking and the test payment pages answer this machine only;',
      `keys not given are made up and kept in ${config.dataDir}; no HSTS, cookies without Secure. Never for a shop on the internet.`,
    ];
  }
  const proxies = config.trustedProxies ? config.trustedProxies.join(', ') : 'none';
  return [
    `Production mode: HSTS, Secure cookies, no development pages; forwarded addresses believed from ${proxies} (TRUSTED_PROXIES).`,
    ...(config.testPayments ? ['Test payments (ALLOW_TEST_PAYMENTS=1): the embedded card provider, its 3-D Secure page and the payout ledger. No money moves.'] : []),
  ];
}
