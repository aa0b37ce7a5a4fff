// The waiting room (spec §7 Utilities 'POST queue', issue 20): the codes and names the API, the
// host's waiting page and the tests share.

/** The host's waiting page: page loads without an admission are sent here while the queue is on. */
export const WAITING_ROOM_PATH = '/waiting-room';
/** Where the waiting page sends the visitor once admitted (a page of the shop: sameOriginPath). */
export const WAITING_ROOM_RETURN_PARAM = 'returnTo';

/** First-party cookies: the signed place in line, and the signed admission. Both HttpOnly. */
export const QUEUE_COOKIES = { ticket: 'shop_queue', admission: 'shop_admission' } as const;

export const QUEUE_CODES = {
  /** A request without a valid admission while the queue is on (a bot, or a page that skipped the line): 503 + Retry-After. */
  admissionRequired: 'Q001',
  /** A ticket that is forged, expired or no longer in the line: refused (403); the cookie is cleared. */
  ticketInvalid: 'Q002',
} as const;
