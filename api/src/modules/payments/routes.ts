// /v3/payments (spec §7 'Payments'): the payment types on offer, charities, the delivery
// charge, voucher checks; and the embedded test card provider's 3-D Secure page.
import { VOUCHER_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { ok } from '../../http/envelope.js';
import { thisMachineOnly } from '../../http/this-machine.js';
import type { SettingsService } from '../settings/routes.js';
import type { TestCardProvider } from './test-card-provider.js';
import * as schemas from './schemas.js';
import { usableVoucher } from './vouchers.js';
import formbody from '@fastify/formbody';
import { COMPANY, formatMoney, toPence, toPounds } from '@shop/shared/rules';
import { sameOriginPath } from '@shop/shared/routes';

export interface PaymentsOptions {
  db: Db;
  settings: SettingsService;
  /** Providers configured beyond the card provider and vouchers (PayPal, Klarna). */
  enabledProviders: Set<string>;
  testCardProvider: TestCardProvider | null;
  /** Who may open the test provider's 3-D Secure page: development mode, this machine only; a staging shop with test payments allowed, anyone. */
  challengePageFor: 'this machine' | 'anyone';
  /** The shop's public origin (PUBLIC_URL): the provider's way back must stay on it. */
  publicUrl: string;
}

export const CHALLENGE_PATH = '/test-provider/3ds';

/** Why a way to pay is not offered: the shop has not set it up with the provider (docs/buying.md 'Payments'). */
const NOT_OFFERED: Record<string, string> = {
  paypal: 'We do not take PayPal yet.',
  klarna: 'We do not offer Klarna yet.',
  applepay: 'We do not take Apple Pay yet.',
  default: 'Not available at the moment.',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function paymentRoutes(app: FastifyInstance, { db, settings, enabledProviders, testCardProvider, challengePageFor, publicUrl }: PaymentsOptions) {
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  app.get('/v3/payments/types', { schema: schemas.typesSchema }, async () => {
    const rows = await db.query<{ payment_type_id: number; name: string; provider: string }>('SELECT payment_type_id, name, provider FROM payment_types ORDER BY sort');
    // Vouchers and a linked card's store credit (issue 33 §2) are always taken.
    const on = new Set(['card', 'voucher', 'storecredit', ...enabledProviders]);
    const view = (r: (typeof rows)[number]) => ({ paymentTypeId: r.payment_type_id, name: r.name, provider: r.provider });
    return ok({
      paymentTypes: rows.filter((r) => on.has(r.provider)).map(view),
      // Issue 30: checkout says why a way to pay of §9 is missing, rather than leaving the shopper to wonder.
      notOffered: rows.filter((r) => !on.has(r.provider)).map((r) => ({ ...view(r), reason: NOT_OFFERED[r.provider] ?? NOT_OFFERED.default! })),
    });
  });

  app.get('/v3/payments/charities', { schema: schemas.charitiesSchema }, async () =>
    ok({
      charities: await db.query('SELECT charity_id AS "charityId", name, registered_number AS "registeredNumber", description FROM charities ORDER BY name'),
    }),
  );

  app.get('/v3/payments/deliverycharges', { schema: schemas.deliveryChargesSchema }, async () => {
    const { limits, featureFlags } = (await settings.prelogin()) as { limits: { deliveryCharge: number }; featureFlags: { waiveDeliveryCharge?: boolean } };
    const pence = featureFlags.waiveDeliveryCharge ? 0 : limits.deliveryCharge;
    return ok({ deliveryCharge: [{ deliveryCharge: toPounds(pence) }] });
  });

  app.post<{ Body: { voucherCode: string; basketTotal?: number } }>(
    '/v3/payments/validatevoucher',
    {
      schema: schemas.validateVoucherSchema,
      config: { fieldCodes: { voucherCode: VOUCHER_CODES.badFormat, default: VOUCHER_CODES.generic } },
    },
    async (req) => {
      const basketPence = req.body.basketTotal === undefined ? null : toPence(req.body.basketTotal);
      const v = await usableVoucher(db, req.body.voucherCode, basketPence);
      return ok({ voucherCode: v.code, amount: toPounds(v.balance_pence), minimumSpend: toPounds(v.min_spend_pence), paymentTypeId: 12 });
    },
  );

  if (!testCardProvider) return;
  const onRequest = challengePageFor === 'this machine' ? thisMachineOnly : undefined;
  // The provider's own page (in real life on the provider's domain): the shopper proves it is them.
  app.get<{ Params: { psp: string } }>(`${CHALLENGE_PATH}/:psp`, { schema: schemas.challengePageSchema, onRequest }, async (req, reply) => {
    const pending = await testCardProvider.challengePending(req.params.psp);
    // Like a bank's page: who is asking for how much, so the shopper knows what they confirm (issue 33 §7).
    const shop = escapeHtml(COMPANY.tradingName);
    const body = pending
      ? `<h1>3-D Secure check</h1><p>Test card provider: confirm this payment as your bank would ask you to.</p>
         <dl><dt>Paying</dt><dd>${shop}</dd><dt>Amount</dt><dd>${escapeHtml(formatMoney(pending.amountPence))}</dd></dl>
         <form method="post"><button name="result" value="approve">Complete authentication</button> <button name="result" value="fail">Fail authentication</button></form>`
      : '<h1>Nothing to confirm</h1><p>This payment check has finished.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>3-D Secure check · ${shop}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2a37}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;font-size:1.1rem}dt{color:#4b5563}dd{margin:0;font-weight:600}button{font:inherit;min-height:44px;padding:8px 16px;margin:4px 4px 4px 0}</style></head>
<body><main>${body}</main></body></html>`);
  });

  app.post<{ Params: { psp: string }; Body: { result?: string } }>(`${CHALLENGE_PATH}/:psp`, { schema: schemas.challengeAnswerSchema, onRequest }, async (req, reply) => {
    const next = await testCardProvider.completeChallenge(req.params.psp, req.body?.result === 'approve');
    // The way back was stored with the payment; it is still read as any return value is (issue 31 §3).
    return reply.redirect(sameOriginPath(next, publicUrl, { fallback: '/basket' }), 303);
  });
}
