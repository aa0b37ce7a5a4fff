// What the privacy policy promises about how long we keep things, done by the server itself:
// messages, enquiries and feedback go after two years; a job application and its CV six months
// after its vacancy closed; what an erased account leaves for the accounts and as proof (its
// orders, its consent history: docs/account.md 'What erasure keeps') once that duty has run out. Once
// when the server is ready, then daily (a failure is logged and retried the next day). Accounts
// have their own erasure job (account-deletion).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { scheduleJob } from '../../lib/schedule-job.js';
import { deleteConsentHistoryOf } from '../consents/erased-accounts-history.js';
import { deleteEnquiriesOlderThan } from '../contact/enquiries-about-person.js';
import { deleteFeedbackOlderThan } from '../feedback/feedback-about-person.js';
import { deleteFranchiseEnquiriesOlderThan } from '../franchises/enquiries-about-person.js';
import { expireJobApplications } from '../jobs/applications-kept.js';
import type { CvStorage } from '../jobs/cv.js';
import { erasedMemberIds } from '../members/account-closing.js';
import { deleteOrdersOlderThan } from '../orders/member-orders.js';

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
      const enquiries = await deleteEnquiriesOlderThan(db, RETENTION.messages);
      const franchise = await deleteFranchiseEnquiriesOlderThan(db, RETENTION.messages);
      const feedback = await deleteFeedbackOlderThan(db, RETENTION.messages);
      // The CV files first: a file never outlives its row's removal (a row left behind is tried again tomorrow).
      const applications = await expireJobApplications(db, RETENTION.applicationsAfterClosing, (key) => cvs.remove(key));
      const orders = await deleteOrdersOlderThan(db, await erasedMemberIds(db), RETENTION.erasedAccountOrders);
      const consents = await deleteConsentHistoryOf(db, await erasedMemberIds(db, RETENTION.erasedAccountConsents));
      return { enquiries, franchise, feedback, applications, orders, consents };
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
