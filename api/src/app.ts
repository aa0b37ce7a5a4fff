import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyRequest, type FastifySerializerCompiler } from 'fastify';
import { refuseToStartWithout, type ApiConfig } from './config.js';
import { openDb, type Db } from './db/db.js';
import { migrate } from './db/migrate.js';
import errorsPlugin from './http/errors-plugin.js';
import openapi from './http/openapi.js';
import securityHeaders from './http/security-headers.js';
import memberAuth from './modules/auth/member-auth.js';
import { authRoutes } from './modules/auth/routes.js';
import { createSignIn } from './modules/auth/sign-in.js';
import { createThrottle } from './modules/auth/throttle.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createRefreshCookies } from './modules/auth/refresh-cookie.js';
import { deploymentRoutes } from './modules/deployment/routes.js';
import { releaseRoutes, startCanaries, startReleaseChecks, startReleaseRegistry } from './modules/deployment/release-routes.js';
import { manifestForCohort } from './modules/deployment/cohorts.js';
import { createPreviewLinks } from './modules/deployment/preview.js';
import { previewRoutes } from './modules/deployment/preview-routes.js';
import { beaconRoutes, createBeaconTokens } from './modules/deployment/beacons.js';
import { seoRoutes } from './modules/seo/routes.js';
import staffPages from './modules/seo/staff-pages.js';
import { embeddedAdapter, metaAdapter } from './modules/tracking/adapters.js';
import { trackingRoutes } from './modules/tracking/routes.js';
import { createTrackingService, type TrackingService } from './modules/tracking/service.js';
import { FIRST_VIEW_LOADER_CSP } from './modules/deployment/first-view-loader.js';
import { healthRoutes } from './modules/health/routes.js';
import waitingRoom from './modules/queue/waiting-room-plugin.js';
import { createDrainState, type DrainState } from './modules/health/drain.js';
import { addressRoutes } from './modules/addresses/routes.js';
import { createAddressLookup, idealPostcodesProvider } from './modules/addresses/lookup.js';
import { createAddressService } from './modules/addresses/service.js';
import { memberRoutes } from './modules/members/routes.js';
import { scheduleErasure } from './modules/account-deletion/erasure-job.js';
import { accountDeletionRoutes } from './modules/account-deletion/routes.js';
import { createAccountDeletion, type AccountDeletion } from './modules/account-deletion/service.js';
import { consentRoutes } from './modules/consents/routes.js';
import { createConsentService } from './modules/consents/service.js';
import { memberDataRoutes } from './modules/member-data/routes.js';
import { createMemberDataService } from './modules/member-data/service.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { createSessionService } from './modules/sessions/service.js';
import { createMemberService } from './modules/members/service.js';
import { createOutbox } from './modules/outbox/outbox.js';
import { outboxRoutes } from './modules/outbox/routes.js';
import { createFeatureFlags } from './modules/settings/feature-flags.js';
import { createSettingsService, settingsRoutes } from './modules/settings/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { shopFacts } from './modules/content/facts.js';
import { homeContentRows, seedHomeContent } from './modules/content/home-items.js';
import { seedContent } from './modules/content/seed/seed.js';
import { createContentService, type ContentService } from './modules/content/service.js';
import { shellTexts } from './modules/content/shell-texts.js';
import { basketRoutes } from './modules/basket/routes.js';
import { createBasketService } from './modules/basket/service.js';
import { unitsHeldFor } from './modules/orders/held-stock.js';
import { imageRoutes } from './modules/catalogue/images.js';
import { orderRoutes } from './modules/orders/routes.js';
import { scheduleChargingReconciler } from './modules/orders/charging-job.js';
import { createOrderService, type OrderService } from './modules/orders/service.js';
import { memberDeliveryAddresses, orderNumbers } from './modules/orders/order-lookups.js';
import { lockMember, memberIsActive } from './modules/members/rows.js';
import { createAdyenCardProvider } from './modules/payments/adyen.js';
import { adyenAuthorisations, adyenWebhookRoutes } from './modules/payments/adyen-webhook.js';
import type { CardProvider } from './modules/payments/card-provider.js';
import { createTestCardProvider } from './modules/payments/test-card-provider.js';
import { enabledProviders, redirectProviders } from './modules/payments/providers.js';
import { CONVERSION_RATE_LIMIT } from '@shop/shared/rules';
import { createApplePayValidator, type ApplePayValidator } from './modules/payments/apple-pay.js';
import { CHALLENGE_PATH, paymentRoutes } from './modules/payments/routes.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { deliveryTerms } from './modules/settings/delivery-terms.js';
import { stockEpochReader } from './modules/catalogue/search.js';
import { keepSearchIndex } from './modules/catalogue/search-sync.js';
import { createBankCipher } from './modules/bank-accounts/cipher.js';
import { bankAccountRoutes } from './modules/bank-accounts/routes.js';
import { createBankAccountService } from './modules/bank-accounts/service.js';
import { reauthenticationRoutes } from './modules/reauthentication/routes.js';
import { createReauthentication } from './modules/reauthentication/service.js';
import { seedCatalogueIfEmpty } from './modules/catalogue/seed/seed.js';
import { favouritesRoutes } from './modules/favourites/routes.js';
import { createFavouritesService } from './modules/favourites/service.js';
import { stockAlertRoutes } from './modules/stock-alerts/routes.js';
import { childrenRoutes } from './modules/children/routes.js';
import { createChildrenService } from './modules/children/service.js';
import { createComingUpMails, scheduleComingUpMails } from './modules/children/coming-up-mail.js';
import { devClock } from './lib/dev-clock.js';
import { createStockAlertService } from './modules/stock-alerts/service.js';
import { quoteImageRoutes } from './modules/quote-images/routes.js';
import { createQuoteImageService, type QuoteAccess, type QuoteImageService } from './modules/quote-images/service.js';
import { BOX_PHOTO_ROWS, scheduleOrphanSweep, sweepOrphans } from './modules/quote-images/sweep.js';
import { localFolderStorage, type PhotoStorage } from './modules/quote-images/storage.js';
import { memberQuoteView } from './modules/quotations/member-view.js';
import { quotationRoutes } from './modules/quotations/routes.js';
import { createPhotoConsent } from './modules/quotations/photo-consent.js';
import { createQuotationService, createQuoteOwners, quoteAccessOf, type QuotePhotoCheck } from './modules/quotations/service.js';
import { createPayoutChoices } from './modules/payouts/choice.js';
import { modulrPayoutProvider } from './modules/payouts/modulr.js';
import { embeddedPayoutProvider } from './modules/payouts/provider.js';
import { createPayoutService, type PayoutService } from './modules/payouts/service.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { memberVoucherRoutes } from './modules/member-vouchers/routes.js';
import { storeCreditRoutes } from './modules/store-credit/routes.js';
import { createMemberVoucherService } from './modules/member-vouchers/service.js';
import { cardTokenRoutes } from './modules/card-tokens/routes.js';
import { createCardTokenService } from './modules/card-tokens/service.js';
import { createIdProofService } from './modules/in-store/id-proofs.js';
import { inStoreRoutes } from './modules/in-store/routes.js';
import { createInStoreService } from './modules/in-store/service.js';
import { hasLinkedMembership, membershipLinkedTo } from './modules/unlock/memberships.js';
import { createWalletService } from './modules/wallet/service.js';
import { webBuyOrderRoutes } from './modules/web-buy-orders/routes.js';
import { createMemberEventHub } from './modules/live/hub.js';
import { liveRoutes } from './modules/live/routes.js';
import { scheduleExpirySweep } from './modules/quotations/expiry-sweep.js';
import { createQuoteStore } from './modules/quotations/store.js';
import { embeddedCarrier, royalMailCarrier, standInSecret } from './modules/web-buy-orders/carriers.js';
import { createWebBuyOrderService, webBuyOrderOwner, type WebBuyOrderService } from './modules/web-buy-orders/service.js';
import { createStaffSignIn, staffAccountIsActive } from './modules/staff/accounts.js';
import { createGoodsIn, type GoodsIn } from './modules/staff/goods-in.js';
import { createInspectionPhotos, type InspectionPhotos } from './modules/staff/inspection-photos.js';
import { staffPhotoRoutes } from './modules/staff/photo-routes.js';
import { createBoxPhotoDesk, type BoxPhotoDesk } from './modules/staff/box-photos.js';
import { staffRoutes } from './modules/staff/routes.js';
import { benchRoutes } from './modules/staff/bench-routes.js';
import { createGoodsInBench, type GoodsInBench } from './modules/staff/goods-in-bench.js';
import { listingCorrectionOf } from './modules/staff/listing-correction.js';
import { revisionPhotoIdsOf } from './modules/staff/revision-photos.js';
import { staffNames } from './modules/staff/staff-names.js';
import { tradeUpRoutes } from './modules/trade-up/routes.js';
import { createTradeUpService } from './modules/trade-up/service.js';
import { tradeUpBonusOf } from './modules/trade-up/bonus.js';
import { createRestock, type Restock } from './modules/restock/service.js';
import { restockedBoxOf } from './modules/restock/restocked.js';
import searchRecorder from './modules/popular-searches/recorder.js';
import { createSearcherIdentity } from './modules/popular-searches/searchers.js';
import { scheduleSearchRollUp } from './modules/popular-searches/rollup-job.js';
import { popularSearchRoutes } from './modules/popular-searches/routes.js';
import { seedPopularSearchesIfEmpty } from './modules/popular-searches/seed.js';
import { createPopularSearches, type PopularSearches } from './modules/popular-searches/service.js';
import { twilioSms } from './modules/outbox/twilio.js';
import { unlockRoutes } from './modules/unlock/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { createContactService } from './modules/contact/service.js';
import { createSpamGuard } from './modules/contact/spam-guard.js';
import { connectRedis, type SharedStore } from './lib/redis.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { createFeedbackService } from './modules/feedback/service.js';
import { franchiseRoutes } from './modules/franchises/routes.js';
import { localCvStorage } from './modules/jobs/cv.js';
import { createRetention, scheduleRetention } from './modules/retention/retention.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { seedJobVacanciesIfEmpty } from './modules/jobs/seed.js';
import { createJobService } from './modules/jobs/service.js';
import { seedInStoreMembershipsIfEmpty } from './modules/unlock/seed.js';
import { createUnlockService, type UnlockService } from './modules/unlock/service.js';

