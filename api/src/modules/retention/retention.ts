// What the privacy policy promises about how long we keep things, done by the server itself:
// messages, enquiries and feedback go after two years; a job application and its CV six months
// after its vacancy closed; what an erased account leaves for the accounts and as proof (its
// orders, its consent history: docs/account.md 'What erasure keeps') once that duty has run out. Once
// when the server is ready, then daily (a failure is logged and retried the next day). Accounts
// have their own erasure job (account-deletion).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { scheduleJob } from '../../lib/schedule-job.js';
import type { CvStorage } from '../jobs/cv.js';

export const RETENTION = {
  /** Contact enquiries, price requests, franchise enquiries and order feedback. */
  messages: '2 years',
  /** Job applications and their CVs, after the vacancy's closing date. */
  applicationsAfterClosing: '6 months',
  /**
   * An erased account's orders (kept minimised for the accounts): six years after the end of the
   * financial year they fall in (Companies Act 2006 s.388, HMRC), whatever the year's end: seven
   * years after the order covers it.
   */
  erasedAccountOrders: '7 years',
  /** An erased account's consent history (proof of what was agreed), after the erasure: the limitation period for a claim. */
  erasedAccountConsents: '6 years',
} as const;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function createRetention({ db, cvs }: { db: Db; cvs: Pick<CvStorage, 'remove'> }) {
  return {
    /** Removes what is past its time; answers how many of each went. */
    async runOnce() {
      const older = (table: string) => db.query(`DELETE FROM ${table} WHERE created_at < now() - interval '${RETENTION.messages}' RETURNING 1`).then((rows) => rows.length);
      const enquiries = await older('contact_enquiries');
      const franchise = await older('franchise_enquiries');
      const feedback = await older('order_feedback');
      // The CV files first: a file never outlives its row's removal (a row left behind is tried again tomorrow).
      const due = await db.query<{ application_id: string; cv_key: string }>(
        `SELECT a.application_id::text AS application_id, a.cv_key FROM job_applications a JOIN store_jobs j USING (job_id)
          WHERE j.closes_on < (current_date - interval '${RETENTION.applicationsAfterClosing}')`,
      );
      for (const a of due) await cvs.remove(a.cv_key);
      if (due.length) await db.query('DELETE FROM job_applications WHERE application_id = ANY($1::bigint[])', [due.map((a) => a.application_id)]);
      const orders = await db
        .query(`DELETE FROM web_sell_orders o USING members m WHERE m.member_id = o.member_id AND m.status = 'erased' AND o.created_at < now() - interval '${RETENTION.erasedAccountOrders}' RETURNING 1`)
        .then((rows) => rows.length);
      const consents = await db
        .query(`DELETE FROM member_consent_history h USING members m WHERE m.member_id = h.member_id AND m.status = 'erased' AND m.erased_at < now() - interval '${RETENTION.erasedAccountConsents}' RETURNING 1`)
        .then((rows) => rows.length);
      return { enquiries, franchise, feedback, applications: due.length, orders, consents };
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;

export function scheduleRetention(app: FastifyInstance, retention: Retention, intervalMs = RETENTION_INTERVAL_MS): void {
  scheduleJob(app, {
    intervalMs,
    run: () =>
      retention.runOnce().then((n) => {
        if (Object.values(n).some((count) => count > 0)) app.log.info(n, 'kept-for-too-long removed (retention)');
      }),
    failed: 'retention run failed',
  });
}
