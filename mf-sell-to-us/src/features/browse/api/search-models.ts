// GET quotations/models: "What are you selling?" (public).
import { api } from '../../../api/client';
import type { BuyInModel } from './types';

/** Models by the words typed (up to 30: 'buggy' finds every pushchair and stroller); within a category, no words lists them all (up to 50). */
export async function searchModels(query: string, categoryId?: number): Promise<BuyInModel[]> {
  const params = categoryId === undefined ? { query, limit: 30 } : { query, categoryId, limit: 50 };
  const answer = await api.get<{ models: BuyInModel[] }>('/quotations/models', { params });
  return answer.models;
}

/** One model we buy, by its id (public). */
export async function getModel(masterBoxId: string): Promise<BuyInModel> {
  return (await api.get<{ model: BuyInModel }>(`/quotations/models/${encodeURIComponent(masterBoxId)}`)).model;
}
