// The 'coming up' e-mail (issue 37 'Outgrown'): a few weeks before a child reaches the next
// clothes size, a member who asked for it (consent type 6) hears which size and how many the shop
// has in it. At most one a month: a row per member and month (coming_up_mails) is written in the
// same transaction as the message, and its primary key stops a second, even from another server.
// The e-mail's link stops them without signing in (a random token, POST only: a mail scanner that
// opens links changes nothing) and mail apps get List-Unsubscribe with one-click POST (RFC 8058).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COMING_UP_CONSENT_TYPE_ID, type Child, type ComingUp } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { scheduleJob } from '../../lib/schedule-job.js';
import { membersWhoAgreed, saveConsents } from '../consents/service.js';
import { activeMemberContacts } from '../members/rows.js';
import { signed } from '../outbox/email-text.js';
import type { Outbox } from '../outbox/outbox.js';
import type { ChildrenService } from './service.js';

/** How far ahead of the month a size is due the e-mail tells of it. */
export const COMING_UP_DAYS_AHEAD = 42;
/** Where the e-mail's link goes: the page that asks once more, then stops them. */
export const UNSUBSCRIBE_PAGE = '/email-preferences';

const DAY = 24 * 60 * 60 * 1000;
const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const monthName = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** What an e-mail is about: one child's next size. */
const aboutOf = (childId: string, size: ComingUp) => `${childId}:${size.stageId}`;

/** The size due soonest within the window, of all the member's children, that no e-mail has told of yet; null when none. */
export function dueSoon(children: Child[], now: Date, told: ReadonlySet<string> = new Set()): { about: string; size: ComingUp } | null {
  const soon = children
    .flatMap((c) => (c.comingUp ? [{ about: aboutOf(c.childId, c.comingUp), size: c.comingUp }] : []))
    .filter((c) => !told.has(c.about) && new Date(`${c.size.due}-01T00:00:00Z`).getTime() - now.getTime() <= COMING_UP_DAYS_AHEAD * DAY)
    .sort((a, b) => a.size.due.localeCompare(b.size.due));
  return soon[0] ?? null;
}

export function comingUpEmail(firstName: string, size: Pick<ComingUp, 'label' | 'due' | 'inStock'>, links: { listing: string; unsubscribe: string }) {
  const stock = size.inStock > 0 ? `We have ${size.inStock} in stock in that size now, each checked and graded` : 'Nothing is in stock in that size today, but new things come in every day';
  return {
    subject: `Coming up: ${size.label} clothes`,
    body: signed([
      `Hello ${firstName},`,
      '',
      `Your little one will be ready for ${size.label} clothes around ${monthName(size.due)}.`,
      `${stock}: ${links.listing}`,
      '',
      'And when the old ones are outgrown, you can sell them back to us from My account.',
      '',
      `You asked for these e-mails (at most one a month). To stop them: ${links.unsubscribe}`,
    ]),
  };
}

export function createComingUpMails({ db, outbox, children, publicUrl, now = () => new Date() }: { db: Db; outbox: Outbox; children: ChildrenService; publicUrl: string; now?: () => Date }) {
  return {
    /** Sends what is due now; answers how many went. */
    async runOnce(): Promise<number> {
      const today = now();
      const month = monthOf(today);
      const agreed = await membersWhoAgreed(db, COMING_UP_CONSENT_TYPE_ID);
      if (agreed.length === 0) return 0;
      const waiting = await db.query<{ member_id: string }>(
        `SELECT DISTINCT c.member_id::text FROM member_children c
         WHERE c.member_id = ANY($1::bigint[]) AND NOT EXISTS (SELECT 1 FROM coming_up_mails m WHERE m.member_id = c.member_id AND m.month = $2)`,
        [agreed, month],
      );
      const contacts = await activeMemberContacts(
        db,
        waiting.map((w) => w.member_id),
      );
      let sent = 0;
      for (const [memberId, contact] of contacts) {
        const told = new Set((await db.query<{ about: string }>('SELECT about FROM coming_up_mails WHERE member_id = $1', [memberId])).map((r) => r.about));
        const due = dueSoon((await children.list(memberId)).children, today, told);
        if (!due) continue;
        const { size } = due;
        const token = randomBytes(24).toString('base64url');
        const unsubscribe = `${publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}`;
        const oneClick = `${publicUrl}/v3/emails/unsubscribe/${token}`;
        sent += await db.transaction(async (tx) => {
          const [mine] = await tx.query('INSERT INTO coming_up_mails (member_id, month, unsubscribe_token, about) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING member_id', [memberId, month, token, due.about]);
          if (!mine) return 0;
          await outbox.enqueue(tx, {
            channel: 'email',
            recipient: contact.email,
            ...comingUpEmail(contact.firstName, size, { listing: `${publicUrl}${size.url}`, unsubscribe }),
            headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
          return 1;
        });
      }
      return sent;
    },

    /** Stops the e-mails for the member the token was sent to; false for a token no e-mail carried. */
    async unsubscribe(token: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ member_id: string }>('SELECT member_id::text FROM coming_up_mails WHERE unsubscribe_token = $1', [token]);
        if (!row) return false;
        await saveConsents(tx, row.member_id, [{ consentTypeId: COMING_UP_CONSENT_TYPE_ID, granted: false }], 'email-link');
        return true;
      });
    },
  };
}

export type ComingUpMails = ReturnType<typeof createComingUpMails>;

/** Every `intervalMs` (COMING_UP_MAIL_MS, 6 hours by default). */
export function scheduleComingUpMails(app: FastifyInstance, mails: ComingUpMails, intervalMs: number): void {
  scheduleJob(app, {
    intervalMs,
    run: () => mails.runOnce().then((n) => n > 0 && app.log.info({ sent: n }, "'coming up' e-mails queued")),
    failed: "'coming up' e-mails failed",
  });
}
