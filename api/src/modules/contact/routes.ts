// /v3/contact/enquirytypes, /v3/contact/enquiry, /v3/contact/requestprice (spec §7 'Contact,
// feedback, franchise'). Public: a signed-in member's token, when sent, ties the enquiry to them
// and lets their order be checked as theirs. Answers about a person are no-store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnquiryInput, PriceRequestInput } from '@shop/shared/api';
import { ok } from '../../http/envelope.js';
import type { TokenService } from '../auth/tokens.js';
import { ENQUIRY_TYPES } from './enquiry-types.js';
import * as schemas from './schemas.js';
import type { ContactService } from './service.js';
import type { SpamGuard } from './spam-guard.js';

/** The calling member when a token is sent (an invalid one is refused, as on member routes). */
export const optionalMember = async (tokens: TokenService, req: FastifyRequest) => (req.headers.authorization ? (await tokens.verifyAccess(req.headers.authorization)).memberId : null);

export async function contactRoutes(app: FastifyInstance, { contact, spam, tokens }: { contact: ContactService; spam: SpamGuard; tokens: TokenService }) {
  app.get('/v3/contact/enquirytypes', { schema: schemas.enquiryTypesSchema }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok({ enquiryTypes: ENQUIRY_TYPES });
  });

  app.post<{ Body: EnquiryInput }>('/v3/contact/enquiry', { schema: schemas.enquirySchema, config: { fieldCodes: schemas.enquiryCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const memberId = await optionalMember(tokens, req);
    await spam.check(req, 'contact', req.body.website);
    return reply.code(201).send(ok(await contact.enquire(req.body, memberId)));
  });

  app.post<{ Body: PriceRequestInput }>('/v3/contact/requestprice', { schema: schemas.requestPriceSchema, config: { fieldCodes: schemas.requestPriceCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const memberId = await optionalMember(tokens, req);
    await spam.check(req, 'price', req.body.website);
    return reply.code(201).send(ok(await contact.requestPrice(req.body, memberId)));
  });
}
