/** Browser-storage keys of spec §3, by meaning. One list, so sign-out can clear exactly these. */
export const STORAGE_KEYS = {
  cart: 'cart',
  user: 'user',
  tokenDetails: 'tokenDetails',
  voucherInfo: 'voucherInfo',
  selectedVouchers: 'selectedVouchers',
  webOrderNumber: 'webOrderNumber',
  emailUpdated: 'emailUpdated',
  memberDetails: 'memberDetails',
  sellToUsData: 'sellToUsData',
  defaultStoreDetails: 'defaultStoreDetails',
  addressInfo: 'addressInfo',
  lastSelectedPaymentType: 'lastSelectedPaymentType',
  redirectUrl: 'redirectUrl',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