// Never in a log line: passwords, tokens, card data, bank numbers.
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.oldPassword',
  'req.body.newPassword',
  'req.body.refresh_token',
  'req.body.token',
  'req.body.client_secret',
  'req.body.cardNumber',
  'req.body.cvv',
  'req.body.card',
  'req.body.bankAccountNumber',
  'req.body.sortCode',
  'req.body.rollNumber',
  'req.body.email',
  'req.body.membershipNumber',
  'req.body.unlockCode',
  'req.body.pin',
  'req.body.link',
  'req.body.mobile',
  'req.body.storedCard',
  'req.body.applePayToken',
  'req.body.redirectResult',
];

/** Query parameters that carry a secret (a reset or unlock token, an e-mailed link, a feedback code, a card provider's redirect result): logged as '[redacted]'. */
const SECRET_QUERY = /([?&](?:token|link|code|redirectResult)=)[^&#]*/gi;

/** Fastify's request log fields, with secrets in the query string blanked. */
function requestLogFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.replace(SECRET_QUERY, '$1[redacted]'),
    version: req.headers['accept-version'] as string | undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export interface BuildOptions {
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** An open database (tests share one per file); otherwise opened from config and migrated. */
  db?: Db;
  /** The clock of time windows (re-authentication, password throttling, pending e-mail changes); tests move it. */
  now?: () => Date;
  /** The time now for the account-erasure job (tests move it past the grace period). */
  clock?: () => Date;
  /**
   * The time access tokens are signed and checked at (a test of expiry moves it instead of
   * waiting). Not `now`: tests that move the shop's clock by days keep their member signed in.
   */
  tokenClock?: () => Date;
  /** May a member change a quote's photos; the quotations module's answer unless a test gives its own. */
  quoteAccess?: QuoteAccess;
  /** Where quote photos' files go; the local folder of config.quotePhotoDir by default. */
  photoStorage?: PhotoStorage;
  /** Comments that keep a live stream open, every 25 s unless a test wants them sooner. */
  liveHeartbeatMs?: number;
  /** Where photos of boxes put back on sale go; the local folder of config.boxPhotoDir by default. */
  boxPhotoStorage?: PhotoStorage;
  /** Apple Pay's merchant validation (tests give one that reaches a local stand-in of Apple's gateway). */
  applePayValidator?: ApplePayValidator;
  /** Serialises answers with response schemas (tests check them against JSON.stringify). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

export async function buildApp(config: ApiConfig, options: BuildOptions = {}) {
  refuseToStartWithout(config);
  const db = options.db ?? (await openDb(config.database));
  if (!options.db) {
    await migrate(db);
    await seedCatalogueIfEmpty(db, config.catalogue.boxes);
    await seedPopularSearchesIfEmpty(db);
  }

  const { app, shared } = await startServer(config, options, db);
  const members = await registerMemberModules(app, config, options, db);
  const shop = await registerShopModules(app, config, options, members);
  await registerEnquiryAndReleaseModules(app, config, options, { ...members, ...shop, shared });
  return app;
}

/** The Fastify instance with what every route relies on: logging, headers, compression, CORS, errors, the OpenAPI document. */
async function startServer(config: ApiConfig, options: BuildOptions, db: Db) {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
            serializers: { req: requestLogFields },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // Forwarded addresses only from the configured proxies (issue 31 §2): per-address limits hold.
    trustProxy: config.trustedProxies,
    bodyLimit: 256 * 1024,
    // Query strings are parsed as text and converted by the schemas; nothing reaches SQL unchecked.
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  if (options.serializerCompiler) app.setSerializerCompiler(options.serializerCompiler);
  app.decorate('db', db);
  if (!options.db) app.addHook('onClose', async () => db.close());
  // Keys are the database's own (several shops, or tests, may share one Redis).
  const sharedPrefix = `shop:${config.database.url ? new URL(config.database.url).pathname.slice(1) : 'pglite'}${config.database.schema ? `.${config.database.schema}` : ''}:`;
  const shared = config.redisUrl ? connectRedis(config.redisUrl, { prefix: sharedPrefix, logFailure: (err) => app.log.warn({ err }, 'redis unavailable: answering alone') }) : null;
  app.decorate('shared', shared);
  if (shared) app.addHook('onClose', async () => shared.close());

  const sentryOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : null;
  // On a developer's machine a remote may be served by its own watch-mode server.
  const devOrigins = config.production ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The hash lets the first view's script loader run inline (first-view-loader.ts).
        // Remote builds served from a CDN (REMOTE_ORIGINS) load their entry and chunks from it.
        scriptSrc: ["'self'", FIRST_VIEW_LOADER_CSP, ...config.remoteOrigins, ...devOrigins],
        // style-loader injects each remote's scoped CSS as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...config.remoteOrigins, ...devOrigins, ...(sentryOrigin ? [sentryOrigin] : [])],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remote builds may come from another origin (a CDN) in production.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.production,
  });
  // Dynamic answers (index.html, JSON) are compressed on the fly, lightly; static builds come precompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(cors, { origin: config.allowedOrigins, credentials: false, methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'] });
  await app.register(errorsPlugin);
  // Before the routes: the OpenAPI document is made from the schemas of every route added after it.
  await app.register(openapi);
  return { app, shared };
}

