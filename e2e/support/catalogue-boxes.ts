// Boxes of the deterministic catalogue that fit a journey, found through the public API.
import type { APIRequestContext } from '@playwright/test';

export interface CatalogueBox {
  boxId: string;
  boxName: string;
  sellPrice: number;
  wasPrice: number | null;
  ecomQuantity: number;
  webSaleAllowed: number;
  boxSaleAllowed: number;
}

/** The first box (LL000001 on) that fits. */
export async function findBox(request: APIRequestContext, fits: (b: CatalogueBox) => boolean): Promise<CatalogueBox> {
  for (let n = 1; n < 600; n++) {
    const res = await request.get(`/v3/boxes/LL${String(n).padStart(6, '0')}/detail`);
    if (!res.ok()) continue;
    const box = (await res.json()).response.data.boxDetails[0] as CatalogueBox;
    if (fits(box)) return box;
  }
  throw new Error('no box fits');
}
