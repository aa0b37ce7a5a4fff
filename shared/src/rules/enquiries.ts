// Enquiry forms (spec §7 'Contact, feedback, franchise', 'Catalogue' jobs; §8 'Contact',
// 'Feedback'): what the forms and the API share beyond the wire contract. The enquiry fields'
// limits, bodies and codes (ENQUIRY_CODES, 1001–1037) are the contract, in @shop/shared/api
// (enquiries.ts); the job search's roles and query are in its jobs.ts.

/** Plain e-mail form (the API's and yup's): something@somewhere.tld, no spaces. */
export const ENQUIRY_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Spam protection: at most this many sends of one form from one address in the window (kept in the database). */
export const ENQUIRY_RATE_LIMIT = { perWindow: 10, windowSeconds: 600 } as const;

/** Feedback codes of §8: the code in the order e-mail, the ratings and the e-mail it was sent to. */
export const FEEDBACK_CODES = {
  missing: 1001,
  invalid: 1002,
  expired: 1003,
  redeemed: 1005,
  emailMismatch: 1006,
  storeRating: 1007,
  deliveryRating: 1008,
  emailInvalid: 1010,
} as const;

/** A feedback code: ten letters and digits, printed in the order e-mail. */
export const FEEDBACK_CODE_PATTERN = '^[A-Za-z0-9]{10}$';
export const FEEDBACK_CODE_DAYS = 60;
export const FEEDBACK_RATING_MIN = 1;
export const FEEDBACK_RATING_MAX = 5;
export const FEEDBACK_COMMENT_MAX = 1000;
/** What a code lets the shopper rate: the store they collected from, the delivery, or both. */
export type FeedbackSubject = 'store' | 'delivery';

/** The CV of a job application: one PDF or Word (.docx) file, checked by its content. */
export const CV_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  acceptedTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const JOB_COVER_NOTE_MAX = 2000;
export const JOB_ID_PATTERN = '^[A-Z0-9]{4,20}$';
