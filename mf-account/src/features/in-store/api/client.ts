// What the In-store membership tab's calls send and answer: members/{id}/instoredetail and GET
// stores for the home store's choices. An ID check (members/{id}/idproofs, idproof/{id}) is the
// wire contract's IdProof (@shop/shared/api).

export interface Store {
  storeId: number;
  storeName: string;
}

export interface InStoreDetail {
  homeStore: Store;
  /** Stored form 'LL12345674'; shown as printed ('LL 1234 5674'). */
  membershipNumber: string | null;
}

/** One trade in store (GET members/{id}/instoremembership). */
export interface InStoreTrade {
  tradeId: string;
  tradedOn: string;
  storeId: number;
  storeName: string;
  /** bought: from the store; sold: to the store. */
  kind: 'bought' | 'sold';
  items: Array<{ name: string; pricePence: number }>;
  amountPence: number;
}

/** An in-store membership joined to this account (unlocked or combined). */
export interface LinkedMembership {
  membershipNumber: string;
  name: string;
  homeStore: Store;
  storeCreditPence: number;
  linkedHow: 'unlocked' | 'combined';
  linkedAt: string;
  mobileVerified: boolean;
  trades: InStoreTrade[];
}
