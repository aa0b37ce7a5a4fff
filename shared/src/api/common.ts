// What every call on the wire shares (spec §8 'Generic'): the codes any call may answer,
// whatever its resource. A resource's own codes live in its file (BASKET_CODES in basket.ts, …);
// one that is a generic code under the resource's own name takes it from here, so each number
// is written once.

/** §8's generic codes, and the few every resource answers the same way. */
export const GENERIC_CODES = {
  /** The generic system error: something went wrong on our side (a client without a response uses it too). */
  system: -1,
  /** A service we call is down for a moment (the card provider): try again shortly. */
  unavailable: 2,
  /** No such thing: the id in the path names nothing (a quote, a search index). */
  notFound: 4,
  /**
   * Incorrect format: the request, a field or an id is not one the call takes (a schema failure's
   * code when the route names no other); an id of the member's list that names nothing of theirs too.
   */
  format: 5,
  /** The access token has expired (a refresh token's too, on /auth/token): the client refreshes once and retries. */
  tokenExpired: 6,
  /** The access token is not one of ours, or its session has ended (a refresh token's too, on /auth/token). */
  tokenInvalid: 7,
  /** No access token (or, on a provider's webhook, no valid signature): not signed in. */
  tokenMissing: 8,
  /** Invalid member id: another member's (403: staff cannot act as a member either) or no member at all (404). */
  memberId: 1002,
  /** Too many attempts (sign-in, a password check, e-mail changes): 429 with retry-after, and the wait in the message. */
  tooManyAttempts: 1253,
  /** The most one may hold (§8 Basket's 'maximum quantity exceeded'; the favourites and stock alerts answer it for theirs). */
  tooMany: 2030,
  /** An unknown API path or file that no route serves (the HTTP status as the code). */
  noRoute: 404,
} as const;
