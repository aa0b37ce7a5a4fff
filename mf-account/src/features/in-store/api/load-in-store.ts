import { useCallback, useEffect, useState } from 'react';
import { api, memberPath, type Data, type IdProof, type InStoreDetail, type LinkedMembership, type Store } from './client';

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
    api.get<Data<{ inStoreDetail: InStoreDetail | null }>>(memberPath(memberId, 'instoredetail')),
    api.get<Data<{ stores: Store[] }>>('/stores'),
    api.get<Data<{ idProofs: IdProof[] }>>(memberPath(memberId, 'idproofs')),
    api.get<Data<{ memberships: LinkedMembership[]; storeCreditPence: number }>>(memberPath(memberId, 'instoremembership')),
  ]);
  return {
    detail: detail.data.response.data.inStoreDetail,
    stores: stores.data.response.data.stores.map(({ storeId, storeName }) => ({ storeId, storeName })),
    idProofs: idProofs.data.response.data.idProofs,
    linked: linked.data.response.data.memberships,
    storeCreditPence: linked.data.response.data.storeCreditPence,
  };
}

/** The tab's data; `reload` after a change. Ignores answers that come after unmount. */
export function useInStore(memberId: string) {
  const [data, setData] = useState<InStoreData | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    loadInStore(memberId).then(
      (d) => live && (setData(d), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [memberId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, reload };
}
