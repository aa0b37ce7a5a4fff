// Store vacancies and job applications through the real routes: the seeded jobs by store and by
// search (role, town, distance from a postcode), and applications with a CV checked by content:
// a PDF and a .docx are taken (stored outside the web root, the store's hiring inbox told), an
// executable renamed cv.pdf is refused, as are a missing, oversized or second file, a zip that is
// not a Word document, and PDFs with scripts, attachments or a password, each with its code.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ENQUIRY_CODES as C } from '@shop/shared/api';
import { CV_LIMITS } from '@shop/shared/rules';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { SIGN_OFF } from '../outbox/email-text.js';
import { checkCv } from './cv-content.js';
import { hiringInbox } from './service.js';
import { docxCv, executable, lockedPdf, notWordDocuments, pdfCv, pdfWithAttachment, pdfWithEscapedJavaScript, pdfWithJavaScript, pdfWithScriptInObjectStream, plainZip } from './test-files.js';

let t: TestApp;
let pdf: Buffer;
let ip = 0;
const cvFolder = mkdtempSync(join(tmpdir(), 'test-cvs-'));
const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;

before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '100', APPLICATION_CV_DIR: cvFolder });
  pdf = await pdfCv();
});
after(async () => {
  await t.close();
  rmSync(cvFolder, { recursive: true, force: true });
});

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };
function multipart(parts: Part[]) {
  const boundary = `----shop${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('file' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`), p.file, Buffer.from('\r\n'));
    } else chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const FIELDS = { jobId: 'LLJ101SA', name: 'Sophie Turner', email: 'sophie.turner@example.co.uk', phone: '07700 900456', coverNote: 'I have four years in retail and two children of my own.', consent: 'true' };
const apply = (fields: Record<string, string> = FIELDS, cv: { file: Buffer; filename: string; type: string } | null = { file: pdf, filename: 'Sophie Turner CV.pdf', type: 'application/pdf' }, extra: Part[] = []) => {
  const form = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(cv ? [{ name: 'cv', ...cv }] : []), ...extra]);
  return t.app.inject({ method: 'POST', url: '/v3/apply', ...form, remoteAddress: `192.0.2.${++ip}` });
};
const storedCvs = async () => t.db.query<{ cv_key: string; cv_type: string }>('SELECT cv_key, cv_type FROM job_applications ORDER BY application_id');

describe('vacancies', () => {
  it('lists the open jobs at a store, and one job, cacheable; 1031 for no such store, 1026 for no such job', async () => {
    const res = await t.app.inject('/v3/stores/101/jobs');
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['cache-control']), /public/);
    const data = res.json().response.data;
    assert.equal(data.storeName, 'London Clapham');
    assert.deepEqual(data.jobs.map((j: { jobId: string }) => j.jobId).sort(), ['LLJ101BY', 'LLJ101SA']);
    const one = (await t.app.inject('/v3/stores/101/jobs/LLJ101SA')).json().response.data.job;
    assert.equal(one.title, 'Sales Assistant (part time)');
    assert.equal(one.open, true);
    assert.match(one.pay, /£/);
    assert.equal(codeOf(await t.app.inject('/v3/stores/9999/jobs')), C.storeNotFound);
    assert.equal(codeOf(await t.app.inject('/v3/stores/102/jobs/LLJ101SA')), C.jobNotFound);
    assert.equal(codeOf(await t.app.inject('/v3/stores/101/jobs/nope!')), C.jobNotFound);
  });

  it('searches by role, by town, and within a distance of a postcode, nearest first', async () => {
    const all = (await t.app.inject('/v3/jobvacancies')).json().response.data.jobs;
    assert.ok(all.length >= 10);
    const buyers = (await t.app.inject('/v3/jobvacancies?role=buyer')).json().response.data.jobs;
    assert.ok(buyers.length >= 3 && buyers.every((j: { role: string }) => j.role === 'buyer'));
    const leeds = (await t.app.inject('/v3/jobvacancies?town=leeds')).json().response.data.jobs;
    assert.ok(leeds.length >= 1 && leeds.every((j: { town: string }) => j.town === 'Leeds'));
    const near = await t.app.inject('/v3/jobvacancies?postcode=SW4%207AA&miles=15');
    assert.equal(near.statusCode, 200, near.body);
    assert.match(String(near.headers['cache-control']), /no-store/);
    const nearJobs = near.json().response.data.jobs as Array<{ storeName: string; distanceMiles: number }>;
    assert.ok(nearJobs.length >= 2);
    assert.ok(nearJobs.every((j) => j.storeName.startsWith('London') && j.distanceMiles <= 15));
    assert.deepEqual(
      nearJobs.map((j) => j.distanceMiles),
      [...nearJobs.map((j) => j.distanceMiles)].sort((a, b) => a - b),
    );
    assert.equal(codeOf(await t.app.inject('/v3/jobvacancies?postcode=NOTAPC')), 1602);
    assert.equal(codeOf(await t.app.inject('/v3/jobvacancies?role=astronaut')), 5);
  });
});

