// './favourites-agent': the account's headless part on the catalogue's pages. The catalogue
// renders plain buttons (the heart, 'Tell me when it's back') that emit catalogue:* requests;
// this agent owns the member calls and answers with account:favourites-changed and
// account:stock-alert-status, which the buttons show, account:coming-up (the children's next
// sizes, never a child) for the home page's catalogue:coming-up-shown, and account:child-sizes
// (sizes now and next) for the clothing listing's 'Fits my child'. Why events rather than an
// exposed component: the catalogue's listing stays as light as it is (a button, no account code, no
// second remote to load for a guest), and the pattern is the basket agent's, which the host
// already starts, hands requests to while it loads, and contains when it fails.
import { bus, type ShopEvents } from '@shop/shared/bus';
import { t } from './i18n';
import { session } from '@shop/shared/session';
import { getChildren } from './features/children/api/children';
import { favouritesStore } from './features/favourites/favourites-store';
import { addStockAlert } from './features/stock-alerts/api/add-stock-alert';
import { failureMessage } from './features/stock-alerts/api/client';
import { getStockAlertStatus } from './features/stock-alerts/api/get-stock-alert-status';

export type AgentRequest =
  | { type: 'catalogue:favourite-toggle-requested'; payload: ShopEvents['catalogue:favourite-toggle-requested'] }
  | { type: 'catalogue:stock-alert-requested'; payload: ShopEvents['catalogue:stock-alert-requested'] }
  | { type: 'catalogue:stock-alert-shown'; payload: ShopEvents['catalogue:stock-alert-shown'] }
  | { type: 'catalogue:coming-up-shown'; payload: ShopEvents['catalogue:coming-up-shown'] }
  | { type: 'catalogue:child-sizes-shown'; payload: ShopEvents['catalogue:child-sizes-shown'] };

let started = false;
/** A guest's request, carried out once they have signed in (the heart asks them to). */
let afterSignIn: AgentRequest | null = null;

const snackbar = (message: string, kind: 'success' | 'error') => bus.emit('host:show-snackbar', { message, kind, durationMs: kind === 'success' ? 2000 : 5000 });

/**
 * Alerts set on this page, per box: a status read started before one of them answers what was
 * true before it (a shopper who presses while the page still asks), and must not undo it.
 */
const alertsSet = new Map<string, number>();

async function alertMe(memberId: string, boxId: string, boxName?: string) {
  try {
    await addStockAlert(memberId, boxId);
    alertsSet.set(boxId, (alertsSet.get(boxId) ?? 0) + 1);
    bus.emit('account:stock-alert-status', { boxId, alerted: true });
    snackbar(t('stockAlerts.set', { name: boxName ?? t('favourites.item') }), 'success');
  } catch (error) {
    snackbar(failureMessage(error), 'error');
  }
}

/** The children's next clothes sizes, one entry per size (two children in one size are one). */
async function comingUp(memberId: string | null) {
  const children = memberId ? ((await getChildren(memberId).catch(() => null))?.children ?? []) : [];
  const sizes = new Map(children.flatMap((c) => (c.comingUp ? [[c.comingUp.url, c.comingUp] as const] : [])));
  bus.emit('account:coming-up', { sizes: [...sizes.values()].map(({ label, due, inStock, url }) => ({ label, due, inStock, url })) });
}

/**
 * The clothes sizes the children wear now and next, for the listing's 'Fits my child': each size
 * once, 'now' before 'next' when one child's now is another's next.
 */
async function childSizes(memberId: string | null) {
  const children = memberId ? ((await getChildren(memberId).catch(() => null))?.children ?? []) : [];
  const sizes = new Map<string, ShopEvents['account:child-sizes']['sizes'][number]>();
  for (const fit of ['now', 'next'] as const) {
    for (const child of children) {
      const stage = child.stages.find((s) => s.kind === 'clothing')?.[fit];
      if (stage?.shopSize && !sizes.has(stage.shopSize)) sizes.set(stage.shopSize, { fit, label: stage.label, shopSize: stage.shopSize });
    }
  }
  bus.emit('account:child-sizes', { sizes: [...sizes.values()] });
}

async function act(request: AgentRequest): Promise<void> {
  const memberId = session.memberId();
  if (request.type === 'catalogue:coming-up-shown') return comingUp(memberId);
  if (request.type === 'catalogue:child-sizes-shown') return childSizes(memberId);
  if (request.type === 'catalogue:stock-alert-shown') {
    const { boxId } = request.payload;
    const setBefore = alertsSet.get(boxId) ?? 0;
    const alerted = memberId ? await getStockAlertStatus(memberId, boxId).catch(() => false) : false;
    if ((alertsSet.get(boxId) ?? 0) !== setBefore) return; // an alert set meanwhile is newer than this read
    bus.emit('account:stock-alert-status', { boxId, alerted });
    return;
  }
  if (!memberId) {
    afterSignIn = request;
    bus.emit('host:open-dialog', { dialog: 'signIn' });
    return;
  }
  if (request.type === 'catalogue:favourite-toggle-requested') await favouritesStore.toggle(memberId, request.payload.boxId, request.payload.boxName);
  else await alertMe(memberId, request.payload.boxId, request.payload.boxName);
}

async function signedIn(memberId: string) {
  await favouritesStore.load(memberId).catch(() => undefined);
  const request = afterSignIn;
  afterSignIn = null;
  // A guest pressed the heart to add a favourite: one already kept stays kept.
  if (request?.type === 'catalogue:favourite-toggle-requested' && favouritesStore.has(request.payload.boxId)) return;
  if (request) await act(request);
}

/** Starts once; `pending` are the requests made before this module had loaded. */
export function startFavouritesAgent({ pending = [] }: { pending?: AgentRequest[] } = {}): void {
  if (!started) {
    started = true;
    for (const type of ['catalogue:favourite-toggle-requested', 'catalogue:stock-alert-requested', 'catalogue:stock-alert-shown', 'catalogue:coming-up-shown', 'catalogue:child-sizes-shown'] as const) {
      bus.on(type).subscribe((payload) => void act({ type, payload } as AgentRequest));
    }
    bus.on('host:signed-in').subscribe((e) => void signedIn(e.memberId));
    bus.on('host:signed-out').subscribe(() => {
      afterSignIn = null;
      favouritesStore.clear();
      bus.emit('account:coming-up', { sizes: [] });
      bus.emit('account:child-sizes', { sizes: [] });
    });
    const memberId = session.memberId();
    // One ids call per page for a member; none for a guest.
    if (memberId) void favouritesStore.load(memberId).catch(() => undefined);
  }
  pending.forEach((request) => void act(request));
}