type ShopApp = Awaited<ReturnType<typeof startServer>>['app'];

/** Sign-in, members and everything a member keeps in the account (registered in this order: the member-auth hook first). */
async function registerMemberModules(app: ShopApp, config: ApiConfig, options: BuildOptions, db: Db) {
  const tokens = createTokenService(db, {
    secret: config.auth.jwtSecret,
    accessTokenSeconds: config.auth.accessTokenSeconds,
    refreshTokenDays: config.auth.refreshTokenDays,
    now: options.tokenClock,
    memberIsActive,
    staffIsActive: staffAccountIsActive,
  });
  // The web shop's refresh token: an HttpOnly cookie, Secure outside development mode (issue 31 §8).
  const refreshCookies = createRefreshCookies({ secure: config.production, maxAgeSeconds: config.auth.refreshTokenDays * 86_400 });
  const outbox = createOutbox(config.mail, config.sms ? twilioSms(config.sms) : null);
  const throttle = createThrottle(db, {
    freeFailures: config.auth.throttleFreeFailures,
    ipFreeFailures: config.auth.throttleIpFreeFailures,
    accountFreeFailures: config.auth.throttleAccountFreeFailures,
    baseMs: config.auth.throttleBaseMs,
    now: options.now ?? (() => new Date()),
  });
  const members = createMemberService({ db, tokens, outbox, publicUrl: config.publicUrl, throttle, membershipLinked: hasLinkedMembership, now: options.now });
  // Card payments: Adyen when configured, otherwise the embedded test provider (documented test
  // cards, its own 3-D Secure page); and the cards the provider keeps for members (forgotten
  // before a member's data is erased).
  const testCardProvider = config.payments.adyen ? null : createTestCardProvider(db, { challengeBase: CHALLENGE_PATH });
  const adyen = config.payments.adyen;
  const cards: CardProvider = adyen ? createAdyenCardProvider(adyen, adyen.webhook ? adyenAuthorisations(db) : undefined) : testCardProvider!;
  if (adyen?.webhook) await app.register(adyenWebhookRoutes, { db, merchantAccount: adyen.merchantAccount, ...adyen.webhook });
  const cardTokens = createCardTokenService({ db, provider: cards });
  // Where members' photos and applicants' CVs are kept: the erasure takes theirs away with the rows.
  const photoStorage = options.photoStorage ?? localFolderStorage(config.quotePhotoDir);
  const boxPhotoStorage = options.boxPhotoStorage ?? localFolderStorage(config.boxPhotoDir);
  const cvs = localCvStorage(config.applicationCvDir);
  const deletion = createAccountDeletion({
    db,
    tokens,
    outbox,
    throttle,
    clock: options.clock,
    forgetElsewhere: cardTokens.forgetAll,
    files: { quotePhotos: photoStorage, boxPhotos: boxPhotoStorage, cvs },
    logFailure: (err, what) => app.log.error({ err }, what),
  });
  const signIn = createSignIn({ members, tokens, throttle, deletion });
  const settings = createSettingsService(db, config.flagOverrides);
  const webClientId = Object.keys(config.auth.clients)[0]!;

  const quoteOwners = createQuoteOwners(db);
  await app.register(memberAuth, { tokens, quoteOwner: quoteOwners.ownerOf, webBuyOrderOwner: webBuyOrderOwner(db) });
  // The waiting room (issue 20): its gate sees every request from here on.
  await app.register(waitingRoom, { settings: config.queue, secret: config.auth.jwtSecret, secureCookies: config.production, now: options.now });
  // Draining (issue 20): /readyz answers 503 once the instance is told to stop (main.ts).
  app.decorate('drain', createDrainState());
  const warming = new Set<string>();
  await app.register(healthRoutes, { db, drain: app.drain, warming });
  await app.register(authRoutes, { tokens, signIn, staffSignIn: createStaffSignIn({ db, tokens, throttle }), clients: config.auth.clients, cookies: refreshCookies });
  await app.register(settingsRoutes, { db, settings, flags: createFeatureFlags(db, config.flagOverrides) });
  // Content (issue #17): Markdown published by staff with its history, served as clean HTML from
  // a cache the content stamp keeps fresh; the shop's own first edition published once (seed/).
  const content = createContentService({ db, staffNames });
  await seedContent(db, content);
  await seedHomeContent(db);
  app.decorate('content', content);
  // Figures content quotes ({stores.count}, {delivery.headline}, {company.number}) come from their one source.
  await app.register(contentRoutes, { content, facts: () => shopFacts(db, settings) });
  const addressLookup = createAddressLookup({ provider: config.addressLookup ? idealPostcodesProvider(config.addressLookup) : null });
  const addresses = createAddressService({ db, lookup: addressLookup, settings, lockMember, deliveryAddressesOf: memberDeliveryAddresses });
  await app.register(memberRoutes, { members, signIn, webClientId });
  await app.register(addressRoutes, { addresses, lookup: addressLookup });
  const reauthentication = createReauthentication({ db, members, throttle, now: options.now ?? (() => new Date()) });
  await app.register(reauthenticationRoutes, { reauthentication });
  const bankCipher = createBankCipher(config.bankDataKey);
  const bankAccounts = createBankAccountService({
    db,
    cipher: bankCipher,
    outbox,
    logFailure: (err) => app.log.error({ err }, 'bank details failed'),
  });
  await app.register(bankAccountRoutes, { bankAccounts, reauthentication });
  await app.register(walletRoutes, { wallet: createWalletService({ db, outbox }), reauthentication });
  await app.register(memberVoucherRoutes, { vouchers: createMemberVoucherService(db, options.now) });
  await app.register(storeCreditRoutes);
  await app.register(inStoreRoutes, { inStore: createInStoreService(db, { membershipLinkedTo }), idProofs: createIdProofService(db) });
  await app.register(favouritesRoutes, { favourites: createFavouritesService(db) });
  await app.register(stockAlertRoutes, { stockAlerts: createStockAlertService(db) });
  // Children's ages on the app's clock; in development, one the journeys can move (lib/dev-clock.ts).
  const childrenClock = options.now ?? (config.production ? undefined : await devClock(app));
  const children = createChildrenService(db, childrenClock);
  const comingUpMails = createComingUpMails({ db, outbox, children, publicUrl: config.publicUrl, ...(childrenClock ? { now: childrenClock } : {}) });
  await app.register(childrenRoutes, { children, comingUpMails });
  scheduleComingUpMails(app, comingUpMails, config.mail.comingUpEveryMs);
  await app.register(consentRoutes, { consents: createConsentService(db) });
  await app.register(sessionRoutes, { sessions: createSessionService({ db, tokens }), cookies: refreshCookies });
  await app.register(accountDeletionRoutes, { deletion, cookies: refreshCookies });
  await app.register(memberDataRoutes, { memberData: createMemberDataService(db) });
  app.decorate('accountDeletion', deletion);
  scheduleErasure(app, deletion);
  return { db, tokens, outbox, members, cards, cardTokens, testCardProvider, photoStorage, boxPhotoStorage, cvs, settings, webClientId, quoteOwners, content, bankAccounts, bankCipher, warming };
}

