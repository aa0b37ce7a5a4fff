// Adyen's standard webhook (docs.adyen.com/development-resources/webhooks): Adyen POSTs
// notification items, each signed with HMAC-SHA256 over its fields (the key is made in Adyen's
// Customer Area, hex), optionally behind HTTP Basic credentials, and expects `[accepted]`. The
// shop keeps AUTHORISATION notifications (card_notifications, migration 051): the Adyen card
// provider's lookup reads them to settle an order an instance left 'charging' (orders' reconciler).
// Nothing else is done with them here: a payment the shop saw through is already settled.
import { GENERIC_CODES } from '@shop/shared/api';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { refusalReasonOf } from './adyen.js';
import type { CardOutcome } from './card-provider.js';
import { adyenNotificationSchema } from './schemas.js';

export const ADYEN_WEBHOOK_PATH = '/v3/payments/adyen/notifications';

export interface AdyenNotificationItem {
  additionalData?: Record<string, string>;
  amount: { currency: string; value: number };
  eventCode: string;
  eventDate?: string;
  merchantAccountCode: string;
  merchantReference: string;
  originalReference?: string;
  pspReference: string;
  reason?: string;
  success: string;
}

/** Adyen's signing string: the fields joined by ':' in its documented order. */
const signed = (i: AdyenNotificationItem) => [i.pspReference, i.originalReference ?? '', i.merchantAccountCode, i.merchantReference, i.amount.value, i.amount.currency, i.eventCode, i.success].join(':');

export function adyenSignature(item: AdyenNotificationItem, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(signed(item)).digest('base64');
}

export function validAdyenSignature(item: AdyenNotificationItem, hexKey: string): boolean {
  const given = Buffer.from(item.additionalData?.hmacSignature ?? '', 'base64');
  const expected = Buffer.from(adyenSignature(item, hexKey), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface AdyenWebhookOptions {
  db: Db;
  hmacKey: string;
  merchantAccount: string;
  /** user:password Adyen sends as HTTP Basic (set in its Customer Area); none: not asked. */
  basicAuth?: string;
}

function checkBasic(req: FastifyRequest, expected: string | undefined) {
  if (!expected) return;
  const given = Buffer.from(String(req.headers.authorization ?? ''));
  const wanted = Buffer.from(`Basic ${Buffer.from(expected).toString('base64')}`);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) throw new ApiError(401, GENERIC_CODES.tokenMissing, 'Not authorised');
}

export async function adyenWebhookRoutes(app: FastifyInstance, o: AdyenWebhookOptions) {
  app.post<{ Body: { live: string; notificationItems: Array<{ NotificationRequestItem: AdyenNotificationItem }> } }>(ADYEN_WEBHOOK_PATH, { schema: adyenNotificationSchema }, async (req, reply) => {
    checkBasic(req, o.basicAuth);
    let refused = 0;
    for (const { NotificationRequestItem: item } of req.body.notificationItems) {
      // Not signed with our key, or for another merchant account: not Adyen's word for us.
      if (item.merchantAccountCode !== o.merchantAccount || !validAdyenSignature(item, o.hmacKey)) {
        refused++;
        continue;
      }
      if (item.eventCode !== 'AUTHORISATION') continue;
      await o.db.query(
        `INSERT INTO card_notifications (provider, psp_reference, event_code, merchant_reference, success, reason, event_date)
           VALUES ('adyen', $1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [item.pspReference, item.eventCode, item.merchantReference, item.success === 'true', item.reason?.slice(0, 200) ?? null, item.eventDate ? new Date(item.eventDate) : null],
      );
    }
    if (refused > 0) req.log.warn({ refused }, 'adyen notifications with a bad signature or another merchant account were ignored');
    // Adyen retries anything but this answer: a forged item gains nothing from being retried.
    return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send('[accepted]');
  });
}

/**
 * What Adyen told by webhook about the authorisation of a merchant reference: undefined until
 * it has (the order waits: Adyen's word may still be on its way).
 */
export function adyenAuthorisations(db: Db) {
  return {
    async of(merchantReference: string): Promise<CardOutcome | undefined> {
      const [row] = await db.query<{ psp_reference: string; success: boolean; reason: string | null }>(
        `SELECT psp_reference, success, reason FROM card_notifications
          WHERE provider = 'adyen' AND merchant_reference = $1 AND event_code = 'AUTHORISATION' ORDER BY success DESC, received_at LIMIT 1`,
        [merchantReference],
      );
      if (!row) return undefined;
      if (row.success) return { status: 'authorised', pspReference: row.psp_reference };
      return { status: 'refused', pspReference: row.psp_reference, reason: refusalReasonOf(row.reason) };
    },
  };
}
