// /v3/quotations (spec §7 'Quotations') and /v3/attributes/buyinwizards (§7 'Attributes'): the
// sell-to-us API. Routes under /v3/quotations/:id are owner-checked by member-auth (the quote's
// member must be the token's); create and list act on the token's member.
import { FINAL_QUOTE_STATES, isCarSeatCategory, isSellToUsCategory, QUOTE_PRICE_LOCK_DAYS, QUOTE_TRANSITIONS } from '@shop/shared/rules';
import { type BuyInModelListing, GENERIC_CODES, QUOTE_CODES, QUOTE_STATES, type QuoteAnswer, type QuoteAnswersInput, type QuoteState } from '@shop/shared/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import type { PayoutChoiceChecks, PayoutChoiceInput } from './payout-choice.js';
import type { MemberQuoteView } from './member-view.js';
import { buyInModel, searchBuyInModels, type BuyInModel } from './buy-in-models.js';
import { questionsFor } from './questions.js';
import * as schemas from './schemas.js';
import type { QuotationService, QuoteStart } from './service.js';
import { emptyBody } from '../../http/empty-body.js';
import type { PhotoConsent } from './photo-consent.js';

type Id = { Params: { id: string } };
const modelView = (m: BuyInModel): BuyInModelListing => ({
  masterBoxId: m.masterBoxId,
  brand: m.brand,
  name: m.name,
  categoryId: m.categoryId,
  categoryName: m.categoryName,
  superCatId: m.superCatId,
  cashPrice: m.top.cash,
  exchangePrice: m.top.exchange,
});
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
// What anyone may read and every visitor reads alike: shared for five minutes.
const shared = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