describe('POST apply', () => {
  it('takes a PDF CV: stored outside the web root, owner-only, and the store’s hiring inbox told', async () => {
    const res = await apply();
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const reference = res.json().response.data.reference as string;
    const [mail] = await t.db.query<{ recipient: string; body: string }>('SELECT recipient, body FROM outbox WHERE subject LIKE $1', [`[${reference}]%`]);
    assert.equal(mail!.recipient, hiringInbox('London Clapham'));
    assert.equal(mail!.recipient, 'london-clapham.jobs@littleloop.shop');
    assert.match(mail!.body, /Sophie Turner <sophie\.turner@example\.co\.uk>/);
    assert.ok(!mail!.body.includes('%PDF'), 'the CV itself is not e-mailed');
    // The applicant's acknowledgement (issue 33 §7): the job, the store and the reference, signed off.
    const acks = await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE recipient = $1 AND subject LIKE $2', ['sophie.turner@example.co.uk', `%(reference ${reference})`]);
    assert.equal(acks.length, 1);
    assert.match(acks[0]!.body, /^Hello Sophie,\n\nThank you for applying for .+ at London Clapham\./);
    assert.match(acks[0]!.body, new RegExp(`Your reference is ${reference}[\\s\\S]*${SIGN_OFF.join('\n')}$`));
    const [row] = await storedCvs();
    assert.equal(row!.cv_type, 'application/pdf');
    assert.match(row!.cv_key, /^[a-f0-9]{2}\/[a-f0-9]{32}\.pdf$/);
    assert.ok(!row!.cv_key.includes('Sophie'), 'no uploaded name reaches a path');
  });

  it('takes a Word .docx CV', async () => {
    const res = await apply({ ...FIELDS, jobId: 'LLJ103SA' }, { file: docxCv(), filename: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    assert.equal(res.statusCode, 201, res.body);
    assert.match((await storedCvs()).at(-1)!.cv_key, /\.docx$/);
  });

  it('refuses an executable renamed cv.pdf (415, 1029), and keeps nothing of it', async () => {
    const before = (await storedCvs()).length;
    const res = await apply(FIELDS, { file: executable(), filename: 'cv.pdf', type: 'application/pdf' });
    assert.equal(res.statusCode, 415, res.body);
    assert.equal(codeOf(res), C.cvType);
    assert.equal((await storedCvs()).length, before);
    assert.equal(codeOf(await apply(FIELDS, { file: Buffer.from('%PDF-1.7 but not really'), filename: 'cv.pdf', type: 'application/pdf' })), C.cvType);
  });

  it('refuses a zip that is not a Word document (1034), and PDFs with a script (1035), an attachment (1036) or a lock (1037), keeping nothing (issue 31 §8)', async () => {
    const before = (await storedCvs()).length;
    const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const refusals: Array<[string, Buffer, number]> = [
      ['a zip of photos', plainZip(), C.cvNotWord],
      ...Object.entries(notWordDocuments).map(([why, file]): [string, Buffer, number] => [why, file(), C.cvNotWord]),
      ['JavaScript on opening', await pdfWithJavaScript(), C.cvPdfScript],
      ['JavaScript under an escaped name', await pdfWithEscapedJavaScript(), C.cvPdfScript],
      ['JavaScript in a compressed object stream', pdfWithScriptInObjectStream(), C.cvPdfScript],
      ['an attached file', await pdfWithAttachment(), C.cvPdfEmbeddedFile],
      ['a password', await lockedPdf(), C.cvPdfUnchecked],
      ['an object stream packed otherwise', pdfWithScriptInObjectStream('ASCIIHexDecode'), C.cvPdfUnchecked],
    ];
    for (const [why, file, code] of refusals) {
      const isPdf = file.subarray(0, 4).toString() === '%PDF';
      const res = await apply(FIELDS, { file, filename: isPdf ? 'cv.pdf' : 'cv.docx', type: isPdf ? 'application/pdf' : DOCX });
      assert.deepEqual([res.statusCode, codeOf(res)], [415, code], why);
      assert.ok(res.json().response.error.message.length > 20, why);
    }
    assert.equal((await storedCvs()).length, before, 'nothing kept');
  });

  it('answers each field’s code: no CV, too large, two files, consent, job, name, e-mail, honeypot', async () => {
    assert.equal(codeOf(await apply(FIELDS, null)), C.cvMissing);
    const big = await apply(FIELDS, { file: Buffer.concat([pdf, Buffer.alloc(CV_LIMITS.maxBytes)]), filename: 'cv.pdf', type: 'application/pdf' });
    assert.equal(big.statusCode, 413);
    assert.equal(codeOf(big), C.cvTooLarge);
    assert.equal(codeOf(await apply(FIELDS, { file: pdf, filename: 'a.pdf', type: 'application/pdf' }, [{ name: 'cv2', file: pdf, filename: 'b.pdf', type: 'application/pdf' }])), C.cvType);
    const { consent: _c, ...noConsent } = FIELDS;
    assert.equal(codeOf(await apply(noConsent)), C.consentMissing);
    assert.equal(codeOf(await apply({ ...FIELDS, consent: 'false' })), C.consentMissing);
    assert.equal(codeOf(await apply({ ...FIELDS, jobId: 'LLJ999XX' })), C.jobNotFound);
    assert.equal(codeOf(await apply({ ...FIELDS, name: '' })), C.nameMissing);
    assert.equal(codeOf(await apply({ ...FIELDS, email: 'sophie' })), C.emailInvalid);
    assert.equal(codeOf(await apply({ ...FIELDS, phone: '123' })), C.phoneInvalid);
    assert.equal(codeOf(await apply({ ...FIELDS, website: 'buy-now.example' })), C.refused);
    const json = await t.app.inject({ method: 'POST', url: '/v3/apply', payload: FIELDS });
    assert.equal(json.statusCode, 415);
  });

  it('1027 for a job that has closed', async () => {
    await t.db.query("UPDATE store_jobs SET closes_on = current_date - 1 WHERE job_id = 'LLJ119BY'");
    assert.equal(codeOf(await apply({ ...FIELDS, jobId: 'LLJ119BY' })), C.jobClosed);
    assert.equal((await t.app.inject('/v3/stores/119/jobs/LLJ119BY')).json().response.data.job.open, false);
  });

  it('writes the files owner-only in the configured folder (outside the repo and every served one)', async () => {
    const rows = await storedCvs();
    assert.ok(rows.length >= 2);
    for (const r of rows) {
      const path = join(cvFolder, r.cv_key);
      assert.ok(existsSync(path), r.cv_key);
      assert.equal(statSync(path).mode & 0o777, 0o600);
    }
    // Only the accepted CVs are there: nothing of the refused uploads.
    const files = readdirSync(cvFolder, { recursive: true }).filter((f) => /\.(pdf|docx)$/.test(String(f)));
    assert.equal(files.length, rows.length);
  });
});

describe('checkCv', () => {
  it('knows a PDF and a .docx by their bytes only, and what each refusal is', async () => {
    assert.deepEqual(checkCv(await pdfCv()), { type: 'application/pdf' });
    const DOCX = { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    assert.deepEqual(checkCv(docxCv()), DOCX);
    assert.deepEqual(checkCv(docxCv({ deflate: false })), DOCX, 'stored parts too');
    for (const bytes of [executable(), Buffer.alloc(0), Buffer.from('PK not a zip at all')]) assert.equal((checkCv(bytes) as { refused: number }).refused, C.cvType);
    assert.match((checkCv(notWordDocuments.macroEnabled()) as { reason: string }).reason, /macro-enabled/);
    assert.match((checkCv(notWordDocuments.namesOnly()) as { reason: string }).reason, /no \[Content_Types\]\.xml/);
    // A CV whose images happen to hold these names' letters is no script: only a dictionary's word counts.
    const withBytes = Buffer.from((await pdfCv()).toString('latin1').replace('%%EOF', '% /JS /JavaScript /Launch /EmbeddedFile\n%%EOF'), 'latin1');
    assert.deepEqual(checkCv(withBytes), { type: 'application/pdf' });
  });
});
