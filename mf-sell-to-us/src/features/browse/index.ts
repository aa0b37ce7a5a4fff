// What other sell-to-us features use of browsing what we buy (lint: a feature reaches another
// through its top-level files): one model by its id (a guest's price names it) and its shape.
export { getModel } from './api/search-models';
export type { BuyInModel, Department } from './api/types';
