// Every cross-remote event, declared once, with the teams that emit it (SHOP_EVENT_EMITTERS).
// A fact is named after the team that emits it ("<emitter>:<what happened>"), so the bus shows
// who talks to whom; a request any team may send to the host's shell is "host:<what to do>".
// events.test.ts checks the names, and that every event has an emitter and a listener.
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
  /** A shopper asked to add a box to the basket (emitted by catalogue; basket-checkout acts). */
  'catalogue:add-to-basket-requested': { boxId: string; quantity: number; deliveryMethodId: 1 | 2; storeId?: string };
  /**
   * The boxes the member's own unpaid order holds for them, and its number (owner: basket-checkout;
   * after load, sign-in and each checkout try; empty when none or signed out). The catalogue shows
   * such a box as theirs to finish paying for, never as 'out of stock' to them (issue 30).
   */
  'basket:held-for-you': { orderNumber: string | null; boxIds: string[] };
  /** A member signed in (emitted by the host's session, whichever dialog or page signed them in). */
  'host:signed-in': { memberId: string };
  /** The member confirmed a new e-mail address through the link (owner: account; the host updates the stored member details). */
  'account:email-changed': { memberId: string; email: string };
  /** The member proved their mobile at /verify-phone-number (owner: unlock; the host stores the fact and lets them on). */
  'unlock:mobile-verified': { memberId: string };
  /** An in-store membership was joined to the signed-in account at /unlock (owner: unlock; the host stores whether its mobile must be proved). */
  'unlock:membership-joined': { memberId: string; needsMobileVerification: boolean };
  /** The member's contact number changed in the account (owner: account; the host stores whether it must be proved again). */
  'account:contact-number-changed': { memberId: string; needsMobileVerification: boolean };
  /** The member signed out, or the session ended (emitted by the host's session). */
  'host:signed-out': { reason: 'user' | 'expired' };
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
  /** A page shows what is coming up for the member's children and asks what it is (owner: catalogue; account answers). */
  'catalogue:coming-up-shown': Record<string, never>;
  /**
   * The next clothes sizes of the member's children: each size, the month it is due, how many are
   * in stock and the listing of them; empty for a guest or a member without children (owner:
   * account). Sizes and months only, never a child: nothing here names or dates a child.
   */
  'account:coming-up': { sizes: Array<{ label: string; due: string; inStock: number; url: string }> };
  /** The clothing listing offers 'Fits my child' and asks which sizes (owner: catalogue; account answers). */
  'catalogue:child-sizes-shown': Record<string, never>;
  /**
   * The clothes sizes the member's children wear now and the next ones (the catalogue's `size`
   * values), each once; empty for a guest or a member without children (owner: account). Sizes
   * only, never a child.
   */
  'account:child-sizes': { sizes: Array<{ fit: 'now' | 'next'; label: string; shopSize: string }> };
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
  /** A remote found that its route cannot be shown (failed validation -> 404); the host shows its error page. */
  'host:page-error': { status: 404 | 500 };
  /** Ask the host's please-wait loader to show or hide, keyed so callers do not clash. */
  'host:loading': { key: string; active: boolean };
  /**
   * The visitor's cookie choice by purpose (null: none yet), after it was read from the device
   * and on every change (owner: host's consent manager, `@shop/shared/consent`). Analytics,
   * session replay and marketing calls listen to it.
   */
  'host:consent-changed': { record: ConsentRecord | null; origin: ConsentOrigin };
  /** An analytics event for the data layer (any team sends it; the host pushes it, consent permitting). */
  'host:analytics-event': { event: string; params?: Record<string, unknown> };
}

export type ShopEventName = keyof ShopEvents;

/** The teams whose code emits bus events: the host and each remote. */
export type Team = 'host' | 'catalogue' | 'basket' | 'account' | 'sell-to-us' | 'unlock';

/**
 * Who emits each event. A fact lists its teams, first the one it is named after (others that
 * emit it are said why); 'any team' marks a request to the host's shell, named 'host:…' and
 * carried out by the host.
 */
export const SHOP_EVENT_EMITTERS: { readonly [K in ShopEventName]: readonly Team[] | 'any team' } = {
  // The host zeroes the count on sign-out, before the basket's agent hears of it.
  'basket:count-changed': ['basket', 'host'],
  'catalogue:add-to-basket-requested': ['catalogue'],
  'basket:held-for-you': ['basket'],
  'host:signed-in': ['host'],
  'account:email-changed': ['account'],
  'unlock:mobile-verified': ['unlock'],
  'unlock:membership-joined': ['unlock'],
  'account:contact-number-changed': ['account'],
  'host:signed-out': ['host'],
  'catalogue:favourite-toggle-requested': ['catalogue'],
  'catalogue:stock-alert-requested': ['catalogue'],
  'catalogue:stock-alert-shown': ['catalogue'],
  'account:favourites-changed': ['account'],
  'account:stock-alert-status': ['account'],
  'catalogue:coming-up-shown': ['catalogue'],
  'account:coming-up': ['account'],
  'catalogue:child-sizes-shown': ['catalogue'],
  'account:child-sizes': ['account'],
  'host:open-dialog': 'any team',
  'host:dialogs-changed': ['host'],
  'host:close-dialog': 'any team',
  'host:show-snackbar': 'any team',
  'host:page-error': 'any team',
  'host:loading': ['host'],
  // The host's consent manager runs from `@shop/shared/consent` (one copy for the page).
  'host:consent-changed': ['host'],
  'host:analytics-event': 'any team',
};
