// Which requests the waiting room looks at (docs/operations.md 'Waiting room'): pure, so the rule is read
// and tested in one place.
import { OPS_RELEASES_PATH, PREVIEW_EXIT_PATH, PREVIEW_PATH, WAITING_ROOM_PATH } from '@shop/shared/rules';

/**
 * Never queued: health checks (the balancer must see the truth), the deployment's static files
 * (the waiting page is the host's: it must load while its visitor waits), the queue call itself
 * and its page, robots.txt; staff routes (they take a staff token, and staff run the sale) and
 * the auth host (throttled per account and address already; a member's token refresh must not
 * fail mid-checkout, and staff must be able to sign in); the card provider's webhook (Adyen
 * tells how payments ended: it has no admission, and must never be turned away). The
 * operations page and its API (issue 21): a rollback is most needed when the shop is busiest.
 */
const NEVER_QUEUED = [
  /^\/(healthz|readyz)$/,
  /^\/(host|remotes)\//,
  /^\/(remotes-manifest\.json|sw\.js|favicon\.ico|robots\.txt)$/,
  /^\/v3\/queue$/,
  /^\/v3\/staff\//,
  /^\/v3\/ops\//,
  new RegExp(`^${OPS_RELEASES_PATH}$`),
  // Opening and leaving a preview (a team's look at a version): a redirect, no shopping.
  new RegExp(`^(${PREVIEW_PATH}|${PREVIEW_EXIT_PATH})$`),
  /^\/auth\//,
  /^\/v3\/payments\/adyen\/notifications$/,
  new RegExp(`^${WAITING_ROOM_PATH}$`),
];

/**
 * A checkout in progress: an admission that lapsed (a long 3-D Secure or PayPal visit) still
 * counts here, so a shopper is never sent to the back of the line with a basket half paid.
 */
const CHECKOUT = [/^\/v3\/(basket|websellorders|payments)(\/|$)/, /^\/(basket|buy)(\/|$)/, /^\/test-provider\//];

export const pathOf = (url: string) => url.split('?', 1)[0]!;
export const isNeverQueued = (path: string) => NEVER_QUEUED.some((re) => re.test(path));
export const isCheckout = (path: string) => CHECKOUT.some((re) => re.test(path));

/** A page of the shop (index.html for a route), as the deployment module serves it. */
export const isPageLoad = (method: string, path: string) => (method === 'GET' || method === 'HEAD') && !/^\/(v3|auth|dev|test-provider)\//.test(path) && !/\.\w+$/.test(path);
