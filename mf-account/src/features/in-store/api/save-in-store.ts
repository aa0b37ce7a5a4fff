import { api, memberPath } from '../../../api/client';
import type { InStoreDetail } from './client';

/** Sets the detail the first time (POST), changes it after (PUT). */
export async function saveInStore(memberId: string, input: { homeStoreId: number; membershipNumber: string | null }, exists: boolean): Promise<InStoreDetail> {
  const path = memberPath(memberId, 'instoredetail');
  const saved = exists ? await api.put<{ inStoreDetail: InStoreDetail }>(path, input) : await api.post<{ inStoreDetail: InStoreDetail }>(path, input);
  return saved.inStoreDetail;
}
