import { useApiData } from '@shop/shared/http';
import { api, memberPath } from '../../../api/client';
import type { IdProof } from '@shop/shared/api';
import type { InStoreDetail, LinkedMembership, Store } from './client';

export interface InStoreData {
  detail: InStoreDetail | null;
  stores: Store[];
  idProofs: IdProof[];
  /** In-store memberships joined to the account (by unlocking or combining): their credit and trades. */
  linked: LinkedMembership[];
  /** Store credit across every linked card, to spend online (issue 33 §2). */
  storeCreditPence: number;
}

/** Everything the tab shows, in one go: the detail, the stores to choose from, the ID checks, the linked memberships. */
export async function loadInStore(memberId: string): Promise<InStoreData> {
  const [detail, stores, idProofs, linked] = await Promise.all([
    api.get<{ inStoreDetail: InStoreDetail | null }>(memberPath(memberId, 'instoredetail')),
    api.get<{ stores: Store[] }>('/stores'),
    api.get<{ idProofs: IdProof[] }>(memberPath(memberId, 'idproofs')),
    api.get<{ memberships: LinkedMembership[]; storeCreditPence: number }>(memberPath(memberId, 'instoremembership')),
  ]);
  return {
    detail: detail.inStoreDetail,
    stores: stores.stores.map(({ storeId, storeName }) => ({ storeId, storeName })),
    idProofs: idProofs.idProofs,
    linked: linked.memberships,
    storeCreditPence: linked.storeCreditPence,
  };
}

/** The tab's data; `reload` after a change. */
export const useInStore = (memberId: string) => useApiData(`in-store:${memberId}`, () => loadInStore(memberId));
