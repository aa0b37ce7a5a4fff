// Calls that take nothing (send a PIN, make an offer, cancel): their schema says the body is an
// empty object, and a call with no body at all is read as `{}`, so clients may send either.
import type { FastifyRequest } from 'fastify';

export const NO_FIELDS = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A preValidation hook: an absent body is read as `{}`. */
export const emptyBody = async (req: FastifyRequest) => {
  req.body ??= {};
};
