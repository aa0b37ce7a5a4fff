// Text messages through Twilio's Programmable Messaging REST API (POST
// /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To/From/Body, HTTP Basic with the
// account SID and auth token). Off unless TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM
// are set; then the outbox's flush sends queued texts through it. Without it, texts stay in the
// outbox table, readable at /dev/outbox (the embedded default).

export interface SmsSender {
  /** Sends one text to a UK number in national form ('07700900123'); resolves with the provider's message id. */
  send(nationalNumber: string, body: string): Promise<string>;
}

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/** '07700900123' -> '+447700900123' (E.164, which Twilio takes). */
export const toE164 = (national: string) => (national.startsWith('0') ? `+44${national.slice(1)}` : national);

export function twilioSms(c: TwilioConfig): SmsSender {
  const url = `${c.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(c.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${c.accountSid}:${c.authToken}`).toString('base64')}`;
  return {
    async send(nationalNumber, body) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: toE164(nationalNumber), From: c.from, Body: body }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      // The provider's error code and words only: never the number or the text.
      if (!res.ok || !answer.sid) throw new Error(`twilio refused the message: ${res.status} ${answer.code ?? ''} ${answer.message ?? ''}`.trim());
      return answer.sid;
    },
  };
}
