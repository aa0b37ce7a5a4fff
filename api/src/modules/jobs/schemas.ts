// Schemas of store jobs and applications (spec §7 'Catalogue': GET {id}/jobs, GET {id}/jobs/{jobId},
// GET jobvacancies, POST apply), with the §8 contact numbering for the application's fields.
import { CV_LIMITS, JOB_COVER_NOTE_MAX, JOB_ID_PATTERN } from '@shop/shared/rules';
import { CHECKOUT_POSTCODE_CODES, ENQUIRY_CODES as C, honeypotProperty, JOB_ROLES, jobSearchQuerySchema, personFields } from '@shop/shared/api';
import type { FieldCodes } from '../../http/errors-plugin.js';
import { failureAs, nullable, okEnvelope, open, orNull, replies, routeSchema } from '../../http/envelope.js';
import { personCodes } from '../contact/schemas.js';

const TAG = 'jobs';
const jobId = { type: 'string', minLength: 1, maxLength: 20, pattern: JOB_ID_PATTERN } as const;
const storeParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 1_000_000 } } } as const;

// A vacancy as the pages read it (@shop/shared/api JobVacancy; the rest pass through).
const job = open({
  jobId: { type: 'string' },
  storeId: { type: 'integer' },
  storeName: { type: 'string' },
  town: { type: 'string' },
  title: { type: 'string' },
  role: { type: 'string', enum: [...JOB_ROLES] },
  hours: { type: 'string' },
  contract: { type: 'string' },
  pay: { type: 'string' },
  summary: { type: 'string' },
  description: { type: 'string' },
  postedOn: { type: 'string', format: 'date' },
  closesOn: { type: 'string', format: 'date' },
  distanceMiles: { type: 'number' },
});
const jobs = { type: 'array', items: job } as const;

export const storeJobsSchema = routeSchema(TAG, 'The open jobs at a store', {
  params: storeParams,
  response: replies(open({ storeId: { type: 'integer' }, storeName: { type: 'string' }, jobs })),
});

export const storeJobSchema = routeSchema(TAG, 'One job at a store (open says whether it still takes applications)', {
  params: { ...storeParams, required: ['id', 'jobId'], properties: { ...storeParams.properties, jobId } },
  response: replies(open({ job: { ...job, properties: { ...job.properties, open: { type: 'boolean' } } } })),
});

export const searchSchema = routeSchema(TAG, 'Search open jobs by role, town, and distance from a postcode', {
  querystring: jobSearchQuerySchema,
  response: replies(open({ origin: orNull(open({ postcodeDistrict: nullable('string'), town: nullable('string') })), jobs })),
});

export const searchCodes: FieldCodes = { postcode: CHECKOUT_POSTCODE_CODES.malformed };

/** The application's text fields (sent as multipart/form-data parts beside the file part "cv"). */
export const applicationFields = {
  type: 'object',
  required: ['jobId', 'name', 'email', 'consent'],
  additionalProperties: false,
  properties: {
    jobId,
    name: personFields.name,
    email: personFields.email,
    phone: personFields.phone,
    coverNote: { type: 'string', maxLength: JOB_COVER_NOTE_MAX },
    consent: { type: 'string', enum: ['true'] },
    ...honeypotProperty,
  },
} as const;

export const applyCodes: FieldCodes = {
  ...personCodes,
  jobId: { required: C.jobNotFound, default: C.jobNotFound },
  coverNote: C.messageInvalid,
  consent: C.consentMissing,
};

export const applySchema = {
  tags: [TAG],
  summary: `Apply for a job: multipart/form-data with the fields jobId, name, email, phone, coverNote, consent ("true") and one file part "cv" (PDF or .docx by content, at most ${CV_LIMITS.maxBytes / 1024 / 1024} MB)`,
  consumes: ['multipart/form-data'],
  // Read part by part by the handler (the fields are checked against applicationFields); described for OpenAPI.
  response: {
    201: okEnvelope(open({ reference: { type: 'string' } }), 'Sent to the store’s hiring inbox'),
    400: failureAs('A field is missing or wrong (1001–1019, 1025 consent, 1028 no CV, 1033 refused)'),
    404: failureAs('No such job (1026)'),
    409: failureAs('The job has closed (1027)'),
    413: failureAs(`The CV is over ${CV_LIMITS.maxBytes / 1024 / 1024} MB (1030)`),
    415: failureAs(
      'The CV is refused by its content: 1029 neither a PDF nor a .docx; 1034 a zip that is not a Word document (missing parts, macros, damaged); 1035 a PDF with JavaScript or a Launch action; 1036 a PDF with embedded or attached files; 1037 a PDF locked with a password or packed so it cannot be checked',
    ),
    429: failureAs('Too many applications from this address for now (1032)'),
    '5xx': failureAs('Something went wrong'),
  },
} as const;