type MemberModules = Awaited<ReturnType<typeof registerMemberModules>>;

/** Search, the basket, sell-to-us (quotes, payouts, web buy orders, goods-in, photos), unlock, payments and orders. */
async function registerShopModules(app: ShopApp, config: ApiConfig, options: BuildOptions, m: MemberModules) {
  const { db, tokens, outbox, members, cards, cardTokens, testCardProvider, photoStorage, boxPhotoStorage, settings, quoteOwners, bankAccounts, bankCipher, warming } = m;
  // Popular searches: the search route's text logged after each answer, rolled up on a timer, offered as suggestions.
  const popularSearches = createPopularSearches({ db, now: options.now });
  app.decorate('popularSearches', popularSearches);
  // Searches count only as a signed-in member or a browser holding its address's cookie (issue 31 §5).
  const searchers = createSearcherIdentity(config.auth.jwtSecret, { secure: config.production });
  await app.register(searchRecorder, { popularSearches, searchers, tokens });
  // Search's in-memory index; not awaited by ready: until it is built, search answers from SQL.
  const searchIndex = keepSearchIndex(db, (message) => app.log.info(message));
  app.decorate('searchIndexBuilt', searchIndex.firstBuild);
  warming.add('search index');
  void searchIndex.firstBuild.finally(() => warming.delete('search index'));
  await app.register(catalogueRoutes, { db, settings, postcodeLookupUrl: config.catalogue.postcodeLookupUrl, searchIndex, homeContentRows: () => homeContentRows(db) });
  await app.register(popularSearchRoutes, { popularSearches });
  scheduleSearchRollUp(app, popularSearches);
  const basket = createBasketService(db, settings, unitsHeldFor);
  await app.register(basketRoutes, { basket });
  // Sell-to-us payouts: the staff routes pay a quote through app.payouts.
  const payouts = createPayoutService({
    db,
    now: options.now ?? (() => new Date()),
    cipher: bankCipher,
    provider: config.payouts.modulr ? modulrPayoutProvider(config.payouts.modulr) : embeddedPayoutProvider(db),
    publicUrl: config.publicUrl,
    logFailure: (err, payoutId) => app.log.error({ err, payoutId }, 'payout not sent'),
    revisionPhotoIdsOf,
  });
  app.decorate('payouts', payouts);
  // An offer needs the required photos (1042); quoteImages is decorated below, before any request.
  const photos: QuotePhotoCheck = { missingViews: (category, photographed) => app.quoteImages.missingAmong(category, photographed) };
  const quotations = createQuotationService({ db, settings, now: options.now ?? (() => new Date()), owners: quoteOwners, publicUrl: config.publicUrl, photos, tradeUpBonusOf });
  const payoutChoices = createPayoutChoices({ db, bankAccounts });
  const quoteView = memberQuoteView({ payoutChoices, revisionPhotos: (quoteId) => app.quoteImages.revisionPhotos(quoteId) });
  await app.register(quotationRoutes, { quotations, payoutChoices, quoteView, photoConsent: createPhotoConsent({ db, boxPhotos: boxPhotoStorage, restockedBoxOf }) });
  // The courier of members' parcels (issue 32 §2): Royal Mail when configured, else the embedded stand-in.
  const carrier = config.royalMail ? royalMailCarrier(config.royalMail) : embeddedCarrier(standInSecret(config.auth.jwtSecret));
  const webBuyOrders = createWebBuyOrderService({ db, now: options.now ?? (() => new Date()), publicUrl: config.publicUrl, settings, carrier });
  app.decorate('webBuyOrders', webBuyOrders);
  await app.register(webBuyOrderRoutes, { webBuyOrders });
  // Live status of what members sell: one LISTEN per instance, fanned out to members' streams.
  const memberEvents = createMemberEventHub({ db, logFailure: (err) => app.log.error({ err }, 'member events listener failed') });
  await memberEvents.start();
  // The goods-in bench's stream asks the bench (defined below) whether a staff member may watch.
  await app.register(liveRoutes, { hub: memberEvents, heartbeatMs: options.liveHeartbeatMs, mayWatchGoodsIn: (staffId) => app.goodsInBench.assertMayWork(staffId) });
  scheduleExpirySweep(app, createQuoteStore({ db, now: options.now ?? (() => new Date()), publicUrl: config.publicUrl }));
  // Staff: goods-in pays through the payout service and puts what was paid on sale (app.restock,
  // decorated further down: read when used).
  const goodsIn = createGoodsIn({
    db,
    now: options.now ?? (() => new Date()),
    outbox,
    payouts: () => payouts,
    restock: () => app.restock,
    publicUrl: config.publicUrl,
    logFailure: (err, what) => app.log.error({ err }, what),
  });
  app.decorate('goodsIn', goodsIn);
  // The goods-in bench (issue 35): the staff's web page over the same service.
  const bench = createGoodsInBench({ db, now: options.now ?? (() => new Date()), goodsIn });
  app.decorate('goodsInBench', bench);
  await app.register(staffRoutes, { goodsIn, bench, quotations, quoteView });
  await app.register(benchRoutes, { bench });
  await app.register(tradeUpRoutes, { tradeUp: createTradeUpService(db) });
  // Unlock online access: in-store memberships proved by a receipt's code and a PIN (issue #16).
  const unlock = createUnlockService({ db, members, outbox, secret: config.unlockSecret, publicUrl: config.publicUrl });
  if (!options.db) await seedInStoreMembershipsIfEmpty(db, unlock.secrets);
  app.decorate('unlockAccess', unlock);
  await app.register(unlockRoutes, { unlock, tokens });
  const redirects = redirectProviders(config.payments);
  // Apple Pay: off unless configured (Apple's merchant validation, or the embedded stand-in).
  const applePay = options.applePayValidator ?? (config.payments.applePay ? createApplePayValidator(config.payments.applePay) : null);
  await app.register(paymentRoutes, {
    db,
    settings,
    enabledProviders: enabledProviders(redirects, { applePay: Boolean(applePay) }),
    testCardProvider,
    // A staging shop that allowed test payments serves the 3-D Secure page to its testers.
    challengePageFor: config.production ? 'anyone' : 'this machine',
    publicUrl: config.publicUrl,
  });
  await app.register(cardTokenRoutes, { cardTokens });
  const orders = createOrderService({ db, basket, settings, members, outbox, cards, cardTokens, redirects, publicUrl: config.publicUrl, applePay: Boolean(applePay) });
  await app.register(orderRoutes, { orders, applePay });
  app.decorate('orders', orders);
  scheduleChargingReconciler(app, orders);
  await app.register(imageRoutes, { db, cacheDir: config.catalogue.imageCacheDir, boxPhotos: boxPhotoStorage });
  app.decorate('restock', createRestock({ db, photoStorage, boxPhotoStorage, outbox, publicUrl: config.publicUrl, logFailure: (err, what) => app.log.error({ err }, what), listingCorrectionOf }));
  const quoteImages = createQuoteImageService({
    db,
    storage: photoStorage,
    quoteAccess: options.quoteAccess ?? quoteAccessOf(db),
    logFailure: (err, what) => app.log.error({ err }, what),
    revisionPhotoIdsOf,
  });
  app.decorate('quoteImages', quoteImages);
  // Files whose rows are gone (a crash, a failed purge; erasure removes its own at once).
  scheduleOrphanSweep(app, () => quoteImages.sweepOrphans());
  scheduleOrphanSweep(app, () => sweepOrphans(db, boxPhotoStorage, undefined, undefined, undefined, BOX_PHOTO_ROWS), undefined, 'box photo');
  await app.register(quoteImageRoutes, { quoteImages });
  const inspectionPhotos = createInspectionPhotos({ db, quoteImages });
  app.decorate('inspectionPhotos', inspectionPhotos);
  const boxPhotos = createBoxPhotoDesk({ db, storage: boxPhotoStorage });
  app.decorate('boxPhotos', boxPhotos);
  await app.register(staffPhotoRoutes, { inspectionPhotos, boxPhotos, bench });
  return { searchers };
}

