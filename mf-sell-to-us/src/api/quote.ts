// The member's quote, one call each: create, read, questions, answer, offer, accept, the photo question.
import { api, quotePath, type Data } from './client';
import type { PayoutChoice } from './payout-options';
import type { Answer, Question, Quotation } from './types';

type One = Data<{ quotation: Quotation }>;

export async function createQuote(input: { categoryId: number; masterBoxId: string }): Promise<Quotation> {
  return (await api.post<One>('/quotations/create', { ...input, quantity: 1 })).data.response.data.quotation;
}

export async function getQuote(quoteId: string): Promise<Quotation> {
  return (await api.get<One>(quotePath(quoteId))).data.response.data.quotation;
}

export async function getQuestions(categoryId: number): Promise<Question[]> {
  return (await api.get<Data<{ questions: Question[] }>>('/quotations/questions', { params: { categoryId } })).data.response.data.questions;
}

export async function answerQuestions(quoteId: string, answers: Answer[]): Promise<Quotation> {
  return (await api.post<One>(quotePath(quoteId, '/questions'), { answers })).data.response.data.quotation;
}

export async function makeOffer(quoteId: string): Promise<Quotation> {
  return (await api.post<One>(quotePath(quoteId, '/offer'), {})).data.response.data.quotation;
}

export async function acceptOffer(quoteId: string, payout: PayoutChoice): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/accept'), payout)).data.response.data.quotation;
}

/** The member's answer: may the shop show their photos on the product page when it sells the item on. */
export async function answerPhotoConsent(quoteId: string, photosOnProductPage: boolean): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/photoconsent'), { photosOnProductPage })).data.response.data.quotation;
}

/** The member's answer at upload: no wear or damage to show, so the wear close-up is not needed. */
export async function answerNoWear(quoteId: string, noWearToShow: boolean): Promise<Quotation> {
  return (await api.put<One>(quotePath(quoteId, '/nowear'), { noWearToShow })).data.response.data.quotation;
}

export type Estimate = Pick<Quotation, 'masterBoxId' | 'brand' | 'modelName' | 'categoryId' | 'quantity' | 'safety' | 'offer'>;

/** A guest's exact price for these answers (public; nothing is stored). */
export async function estimateOffer(input: { categoryId: number; masterBoxId: string; answers: Answer[] }): Promise<Estimate> {
  return (await api.post<Data<{ estimate: Estimate }>>('/quotations/estimate', { ...input, quantity: 1 })).data.response.data.estimate;
}
