// What the funnel's calls answer (GET quotations/models, attributes/buyinwizards): the wire
// contract both sides import (@shop/shared/api quotations.ts), named as the funnel reads it.
export type { BuyInModelListing as BuyInModel, BuyInDepartment as Department } from '@shop/shared/api';
