// Helpers of the unlock tests: a seeded membership's number and demo code, the PINs the outbox
// holds (what a family would read on their phone or in their inbox), and the calls by name.
import type { FastifyInstance } from 'fastify';
import { latestMessageBody } from '../outbox/latest-message.js';
import { demoUnlockCode, seededMembershipNumber } from './seed.js';

export const UNLOCK = '/v3/members';

/** The n-th seeded family, with or without an e-mail address, that no test has used yet. */
export async function freshMembership(app: FastifyInstance, used: Set<number>, withEmail: boolean) {
  for (let n = 0; n < 300; n++) {
    if (used.has(n)) continue;
    const [m] = await app.db.query<{ email: string | null; mobile: string }>('SELECT email, mobile FROM in_store_memberships WHERE membership_number = $1', [seededMembershipNumber(n)]);
    if (!m || (m.email !== null) !== withEmail) continue;
    used.add(n);
    return { n, membershipNumber: seededMembershipNumber(n), unlockCode: demoUnlockCode(n), email: m.email, mobile: m.mobile };
  }
  throw new Error('no seeded membership left');
}

/** The newest PIN (six digits) sent to a recipient, by text or e-mail. */
export async function latestPin(app: FastifyInstance, recipient: string, channel: 'sms' | 'email' = 'sms'): Promise<string> {
  const pin = /\b([0-9]{6})\b/.exec((await latestMessageBody(app.db, recipient, channel)) ?? '')?.[1];
  if (!pin) throw new Error(`no PIN sent to ${channel}`);
  return pin;
}

export const call = (app: FastifyInstance, method: 'GET' | 'PUT' | 'POST', path: string, payload?: object, headers: Record<string, string> = {}, remoteAddress = '10.1.0.1') =>
  app.inject({ method, url: `${UNLOCK}/${path}`, headers, remoteAddress, ...(payload ? { payload } : {}) });

/** A wrong PIN for a right one (never equal to it). */
export const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
