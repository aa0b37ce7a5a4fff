// Job applications as a person's data export, their account's erasure and the retention job
// need them (member-data, account-deletion and retention compose these).
import type { Queryable } from '../../db/db.js';

/** The applications sent with these addresses (lower case), every column. */
export const applicationsFrom = (q: Queryable, emails: string[]) => q.query<Record<string, unknown>>('SELECT * FROM job_applications WHERE lower(email) = ANY($1::text[])', [emails]);

/** Deletes the applications sent with these addresses; answers their CV files' keys (removed once the erasure commits). */
export async function eraseApplicationsFrom(tx: Queryable, emails: string[]): Promise<string[]> {
  const gone = await tx.query<{ cv_key: string }>('DELETE FROM job_applications WHERE lower(email) = ANY($1::text[]) RETURNING cv_key', [emails]);
  return gone.map((a) => a.cv_key);
}

/**
 * Removes the applications to vacancies that closed longer ago than `afterClosing` (an interval,
 * e.g. '6 months'): each CV file first, so a file never outlives its row's removal (a failure
 * leaves the rows to be tried again next time). Answers how many went.
 */
export async function expireJobApplications(q: Queryable, afterClosing: string, removeCv: (cvKey: string) => Promise<unknown>): Promise<number> {
  const due = await q.query<{ application_id: string; cv_key: string }>(
    `SELECT a.application_id::text AS application_id, a.cv_key FROM job_applications a JOIN store_jobs j USING (job_id)
      WHERE j.closes_on < (current_date - $1::interval)`,
    [afterClosing],
  );
  for (const a of due) await removeCv(a.cv_key);
  if (due.length) await q.query('DELETE FROM job_applications WHERE application_id = ANY($1::bigint[])', [due.map((a) => a.application_id)]);
  return due.length;
}
