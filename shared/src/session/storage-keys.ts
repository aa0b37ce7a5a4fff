/** Browser-storage keys of spec §3, by meaning. One list, so sign-out can clear exactly these. */
export const STORAGE_KEYS = {
  cart: 'cart',
  user: 'user',
  /** §3's token key: no longer written (issue 31 §8: tokens are out of storage); a copy left by an
   *  earlier release is moved into the cookie once at start and removed. */
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
  /** Ours, not §3's: set while this browser's basket holds something, so the basket agent need
   *  not load on a first visit (the header count is 0 without it). */
  basketInUse: 'shop:basket-in-use',
  /** Ours: the /unlock attempt in progress in this tab (sessionStorage: its token and purpose), so a
   *  reload carries on where it was (GET onlineaccesstokendetails). Cleared when it ends. */
  unlockAttempt: 'shop:unlock-attempt',
  /** Ours: a staff sign-in on /ops/releases (sessionStorage: this tab only, never a member's
   *  session and never read by the member session's code). Cleared on the page's sign-out. */
  opsStaffSession: 'shop:ops-staff-session',
  /** Ours: a staff sign-in on the goods-in bench (/staff/goods-in; sessionStorage, this tab only). */
  goodsInStaffSession: 'shop:goods-in-staff-session',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
