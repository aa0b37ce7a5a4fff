// The member's quote, one call each: create, read, questions, answer, offer, accept, the photo question.
import { api, quotePath } from '../../../api/client';
import type { PayoutChoice } from '../../payout';
import type { QuoteAnswer, QuoteQuestion } from '@shop/shared/api';
import type { Quotation } from './types';

type One = { quotation: Quotation };

export async function createQuote(input: { categoryId: number; masterBoxId: string }): Promise<Quotation> {
  return (await api.post<One>('/quotations/create', { ...input, quantity: 1 })).quotation;
}

export async function getQuote(quoteId: string): Promise<Quotation> {
  return (await api.get<One>(quotePath(quoteId))).quotation;
}

export async function getQuestions(categoryId: number): Promise<QuoteQuestion[]> {
  return (await api.get<{ questions: QuoteQuestion[] }>('/quotations/questions', { params: { categoryId } })).questions;
}

export async function answerQuestions(quoteId: string, answers: QuoteAnswer[]): Promise<Quotation> {
  return (await api.post<One>(quotePath(quoteId, '/questions'), { answers })).quotation;
}

export async function makeOffer(quoteId: string): Promise<Quotation> {
  return (await api.post<One>(quotePath(quoteId, '/offer'), {})).quotation;
}

export async function acceptOffer(quoteId: string, payout: PayoutChoice): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/accept'), payout)).quotation;
}

/** The member's answer: may the shop show their photos on the product page when it sells the item on. */
export async function answerPhotoConsent(quoteId: string, photosOnProductPage: boolean): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/photoconsent'), { photosOnProductPage })).quotation;
}

/** The member's answer at upload: no wear or damage to show, so the wear close-up is not needed. */
export async function answerNoWear(quoteId: string, noWearToShow: boolean): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/nowear'), { noWearToShow })).quotation;
}

export type Estimate = Pick<Quotation, 'masterBoxId' | 'brand' | 'modelName' | 'categoryId' | 'quantity' | 'safety' | 'offer'>;

/** A guest's exact price for these answers (public; nothing is stored). */
export async function estimateOffer(input: { categoryId: number; masterBoxId: string; answers: QuoteAnswer[] }): Promise<Estimate> {
  return (await api.post<{ estimate: Estimate }>('/quotations/estimate', { ...input, quantity: 1 })).estimate;
}
