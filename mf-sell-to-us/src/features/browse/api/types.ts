// What the funnel's calls answer (api/src/modules/quotations/schemas.ts: GET quotations/models,
// attributes/buyinwizards): a model we buy with what we pay for one like new, and a department
// with the kinds we buy in it.
export interface BuyInModel {
  masterBoxId: string;
  brand: string;
  name: string;
  categoryId: number;
  categoryName: string;
  superCatId: number;
  cashPrice: number;
  exchangePrice: number;
}
export interface Department {
  superCatId: number;
  superCatFriendlyName: string;
  categories: Array<{ categoryId: number; categoryName: string }>;
}
