// Store vacancies and applications (spec §7 'Catalogue' jobs). A search filters by role, by town,
// and by distance from a postcode (the catalogue's postcode locator). An application is checked
// (an open job, consent, a CV that is a PDF or .docx by its content), its CV stored outside the
// web root, and the store's hiring inbox told through the outbox in the row's transaction; a
// failure after the file is written removes the file, so no CV is kept without its application.
import { CHECKOUT_POSTCODE_CODES, ENQUIRY_CODES as C, type JobRole, type JobSearch, type JobVacancy } from '@shop/shared/api';
import { errorMessage, slugify, SITE_DOMAIN } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { createPostcodeLocator, milesBetween, postcodesIoProvider } from '../catalogue/geo.js';
import { storeNames } from '../catalogue/box-sale.js';
import { postcodeAreaCentre, storeIdsByPlace, storesByIds, type StoreRow } from '../catalogue/stores.js';
import type { Outbox } from '../outbox/outbox.js';
import { applicationReceivedEmail } from './emails.js';
import type { CvStorage } from './cv.js';
import { checkCv } from './cv-content.js';

interface StoredJob {
  job_id: string;
  store_id: number;
  title: string;
  role: JobRole;
  hours: string;
  contract: string;
  pay: string;
  summary: string;
  description: string;
  posted_on: string;
  closes_on: string;
  open: boolean;
}
/** A job with its store's name and place (the store as the catalogue gives it). */
type JobRow = StoredJob & Pick<StoreRow, 'store_name' | 'town' | 'postcode' | 'latitude' | 'longitude'>;

const JOB_COLUMNS = `j.job_id, j.store_id, j.title, j.role, j.hours, j.contract, j.pay, j.summary,
  j.description, to_char(j.posted_on, 'YYYY-MM-DD') AS posted_on, to_char(j.closes_on, 'YYYY-MM-DD') AS closes_on, j.closes_on >= current_date AS open`;

const toJob = (r: JobRow, distanceMiles?: number): JobVacancy => ({
  jobId: r.job_id,
  storeId: r.store_id,
  storeName: r.store_name,
  town: r.town,
  title: r.title,
  role: r.role,
  hours: r.hours,
  contract: r.contract,
  pay: r.pay,
  summary: r.summary,
  description: r.description,
  postedOn: r.posted_on,
  closesOn: r.closes_on,
  ...(distanceMiles === undefined ? {} : { distanceMiles: Math.round(distanceMiles * 10) / 10 }),
});

/** A store's hiring inbox: its name as a mailbox at the shop's domain (london-clapham.jobs@…). */
export const hiringInbox = (storeName: string) => `${slugify(storeName).replace(/-+/g, '-')}.jobs@${SITE_DOMAIN}`;

export interface Application {
  jobId: string;
  name: string;
  email: string;
  phone?: string;
  coverNote?: string;
  consent: boolean;
  cv: Buffer | null;
}

