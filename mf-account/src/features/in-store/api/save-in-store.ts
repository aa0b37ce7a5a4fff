import { api, memberPath, type Data, type InStoreDetail } from './client';

/** Sets the detail the first time (POST), changes it after (PUT). */
export async function saveInStore(memberId: string, input: { homeStoreId: number; membershipNumber: string | null }, exists: boolean): Promise<InStoreDetail> {
  const path = memberPath(memberId, 'instoredetail');
  const res = exists ? await api.put<Data<{ inStoreDetail: InStoreDetail }>>(path, input) : await api.post<Data<{ inStoreDetail: InStoreDetail }>>(path, input);
  return res.data.response.data.inStoreDetail;
}
