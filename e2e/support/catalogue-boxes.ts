// Boxes of the deterministic catalogue that fit a journey, found through the public API.
import { expect, type APIRequestContext } from '@playwright/test';

export interface CatalogueBox {
  boxId: string;
  boxName: string;
  sellPrice: number;
  wasPrice: number | null;
  ecomQuantity: number;
  collectionQuantity: number;
  webSaleAllowed: number;
  boxSaleAllowed: number;
}

/** Every box on sale, in catalogue order (LL000001 on), read through the public API. */
async function* catalogue(request: APIRequestContext): AsyncGenerator<CatalogueBox> {
  for (let n = 1; n < 600; n++) {
    const res = await request.get(`/v3/boxes/LL${String(n).padStart(6, '0')}/detail`);
    if (!res.ok()) continue;
    const box = (await res.json()).response.data.boxDetails[0] as CatalogueBox;
    if (box.boxSaleAllowed) yield box;
  }
}

/** The first box that fits (or, with `skip`, the one after that many others that fit). */
export async function findBox(request: APIRequestContext, fits: (b: CatalogueBox) => boolean, { skip = 0 } = {}): Promise<CatalogueBox> {
  let seen = 0;
  for await (const box of catalogue(request)) if (fits(box) && seen++ === skip) return box;
  throw new Error('no box fits');
}

/** One box per test, each the first not yet taken that fits its test, in order. */
export async function findBoxes(request: APIRequestContext, wanted: Array<(b: CatalogueBox) => boolean>): Promise<CatalogueBox[]> {
  const found: CatalogueBox[] = [];
  for await (const box of catalogue(request)) {
    if (found.length === wanted.length) break;
    if (wanted[found.length]!(box)) found.push(box);
  }
  expect(found).toHaveLength(wanted.length);
  return found;
}
