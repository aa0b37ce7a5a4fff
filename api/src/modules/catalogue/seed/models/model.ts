// A model the shop sells used: one real brand, the one category of its product line it belongs
// to, its new price (RRP) and the facts a parent looks for (attributeInfo).
import type { ItemKind } from '../wear.js';
import { toPence } from '@shop/shared/rules';

export interface Model {
  lineId: number;
  category: string;
  brand: string;
  /** The model's own name, without its brand (the box name adds the brand once). */
  model: string;
  /** New price (RRP) in pence. */
  newPrice: number;
  kind: ItemKind;
  facts: Record<string, string>;
}

/** Models of one category, written compactly: maker(brand, model, new price in pounds, facts). */
export const modelsOf =
  (lineId: number, category: string, kind: ItemKind) =>
  (brand: string, model: string, pounds: number, facts: Record<string, string>, ownKind: ItemKind = kind): Model => ({
    lineId,
    category,
    brand,
    model,
    newPrice: toPence(pounds),
    kind: ownKind,
    facts,
  });