export function createJobService({ db, outbox, cvs, postcodeLookupUrl }: { db: Db; outbox: Outbox; cvs: CvStorage; postcodeLookupUrl: string | null }) {
  const locate = createPostcodeLocator({ provider: postcodeLookupUrl ? postcodesIoProvider(postcodeLookupUrl) : null, areaCentre: postcodeAreaCentre(db) });
  /** The jobs, in their order, each with its store (one read of the stores for the set). */
  async function withStores(jobs: StoredJob[]): Promise<JobRow[]> {
    const stores = new Map((await storesByIds(db, [...new Set(jobs.map((j) => j.store_id))])).map((s) => [s.store_id, s]));
    return jobs.flatMap((j) => {
      const s = stores.get(j.store_id);
      return s ? [{ ...j, store_name: s.store_name, town: s.town, postcode: s.postcode, latitude: s.latitude, longitude: s.longitude }] : [];
    });
  }
  const openJobs = async (where: string, params: unknown[]) =>
    withStores(await db.query<StoredJob>(`SELECT ${JOB_COLUMNS} FROM store_jobs j WHERE j.closes_on >= current_date ${where} ORDER BY j.posted_on DESC, j.job_id`, params));

  async function job(jobId: string, storeId?: number): Promise<JobRow> {
    const [row] = await withStores(await db.query<StoredJob>(`SELECT ${JOB_COLUMNS} FROM store_jobs j WHERE j.job_id = $1`, [jobId.toUpperCase()]));
    if (!row || (storeId !== undefined && row.store_id !== storeId)) throw new ApiError(404, C.jobNotFound, 'We could not find that job.');
    return row;
  }

  return {
    async atStore(storeId: number) {
      const storeName = (await storeNames(db, [storeId])).get(storeId);
      if (storeName === undefined) throw new ApiError(404, C.storeNotFound, 'We could not find that store.');
      return { storeId, storeName, jobs: (await openJobs('AND j.store_id = $1', [storeId])).map((r) => toJob(r)) };
    },

    async one(storeId: number, jobId: string) {
      const row = await job(jobId, storeId);
      return { job: { ...toJob(row), open: row.open } };
    },

    async search(q: JobSearch) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      if (q.role) conditions.push(`AND j.role = $${params.push(q.role)}`);
      if (q.town?.trim()) conditions.push(`AND j.store_id = ANY($${params.push(await storeIdsByPlace(db, q.town.trim()))}::int[])`);
      const rows = await openJobs(conditions.join(' '), params);
      if (!q.postcode?.trim()) return { origin: null, jobs: rows.map((r) => toJob(r)) };
      const from = await locate(q.postcode);
      if (!from) throw new ApiError(400, CHECKOUT_POSTCODE_CODES.malformed, 'Please enter a valid UK postcode.');
      if ('unknownArea' in from) throw new ApiError(404, CHECKOUT_POSTCODE_CODES.outside, `We do not recognise the postcode area ${from.unknownArea}.`);
      const near = rows
        .map((r) => ({ r, d: milesBetween(from, { lat: r.latitude, lon: r.longitude }) }))
        .filter((x) => x.d <= q.miles)
        .sort((a, b) => a.d - b.d);
      return { origin: { postcodeDistrict: from.district, town: from.town }, jobs: near.map(({ r, d }) => toJob(r, d)) };
    },

    async apply(a: Application) {
      const row = await job(a.jobId);
      if (!row.open) throw new ApiError(409, C.jobClosed, 'This job has closed: applications are no longer taken.');
      if (!a.consent) throw new ApiError(400, C.consentMissing, 'Please agree to us keeping your application.');
      if (!a.cv || a.cv.length === 0) throw new ApiError(400, C.cvMissing, 'Please attach your CV.');
      const check = checkCv(a.cv);
      // The page's words for each refusal (its code says which: cv-content.ts).
      if ('refused' in check) throw new ApiError(415, check.refused, errorMessage(check.refused, 'enquiry'));
      const { type } = check;
      const key = await cvs.put(a.cv, type);
      try {
        return await db.transaction(async (tx) => {
          const [app] = await tx.query<{ application_id: string }>(
            `INSERT INTO job_applications (job_id, name, email, phone, cover_note, cv_key, cv_type, consented_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING application_id::text`,
            [row.job_id, a.name.trim(), a.email.trim(), a.phone?.trim() || null, a.coverNote?.trim() || null, key, type],
          );
          const reference = `JA${app!.application_id}`;
          const body = [
            `Application ${reference} for ${row.title} (${row.job_id}) at ${row.store_name}`,
            `From: ${a.name.trim()} <${a.email.trim()}>${a.phone?.trim() ? `, ${a.phone.trim()}` : ''}`,
            `CV: ${type === 'application/pdf' ? 'PDF' : 'Word'} document, ${Math.ceil(a.cv!.length / 1024)} KB, held in the applications store as ${reference} (open it in the staff tools; it is never e-mailed or served on the web).`,
            '',
            a.coverNote?.trim() || '(no covering note)',
          ].join('\n');
          await outbox.enqueue(tx, { channel: 'email', recipient: hiringInbox(row.store_name), subject: `[${reference}] Application: ${row.title}`, body, regarding: a.email });
          await outbox.enqueue(tx, { channel: 'email', recipient: a.email.trim(), ...applicationReceivedEmail(a.name, reference, { title: row.title, storeName: row.store_name }) });
          return { reference };
        });
      } catch (err) {
        await cvs.remove(key);
        throw err;
      }
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