/** Enquiries, conversion tracking, SEO, staff pages, releases, previews and the pages' deployment; the outbox's sender. */
async function registerEnquiryAndReleaseModules(app: ShopApp, config: ApiConfig, options: BuildOptions, m: MemberModules & Awaited<ReturnType<typeof registerShopModules>> & { shared: ShopApp['shared'] }) {
  const { db, tokens, outbox, cvs, settings, webClientId, content, searchers, shared } = m;
  // Enquiries (issue #17): contact, price, feedback, franchise and job applications, each form
  // behind the honeypot and a per-address limit kept in the database.
  const spam = createSpamGuard(db, config.auth.jwtSecret, shared);
  await app.register(contactRoutes, { contact: createContactService({ db, outbox, inbox: config.enquiryInbox }), spam, tokens });
  await app.register(feedbackRoutes, { feedback: createFeedbackService(db, orderNumbers), spam });
  await app.register(franchiseRoutes, { db, outbox, spam, inbox: config.enquiryInbox });
  await seedJobVacanciesIfEmpty(db);
  const jobs = createJobService({ db, outbox, cvs, postcodeLookupUrl: config.catalogue.postcodeLookupUrl });
  // The privacy policy's promises on how long messages and applications are kept.
  scheduleRetention(app, createRetention({ db, cvs }));
  await app.register(jobRoutes, { jobs, spam });
  if (!config.production) await app.register(outboxRoutes, { db });
  // Conversion tracking (issue 18, §7): queued with marketing consent, sent in the background.
  const tracking = createTrackingService({
    db,
    adapter: config.tracking.meta ? metaAdapter(config.tracking.meta) : embeddedAdapter,
    retry: config.tracking.retry,
    now: options.now,
    logFailure: (err, eventId) => app.log.warn({ err, eventId }, 'conversion event abandoned'),
  });
  app.decorate('tracking', tracking);
  await app.register(trackingRoutes, {
    tracking,
    tokens,
    dev: !config.production,
    secret: config.auth.jwtSecret,
    limit: { perWindow: config.tracking.ratePerTenMinutes, windowSeconds: CONVERSION_RATE_LIMIT.windowSeconds },
  });
  if (config.tracking.flushMs > 0) {
    const timer = setInterval(() => void tracking.flush().catch((err) => app.log.error({ err }, 'conversion flush failed')), config.tracking.flushMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  // The staff pages (/ops/releases): noindex and no-store on top of the page the deployment serves.
  await app.register(staffPages);
  // The release registry (issue 21): what is live, the same on every instance, and its API.
  const releases = await startReleaseRegistry(app, { db, deployDir: config.deployDir });
  const canaries = startCanaries(app, { db, releases, deployDir: config.deployDir, thresholds: config.canary });
  const checks = startReleaseChecks(app, {
    releases,
    canaries: canaries.canaries,
    deployDir: config.deployDir,
    origin: new URL(config.publicUrl).origin,
    allowedOrigins: config.remoteOrigins,
    timeoutMs: config.syntheticCheck.timeoutMs,
  });
  await app.register(releaseRoutes, { releases, ...canaries, checks });
  // Boot pages carry a signed beacon token; only beacons with one count (issue 31 §8).
  const beaconTokens = createBeaconTokens(config.auth.jwtSecret, options.now);
  await app.register(beaconRoutes, { db, releases, tokens: beaconTokens, secret: config.auth.jwtSecret, perMinute: config.canary.beaconsPerMinute, onBeacon: (remote) => canaries.watch.poke(remote) });
  // Previews (issue 21 'Preview'): a team's signed link opens a published version in one browser.
  const previewLinks = createPreviewLinks(config.auth.jwtSecret, db, { staffIsActive: staffAccountIsActive, staffNames });
  const now = options.now ?? (() => new Date());
  await app.register(previewRoutes, { links: previewLinks, deployDir: config.deployDir, publicUrl: config.publicUrl, secureCookies: config.production, now });
  await app.register(deploymentRoutes, {
    deployDir: config.deployDir,
    // What is live for everyone (the registry's copy), then this cohort's canaries, then this
    // browser's preview: one rule (manifestForCohort).
    live: async (cohortId, preview) => manifestForCohort(await releases.current(), releases.canaries(), cohortId ?? null, preview),
    preview: (req) => previewLinks.fromCookie(req.headers.cookie, now()),
    secureCookies: config.production,
    pageCookies: (req, reply) => searchers.ensureCookie(req, reply),
    beaconToken: (manifest) => beaconTokens.issue(manifest),
    measured: () =>
      releases
        .canaries()
        .filter((c) => c.share > 0)
        .map((c) => c.target),
    flags: async () => ((await settings.prelogin()).featureFlags ?? {}) as Record<string, boolean>,
    delivery: () => deliveryTerms(settings),
    shellTexts: () => shellTexts(content),
    dataStamp: stockEpochReader(db),
    publicUrl: config.publicUrl,
    auth: { clientId: webClientId, clientSecret: config.auth.clients[webClientId]! },
    sentryDsn: config.sentryDsn,
  });
  if (config.mail.smtpUrl || config.sms) {
    const timer = setInterval(() => void outbox.flush(db).catch((err) => app.log.error({ err }, 'outbox flush failed')), 5000);
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** What several API instances share through Redis (REDIS_URL); null for one instance alone. */
    shared: SharedStore | null;
    /** Account deletion and its erasure job (tests run the job with a clock of their own). */
    accountDeletion: AccountDeletion;
    /** Quote photos; the quotations module asks it which required views are missing (missingAmong). */
    quoteImages: QuoteImageService;
    /** Staff goods-in: receive, inspect, pay (the staff CLI uses it as the staff API does). */
    goodsIn: GoodsIn;
    /** The goods-in bench (issue 35): its permission, claims and listing previews (the staff CLI grants the permission through it). */
    goodsInBench: GoodsInBench;
    inspectionPhotos: InspectionPhotos;
    /** Staff photos of boxes on sale (the staff CLI adds them as the staff API does). */
    boxPhotos: BoxPhotoDesk;
    /** Sell-to-us payouts: pays a quote once (the staff routes' release payment). */
    payouts: PayoutService;
    /** A paid quote's item put on sale as a new box (restock/service.ts); goods-in calls it once the quote is paid. */
    restock: Restock;
    /** Popular searches: the log, its roll-up and the suggestions (the staff CLI rolls up through it). */
    popularSearches: PopularSearches;
    /** The content service: published Markdown, its history and the blog, press and FAQ read from it. */
    content: ContentService;
    /** Unlock online access (the staff CLI issues codes through it, as the staff API does). */
    unlockAccess: UnlockService;
    /** Web buy orders (the staff CLI's `parcel advance` uses the stand-in courier through it). */
    webBuyOrders: WebBuyOrderService;
    /** Conversion tracking: the queue and its flusher (tests flush by hand). */
    tracking: TrackingService;
    /** Web sell orders (tests run the reconciler of orders left charging by hand). */
    orders: OrderService;
    /** Resolves once search's in-memory index is first built (or failed to); tests wait for it to exercise the index. */
    searchIndexBuilt: Promise<void>;
    /** Set when the instance is told to stop: /readyz answers 503 while the requests in flight finish. */
    drain: DrainState;
  }
}
