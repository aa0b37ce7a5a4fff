// GET quotations/models: "What are you selling?" (public).
import { api, type Data } from './client';
import type { BuyInModel } from './types';

export async function searchModels(query: string): Promise<BuyInModel[]> {
  const answer = await api.get<Data<{ models: BuyInModel[] }>>('/quotations/models', { params: { query, limit: 10 } });
  return answer.data.response.data.models;
}
