// The route table of spec §2: the contract between the host (which activates remotes and
// guards routes) and each remote (which renders a page for every route it owns). Declared
// once here so both sides read the same list; a remote's own test proves it has a page for
// each of its routes.
import { sameOriginPath } from './same-origin-path';

export const REMOTE_NAMES = ['catalogue', 'basket-checkout', 'account', 'sell-to-us', 'unlock'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Who renders a route: a remote, or the host itself. */
export type RouteOwner = RemoteName | 'host';

export type Guard = 'auth' | 'unified-membership';
/** The §6 flags that gate routes, and what a missing flag means (older boot data, tests). */
export const ROUTE_FLAG_DEFAULTS = { onDemandUnlock: false, sellToUsEnabled: true } as const;
export type FeatureFlag = keyof typeof ROUTE_FLAG_DEFAULTS;

/** Is a flag-gated route's flag on, with its default when the flags do not say? */
export const routeFlagOn = (flag: FeatureFlag, flags: Partial<Record<string, boolean>>): boolean => flags[flag] ?? ROUTE_FLAG_DEFAULTS[flag];

export interface RouteDef {
  path: string;
  owner: RouteOwner;
  guard?: Guard;
  /** The route exists only while this flag is on; otherwise it redirects to '/'. */
  flag?: FeatureFlag;
  titleKey: string;
  /** Failed validation shows 'Page Not Found' (spec §2). */
  validate?: (search: URLSearchParams) => boolean;
}

const r = (path: string, owner: RouteOwner, titleKey: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  path,
  owner,
  titleKey,
  ...extra,
});

/**
 * The listing searches the text in its `q` parameter: the header's search form (the host's, made
 * better by the catalogue's './search-box') and the listing's own box both read and write this
 * one parameter, so the URL is the one place the query lives.
 */
export const LISTING_PATH = '/products';
export const LISTING_QUERY_PARAM = 'q';

