// Store vacancies on the wire (spec §7 'Catalogue' jobs: GET stores/{id}/jobs, stores/{id}/jobs/{jobId},
// jobvacancies), one contract for both sides: the roles, the search's query (as the API checks
// it) with the types inferred from it, and a vacancy as the API sends it. The application's
// fields and codes are the enquiry forms' (enquiries.ts: personFields, ENQUIRY_CODES).
import type { FromSchema } from 'json-schema-to-ts';
import { POSTCODE_MAX } from './addresses';
import { ENQUIRY_TOWN_MAX } from './enquiries';

/** The kinds of store job the careers search filters by (their names are in the catalogue: careers.role.<id>). */
export const JOB_ROLES = ['sales-assistant', 'buyer', 'supervisor', 'store-manager', 'weekend'] as const;
export type JobRole = (typeof JOB_ROLES)[number];
export const JOB_SEARCH_MILES_MAX = 200;

/** GET jobvacancies: by role, by town (or store name), and within `miles` of a postcode. */
export const jobSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    role: { type: 'string', enum: [...JOB_ROLES] },
    town: { type: 'string', maxLength: ENQUIRY_TOWN_MAX },
    postcode: { type: 'string', maxLength: POSTCODE_MAX },
    miles: { type: 'integer', minimum: 1, maximum: JOB_SEARCH_MILES_MAX, default: 25 },
  },
} as const;
/** A search as the API reads it (miles filled in with its default). */
export type JobSearch = FromSchema<typeof jobSearchQuerySchema>;
/** A search as a page sends it (every part optional). */
export type JobQuery = FromSchema<typeof jobSearchQuerySchema, { keepDefaultedPropertiesOptional: true }>;

/** One vacancy as the API sends it (a store's jobs, a search's, a job's own page). Dates are YYYY-MM-DD. */
export interface JobVacancy {
  jobId: string;
  storeId: number;
  storeName: string;
  town: string;
  title: string;
  role: JobRole;
  hours: string;
  contract: string;
  pay: string;
  summary: string;
  description: string;
  postedOn: string;
  closesOn: string;
  /** A search from a postcode: how far the store is, in miles to one decimal place. */
  distanceMiles?: number;
  /** A job's own page: whether it still takes applications (its closing date not past). */
  open?: boolean;
}
