// Enquiry forms (spec §7 'Contact, feedback, franchise', 'Catalogue' jobs; §8 'Contact',
// 'Feedback'): the field limits both the pages' yup schemas and the API's JSON schemas read, and
// the codes the API answers. §8 gives contact 1001–1033 for its fields and "others generic": the
// franchise and job forms share the same fields (name, e-mail, phone, message), so all three use
// this one numbering, and the rest of 1001–1033 covers what only they have.

export const ENQUIRY_NAME_MAX = 60;
export const ENQUIRY_EMAIL_MAX = 100;
export const ENQUIRY_SUBJECT_MAX = 100;
export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;
export const ENQUIRY_ITEM_MAX = 200;
export const ENQUIRY_TOWN_MAX = 60;
/** A web order (WS123), a parcel sold to us (WB…) or a store receipt number: letters, digits, dashes. */
export const ORDER_NUMBER_PATTERN = '^\\s*[A-Za-z0-9][A-Za-z0-9-]{2,23}\\s*$';
export const ORDER_NUMBER_MAX = 25;
/** Plain e-mail form (the API's and yup's): something@somewhere.tld, no spaces. */
export const ENQUIRY_EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Bought from us online or in store ('buy'), or sold to us ('sell'). */
export const ORDER_TYPES = ['buy', 'sell'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const PRICE_STOCK_KINDS = ['price', 'stock'] as const;
export type PriceStockKind = (typeof PRICE_STOCK_KINDS)[number];

/** The honeypot: a field people never see or fill (hidden from screen readers too); bots fill it. */
export const HONEYPOT_FIELD = 'website';

/** Spam protection: at most this many sends of one form from one address in the window (kept in the database). */
export const ENQUIRY_RATE_LIMIT = { perWindow: 10, windowSeconds: 600 } as const;

export const ENQUIRY_CODES = {
  nameMissing: 1001,
  nameInvalid: 1002,
  emailMissing: 1003,
  emailInvalid: 1004,
  subjectMissing: 1005,
  subjectInvalid: 1006,
  messageMissing: 1007,
  messageInvalid: 1008,
  categoryMissing: 1009,
  categoryInvalid: 1010,
  orderNumberMissing: 1011,
  orderNumberInvalid: 1012,
  orderNotFound: 1013,
  webOrderInvalid: 1014,
  priceStockMissing: 1015,
  priceStockInvalid: 1016,
  orderTypeMissing: 1017,
  orderTypeInvalid: 1018,
  phoneInvalid: 1019,
  boxMissing: 1020,
  boxNotFound: 1021,
  boxOnSale: 1022,
  townMissing: 1023,
  heardFromInvalid: 1024,
  consentMissing: 1025,
  jobNotFound: 1026,
  jobClosed: 1027,
  cvMissing: 1028,
  cvType: 1029,
  cvTooLarge: 1030,
  storeNotFound: 1031,
  throttled: 1032,
  refused: 1033,
  // CVs checked by their content (issue 31 §8): past §8's 1001–1033, one code per refusal.
  /** A zip sent as a .docx that is not a Word document (missing parts, macros, damaged). */
  cvNotWord: 1034,
  /** A PDF with JavaScript or an action that launches something. */
  cvPdfScript: 1035,
  /** A PDF with files embedded or attached in it. */
  cvPdfEmbeddedFile: 1036,
  /** A PDF locked with a password, or packed so it cannot be checked. */
  cvPdfUnchecked: 1037,
} as const;

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
export const JOB_SEARCH_MILES_MAX = 200;
/** The kinds of store job the careers search filters by (their names are in the catalogue: careers.role.<id>). */
export const JOB_ROLES = ['sales-assistant', 'buyer', 'supervisor', 'store-manager', 'weekend'] as const;
export type JobRole = (typeof JOB_ROLES)[number];
export const JOB_ID_PATTERN = '^[A-Z0-9]{4,20}$';