export const ROUTES: readonly RouteDef[] = [
  r('/', 'catalogue', 'pageTitle.home'),
  r('/clm', 'catalogue', 'pageTitle.clm'),
  r('/faq', 'catalogue', 'pageTitle.faq'),
  r('/blog', 'catalogue', 'pageTitle.blog'),
  // One post (?id=) or press release (?press=): without a well-formed one it is Page Not Found.
  r('/blog-detail', 'catalogue', 'pageTitle.blogDetail', {
    validate: (q) => /^[a-z0-9][a-z0-9-]{0,79}$/i.test(((q.has('press') ? q.get('press') : q.get('id')) ?? '').trim()),
  }),
  r('/about', 'catalogue', 'pageTitle.about'),
  r('/store', 'catalogue', 'pageTitle.store'),
  r('/terms', 'catalogue', 'pageTitle.terms'),
  r('/landing', 'catalogue', 'pageTitle.landing'),
  r('/cookies', 'catalogue', 'pageTitle.cookies'),
  r('/policy/cookies', 'catalogue', 'pageTitle.cookies'),
  r('/privacy', 'catalogue', 'pageTitle.privacy'),
  r('/policy/privacy', 'catalogue', 'pageTitle.privacy'),
  r(LISTING_PATH, 'catalogue', 'pageTitle.products'),
  r('/product-detail', 'catalogue', 'pageTitle.productDetail', {
    validate: (q) => /^[a-z0-9][a-z0-9-]{0,63}$/.test(q.get('id') ?? ''),
  }),
  r('/brand-directory', 'catalogue', 'pageTitle.brandDirectory'),
  r('/feedback', 'catalogue', 'pageTitle.feedback'),
  r('/contactus', 'catalogue', 'pageTitle.contactUs'),
  r('/franchise', 'catalogue', 'pageTitle.franchise'),
  r('/careers', 'catalogue', 'pageTitle.careers'),
  r('/basket', 'basket-checkout', 'pageTitle.basket'),
  r('/buy', 'basket-checkout', 'pageTitle.buy', { guard: 'auth' }),
  r('/buy/process', 'basket-checkout', 'pageTitle.buyProcess', { guard: 'auth' }),
  r('/buy/thankyou', 'basket-checkout', 'pageTitle.thankYou'),
  r('/myaccount', 'account', 'pageTitle.myAccount', { guard: 'auth' }),
  r('/member/verifyEmail', 'account', 'pageTitle.verifyEmail'),
  r('/member/resetpassword', 'account', 'pageTitle.resetPassword'),
  // The 'coming up' e-mail's unsubscribe link (issue 37): no sign-in, its token says whose.
  r('/email-preferences', 'account', 'pageTitle.emailPreferences'),
  r('/sell-to-us', 'sell-to-us', 'pageTitle.sellToUs', { flag: 'sellToUsEnabled' }),
  r('/sell-to-us/upload', 'sell-to-us', 'pageTitle.sellToUsUpload', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/sell-to-us/category', 'sell-to-us', 'pageTitle.sellToUsCategory', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/sell-to-us/supercats', 'sell-to-us', 'pageTitle.sellToUsSupercats', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/sell-to-us/thank-you', 'sell-to-us', 'pageTitle.sellToUsThankYou', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/sell-to-us/quotation-questions', 'sell-to-us', 'pageTitle.sellToUsQuestions', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/sell-to-us/send', 'sell-to-us', 'pageTitle.sellToUsSend', { guard: 'auth', flag: 'sellToUsEnabled' }),
  r('/unlock', 'unlock', 'pageTitle.unlock', { flag: 'onDemandUnlock' }),
  r('/verify-phone-number', 'unlock', 'pageTitle.verifyPhone', { guard: 'unified-membership' }),
  r('/ui-components', 'host', 'pageTitle.uiComponents'),
  // The waiting room (issue 20): where page loads go while the shop is over capacity (WAITING_ROOM_PATH).
  r('/waiting-room', 'host', 'pageTitle.waitingRoom'),
  // The operations page (issue 21, OPS_RELEASES_PATH): staff sign in on the page itself (a staff
  // token, never a member's), so it has no member guard; robots stay out of every host page.
  r('/ops/releases', 'host', 'pageTitle.opsReleases'),
  // The goods-in bench (issue 35, GOODS_IN_PATH / GOODS_IN_PARCEL_PATH in @shop/shared/rules): the
  // sell-to-us team's staff pages, where members' parcels are received, inspected and paid. Staff
  // sign in on the page (a staff token, never a member's): no member guard, in no member's menu.
  r('/staff/goods-in', 'sell-to-us', 'pageTitle.goodsIn'),
  r('/staff/goods-in/parcel', 'sell-to-us', 'pageTitle.goodsInParcel'),
];

/**
 * The unified-membership guard (spec §2, §6; its rules are not shown, so they are designed here and
 * written down in mf-unlock's README). A signed-in member whose account is joined to an in-store
 * membership with an unproved mobile (`needsMobileVerification`, from GET members/{id}) proves it
 * at /verify-phone-number before any member (`auth`) page, then goes on to where they were going.
 */
export const VERIFY_PHONE_PATH = '/verify-phone-number';
/** Where /verify-phone-number sends the member once the mobile is proved. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * Member pages the guard never closes (issue 33 §1): the profile, where a mistyped contact number
 * is put right (the number to prove is the account's), and Your data, where a member reads,
 * downloads or deletes what the shop keeps about them. Path to the `tab` values of /myaccount.
 */
export const OPEN_WHILE_VERIFYING: Readonly<Record<string, readonly string[]>> = { '/myaccount': ['profile', 'your-data'] };
/** The /myaccount tab where the contact number is changed, and the one of the member's data. */
export const PROFILE_TAB_PATH = '/myaccount?tab=profile';
export const YOUR_DATA_TAB_PATH = '/myaccount?tab=your-data';

const openWhileVerifying = (route: RouteDef, wanted: string) => OPEN_WHILE_VERIFYING[route.path]?.includes(new URLSearchParams(wanted.split('?')[1]?.split('#')[0] ?? '').get('tab') ?? '') === true;

/** What the guards read from the session. */
export interface GuardFacts {
  signedIn: boolean;
  needsMobileVerification: boolean;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'sign-in' } | { kind: 'redirect'; to: string };

/** A page of this shop to return to (never another site, never the verify page itself), else '/myaccount'. */
export function safeReturnTo(value: string | null | undefined, origin: string): string {
  return sameOriginPath(value, origin, {
    fallback: '/myaccount',
    accept: (pathname) => {
      const route = matchRoute(pathname);
      return route !== undefined && route.path !== VERIFY_PHONE_PATH;
    },
  });
}

/** The guards of a route for these facts; `wanted` is the path and query asked for, `origin` the shop's. */
export function guardDecision(route: RouteDef, facts: GuardFacts, wanted: string, origin: string): GuardDecision {
  if (route.guard === 'auth') {
    if (!facts.signedIn) return { kind: 'sign-in' };
    if (facts.needsMobileVerification && !openWhileVerifying(route, wanted)) return { kind: 'redirect', to: `${VERIFY_PHONE_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(wanted)}` };
  }
  if (route.guard === 'unified-membership') {
    // The page proves a member's own number: a guest signs in first; a member with nothing to prove goes on.
    if (!facts.signedIn) return { kind: 'sign-in' };
    if (!facts.needsMobileVerification) return { kind: 'redirect', to: safeReturnTo(new URLSearchParams(wanted.split('?')[1] ?? '').get(RETURN_TO_PARAM), origin) };
  }
  return { kind: 'pass' };
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route for a path (exact match, a trailing slash ignored), or undefined: 404. */
export function matchRoute(pathname: string): RouteDef | undefined {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.path === path);
}

/** Does the route take these query parameters? A route that does not is Page Not Found. */
export function routeAccepts(route: RouteDef, search: URLSearchParams): boolean {
  return !route.validate || route.validate(search);
}

export function routesOwnedBy(owner: RouteOwner): RouteDef[] {
  return ROUTES.filter((route) => route.owner === owner);
}