export async function quotationRoutes(
  app: FastifyInstance,
  { quotations, payoutChoices, quoteView, photoConsent }: { quotations: QuotationService; payoutChoices: PayoutChoiceChecks; quoteView: MemberQuoteView; photoConsent: PhotoConsent },
) {
  app.get<{ Querystring: { categoryId: number; superCatId?: number } }>('/v3/quotations/questions', { schema: schemas.questionsSchema, config: { fieldCodes: schemas.questionsCodes } }, async (req, reply) => {
    const { categoryId } = req.query;
    if (!isSellToUsCategory(categoryId)) throw new ApiError(404, QUOTE_CODES.category, 'We do not buy items of that kind online.');
    if (req.query.superCatId !== undefined) {
      const [department] = await quotations.wizard(req.query.superCatId);
      if (!department!.categories.some((c) => c.categoryId === categoryId)) throw new ApiError(400, QUOTE_CODES.superCat, 'That department does not hold that kind of item.');
    }
    shared(reply);
    return ok({ categoryId, carSeat: isCarSeatCategory(categoryId), questions: questionsFor(categoryId) });
  });

  app.get<{ Querystring: { superCatId?: number } }>('/v3/attributes/buyinwizards', { schema: schemas.wizardSchema, config: { fieldCodes: schemas.questionsCodes } }, async (req, reply) => {
    const buyInWizards = await quotations.wizard(req.query.superCatId);
    shared(reply);
    return ok({ buyInWizards });
  });

  app.get('/v3/quotations/statuses', { schema: schemas.statusesSchema }, async (_req, reply) => {
    shared(reply);
    return ok({
      statuses: QUOTE_STATES.map((status) => ({ status, final: FINAL_QUOTE_STATES.includes(status) })),
      transitions: QUOTE_TRANSITIONS,
      priceLockDays: QUOTE_PRICE_LOCK_DAYS,
    });
  });

  app.get<{ Querystring: { query: string; categoryId?: number; limit: number } }>('/v3/quotations/models', { schema: schemas.modelsSchema }, async (req, reply) => {
    const { query, categoryId, limit } = req.query;
    if (categoryId !== undefined && !isSellToUsCategory(categoryId)) throw new ApiError(404, QUOTE_CODES.category, 'We do not buy items of that kind online.');
    if (categoryId === undefined && !query.trim()) throw new ApiError(400, GENERIC_CODES.format, 'Please type what you are selling.');
    shared(reply);
    return ok({
      models: searchBuyInModels(query, { categoryId, limit }).map(modelView),
    });
  });

  app.get<{ Params: { masterBoxId: string } }>('/v3/quotations/models/:masterBoxId', { schema: schemas.modelSchema, config: { fieldCodes: { masterBoxId: QUOTE_CODES.attributeItem } } }, async (req, reply) => {
    const m = buyInModel(req.params.masterBoxId);
    if (!m) throw new ApiError(404, QUOTE_CODES.attributeItem, 'We could not find that model among the ones we buy.');
    shared(reply);
    return ok({ model: modelView(m) });
  });

  // A guest's exact price (issue 32 §6): public, nothing stored; the answers carry over to the quote started on signing in.
  app.post<{ Body: QuoteStart & { answers: QuoteAnswer[] } }>('/v3/quotations/estimate', { schema: schemas.estimateSchema, config: { fieldCodes: schemas.estimateCodes } }, async (req, reply) => {
    noStore(reply);
    return ok({ estimate: await quotations.estimate(req.body) });
  });

  // --- the member's own quotes ---
  app.post<{ Body: { categoryId: number; superCatId?: number; masterBoxId: string; quantity: number } }>(
    '/v3/quotations/create',
    { schema: schemas.createSchema, config: { auth: 'member', fieldCodes: schemas.createCodes } },
    async (req, reply) => {
      const quotation = await quotations.create(requireMember(req).memberId, req.body);
      return noStore(reply).code(201).send(ok({ quotation }));
    },
  );

  app.get<{ Querystring: { status?: QuoteState; before?: string; limit: number } }>('/v3/quotations/list', { schema: schemas.listSchema, config: { auth: 'member' } }, async (req, reply) => {
    noStore(reply);
    return ok(await quotations.list(requireMember(req).memberId, req.query));
  });

  app.get<Id>('/v3/quotations/:id', { schema: schemas.getSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ quotation: await quoteView(quotations.detail(await quotations.load(req.params.id))) });
  });

  app.post<Id & { Body: QuoteAnswersInput }>('/v3/quotations/:id/questions', { schema: schemas.answersSchema, config: { fieldCodes: schemas.answersCodes } }, async (req, reply) => {
    noStore(reply);
    return ok({ quotation: await quotations.answer(req.params.id, requireMember(req).memberId, req.body.answers) });
  });

  app.post<Id>('/v3/quotations/:id/offer', { schema: schemas.offerSchema, preValidation: emptyBody }, async (req, reply) => {
    noStore(reply);
    return ok({ quotation: await quotations.offer(req.params.id, requireMember(req).memberId) });
  });

  app.put<Id & { Body: PayoutChoiceInput }>('/v3/quotations/:id/accept', { schema: schemas.acceptSchema, config: { fieldCodes: schemas.acceptCodes } }, async (req, reply) => {
    noStore(reply);
    const { memberId } = requireMember(req);
    const choice = await payoutChoices.check(memberId, req.body);
    return ok({ quotation: await quoteView(await quotations.accept(req.params.id, memberId, choice)) });
  });

  app.put<Id & { Body: { photosOnProductPage: boolean } }>('/v3/quotations/:id/photoconsent', { schema: schemas.photoConsentSchema }, async (req, reply) => {
    noStore(reply);
    await photoConsent(req.params.id, requireMember(req).memberId, req.body.photosOnProductPage);
    return ok({ quotation: await quoteView(quotations.detail(await quotations.load(req.params.id))) });
  });

  app.put<Id & { Body: { noWearToShow: boolean } }>('/v3/quotations/:id/nowear', { schema: schemas.noWearSchema }, async (req, reply) => {
    noStore(reply);
    return ok({ quotation: await quotations.noWearToShow(req.params.id, requireMember(req).memberId, req.body.noWearToShow) });
  });

  app.put<Id>('/v3/quotations/:id/cancel', { schema: schemas.cancelSchema, preValidation: emptyBody }, async (req, reply) => {
    noStore(reply);
    return ok({ quotation: await quotations.cancel(req.params.id, requireMember(req).memberId) });
  });
}
