// Every cross-remote event, declared once. Names are namespaced by the team that owns them
// ("<owner>:<what>"), so the bus shows who talks to whom.
import type { ConsentRecord } from '@shop/shared/consent';

export type DialogName =
  | 'consent'
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'verifyEmail'
  | 'signUpSuccess'
  | 'forgotPasswordSuccess'
  | 'resetPassword'
  | 'resetPasswordSuccess'
  | 'changePassword'
  | 'changePasswordSuccess'
  | 'genericError'
  | 'emailVerificationAlert';

/** Where a consent change came from: read from the device, a choice just made, or the member's history (merged at sign-in, or saved to it). */
export type ConsentOrigin = 'stored' | 'choice' | 'member';

export type SnackbarKind = 'info' | 'success' | 'warning' | 'error';

/** A snackbar's one action: its words, and the dialog it opens. */
export interface SnackbarAction {
  label: string;
  dialog: DialogName;
}

export interface ShopEvents {
  /** The number of items in the basket changed (owner: basket-checkout; host shows it). */
  'basket:count-changed': { count: number };
  /** A shopper asked to add a box to the basket (owner: catalogue; basket-checkout acts). */
  'basket:add-requested': { boxId: string; quantity: number; deliveryMethodId: 1 | 2; storeId?: string };
  /**
   * The boxes the member's own unpaid order holds for them, and its number (owner: basket-checkout;
   * after load, sign-in and each checkout try; empty when none or signed out). The catalogue shows
   * such a box as theirs to finish paying for, never as 'out of stock' to them (issue 30).
   */
  'basket:held-for-you': { orderNumber: string | null; boxIds: string[] };
  /** A member signed in (owner: account). */
  'account:signed-in': { memberId: string };
  /** The member confirmed a new e-mail address through the link (owner: account; the host updates the stored member details). */
  'account:email-changed': { memberId: string; email: string };
  /** The member proved their mobile at /verify-phone-number (owner: unlock; the host stores the fact and lets them on). */
  'unlock:mobile-verified': { memberId: string };
  /** An in-store membership was joined to the signed-in account at /unlock (owner: unlock; the host stores whether its mobile must be proved). */
  'unlock:membership-joined': { memberId: string; needsMobileVerification: boolean };
  /** The member's contact number changed in the account (owner: account; the host stores whether it must be proved again). */
  'account:contact-number-changed': { memberId: string; needsMobileVerification: boolean };
  /** The member signed out, or the session ended (owner: host). */
  'account:signed-out': { reason: 'user' | 'expired' };
  /** A shopper pressed the favourite heart of a box (owner: catalogue; the account's favourites agent acts). */
  'catalogue:favourite-toggle-requested': { boxId: string; boxName?: string };
  /** A shopper asked to be told when a box is back in stock (owner: catalogue; account acts). */
  'catalogue:stock-alert-requested': { boxId: string; boxName?: string };
  /** A page shows 'Tell me when it's back' for a box and needs to know if an alert is set (owner: catalogue). */
  'catalogue:stock-alert-shown': { boxId: string };
  /** The member's favourite box ids, after loading or any change; empty when signed out (owner: account). */
  'account:favourites-changed': { boxIds: string[] };
  /** Whether the member has an alert on a box (owner: account; answers catalogue:stock-alert-*). */
  'account:stock-alert-status': { boxId: string; alerted: boolean };
  /** A store was chosen for click-and-collect (owner: catalogue). */
  'catalogue:store-selected': { storeId: string; storeName: string };
  /** Open one dialog; by default every other auth dialog closes (owner: host). */
  'host:open-dialog': { dialog: DialogName; closeOthers?: boolean };
  /** The dialogs now open, newest last (owner: host's dialog manager; account renders them). */
  'host:dialogs-changed': { open: DialogName[] };
  /** Close one dialog, or all of them when none is named (owner: host). */
  'host:close-dialog': { dialog?: DialogName };
  /**
   * Show a snackbar; durationMs defaults to 5000 (basket warnings pass 2000). An action is a quiet
   * link-like button after the message that opens a dialog (e.g. 'Changed your mind? Sign in…');
   * what it offers must also be reachable elsewhere, as the snackbar goes.
   */
  'host:show-snackbar': { message: string; kind?: SnackbarKind; durationMs?: number; action?: SnackbarAction };
  /** A remote found that its route cannot be shown (failed validation -> 404). */
  'host:page-error': { status: 404 | 500 };
  /** Ask the host's please-wait loader to show or hide, keyed so callers do not clash. */
  'host:loading': { key: string; active: boolean };
  /**
   * The visitor's cookie choice by purpose (null: none yet), after it was read from the device
   * and on every change (owner: host's consent manager, `@shop/shared/consent`). Analytics,
   * session replay and marketing calls listen to it.
   */
  'host:consent-changed': { record: ConsentRecord | null; origin: ConsentOrigin };
  /** An analytics event for the data layer (the host pushes it, consent permitting). */
  'analytics:event': { event: string; params?: Record<string, unknown> };
}

export type ShopEventName = keyof ShopEvents;
