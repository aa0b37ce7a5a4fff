// The real bank-transfer provider: Modulr's Create Payment API (UK Faster Payments to a sort
// code and account number, "SCAN"), off unless MODULR_API_KEY, MODULR_API_SECRET and
// MODULR_SOURCE_ACCOUNT_ID are set (docs/sell-to-us.md 'Payouts'). Requests are signed with Modulr's HMAC
// scheme (the Date and x-mod-nonce headers, HMAC-SHA1 with the API secret); the payout id is
// the nonce, and a retry sends it again with x-mod-retry: true, so Modulr pays it once.
import { createHmac } from 'node:crypto';
import type { BankTransferResult, PayoutProvider } from './provider.js';
import { toPounds } from '@shop/shared/rules';

export interface ModulrConfig {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The Modulr account the shop pays from (an id such as A12345BC). */
  sourceAccountId: string;
  timeoutMs?: number;
}

/** The Authorization header of one request (Modulr 'Authentication': signature of "date: …\nx-mod-nonce: …"). */
export function modulrAuthorization(apiKey: string, apiSecret: string, date: string, nonce: string): string {
  const signature = createHmac('sha1', apiSecret).update(`date: ${date}\nx-mod-nonce: ${nonce}`).digest('base64');
  return `Signature keyId="${apiKey}",algorithm="hmac-sha1",headers="date x-mod-nonce",signature="${encodeURIComponent(signature)}"`;
}

/** Modulr's payment statuses: PROCESSED is final and paid; ER_* and CANCELLED are final refusals; the rest are on their way. */
export function modulrStatus(status: string): BankTransferResult['status'] {
  if (status === 'PROCESSED') return 'paid';
  if (status.startsWith('ER_') || status === 'CANCELLED') return 'failed';
  return 'pending';
}

export function modulrPayoutProvider(config: ModulrConfig, fetchImpl: typeof fetch = fetch): PayoutProvider {
  return {
    name: 'modulr',
    async sendBankTransfer(r) {
      const date = new Date().toUTCString();
      const { sortCode, accountNumber } = r.account();
      const res = await fetchImpl(`${config.baseUrl.replace(/\/$/, '')}/payments`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          date,
          'x-mod-nonce': r.idempotencyKey,
          ...(r.retry ? { 'x-mod-retry': 'true' } : {}),
          authorization: modulrAuthorization(config.apiKey, config.apiSecret, date, r.idempotencyKey),
        },
        body: JSON.stringify({
          sourceAccountId: config.sourceAccountId,
          destination: { type: 'SCAN', name: r.payeeName, sortCode, accountNumber },
          currency: 'GBP',
          // Pounds as a JSON number: an integer over 100 prints as its two decimals (1234 -> 12.34).
          amount: toPounds(r.amountPence),
          reference: r.reference,
          externalReference: r.idempotencyKey,
        }),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
      // A 4xx is a refusal of this payment (its answer names the field, never the numbers we keep);
      // a 5xx or no answer throws, and the payout stays pending to be sent again with the same nonce.
      if (res.status >= 500) throw new Error(`modulr answered ${res.status}`);
      const body = (await res.json().catch(() => ({}))) as { id?: string; status?: string; message?: string } | Array<{ code?: string; message?: string }>;
      if (!res.ok) {
        const first = Array.isArray(body) ? body[0] : body;
        return { providerReference: '', status: 'failed', failure: `Modulr refused the payment (${res.status}${first?.message ? `: ${String(first.message).slice(0, 200)}` : ''})` };
      }
      const payment = body as { id?: string; status?: string };
      return { providerReference: payment.id ?? '', status: modulrStatus(payment.status ?? ''), failure: payment.status && modulrStatus(payment.status) === 'failed' ? `Modulr status ${payment.status}` : null };
    },
  };
}
