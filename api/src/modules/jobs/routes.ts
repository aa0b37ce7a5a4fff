// /v3/stores/{id}/jobs, /v3/stores/{id}/jobs/{jobId}, /v3/jobvacancies, /v3/apply (spec §7
// 'Catalogue' jobs). Vacancies are public and cacheable; an application is personal (no-store)
// and is the only multipart route of this scope: one file part "cv", a few small text fields.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENQUIRY_CODES as C, GENERIC_CODES, type JobSearch } from '@shop/shared/api';
import { CV_LIMITS } from '@shop/shared/rules';
import { ApiError, ok } from '../../http/envelope.js';
import type { SpamGuard } from '../contact/spam-guard.js';
import * as schemas from './schemas.js';
import type { JobService } from './service.js';

const LIMITS = { fileSize: CV_LIMITS.maxBytes, files: 1, fields: 8, fieldSize: 4096, fieldNameSize: 32, parts: 9, headerPairs: 20 } as const;

/** The text parts and the CV's bytes of a multipart application; 413/1030 when the CV is too large. */
async function readApplication(req: FastifyRequest): Promise<{ fields: Record<string, string>; cv: Buffer | null }> {
  if (!req.isMultipart()) throw new ApiError(415, GENERIC_CODES.format, 'Send the application as multipart/form-data.');
  const fields: Record<string, string> = {};
  let cv: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'cv' && !cv) cv = await part.toBuffer();
        else part.file.resume();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, C.cvTooLarge, `Your CV is larger than ${CV_LIMITS.maxBytes / 1024 / 1024} MB.`);
    if (code === 'FST_FILES_LIMIT') throw new ApiError(400, C.cvType, 'Please attach one file: your CV.');
    throw new ApiError(400, GENERIC_CODES.format, 'The application could not be read.');
  }
  // An empty file input sends a part with no bytes: the same as none.
  return { fields, cv: cv && cv.length > 0 ? cv : null };
}

export async function jobRoutes(app: FastifyInstance, { jobs, spam }: { jobs: JobService; spam: SpamGuard }) {
  await app.register(multipart, { limits: LIMITS, throwFileSizeLimit: true });
  const publicFor5Minutes = { 'cache-control': 'public, max-age=300' };

  app.get<{ Params: { id: number } }>('/v3/stores/:id/jobs', { schema: schemas.storeJobsSchema }, async (req, reply) => reply.headers(publicFor5Minutes).send(ok(await jobs.atStore(req.params.id))));

  app.get<{ Params: { id: number; jobId: string } }>('/v3/stores/:id/jobs/:jobId', { schema: schemas.storeJobSchema, config: { fieldCodes: { jobId: C.jobNotFound } } }, async (req, reply) =>
    reply.headers(publicFor5Minutes).send(ok(await jobs.one(req.params.id, req.params.jobId))),
  );

  app.get<{ Querystring: JobSearch }>('/v3/jobvacancies', { schema: schemas.searchSchema, config: { fieldCodes: schemas.searchCodes } }, async (req, reply) =>
    // A postcode is personal enough not to be kept by a shared cache.
    reply.header('cache-control', req.query.postcode ? 'private, no-store' : publicFor5Minutes['cache-control']).send(ok(await jobs.search(req.query))),
  );

  app.post('/v3/apply', { schema: schemas.applySchema, config: { fieldCodes: schemas.applyCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { fields, cv } = await readApplication(req);
    const validate = req.compileValidationSchema(schemas.applicationFields);
    if (!validate(fields)) throw Object.assign(new Error('invalid application'), { validation: validate.errors, validationContext: 'body' });
    await spam.check(req, 'apply', fields.website);
    const result = await jobs.apply({ jobId: fields.jobId!, name: fields.name!, email: fields.email!, phone: fields.phone, coverNote: fields.coverNote, consent: fields.consent === 'true', cv });
    return reply.code(201).send(ok(result));
  });
}
