import { navigateToUrl, registerApplication, start, triggerAppChange } from 'single-spa';
import { bus } from '@shop/shared/bus';
import { pageTitle } from '@shop/shared/i18n';
import { REMOTE_NAMES, sameOriginPath } from '@shop/shared/routes';
import { session } from '@shop/shared/session';
import { bootData } from '../boot-data';
import { createRemoteSlot } from '../federation/remote-slot';
import { viewFor, type View } from './view';

export type ShellView = View | { kind: 'server-error' };

interface RoutingDeps {
  rememberRedirect: (url: string) => void;
  takeRedirect: () => string | null;
  onView: (view: ShellView) => void;
}

const currentView = () =>
  viewFor(location.pathname, location.search, { signedIn: session.isSignedIn(), needsMobileVerification: session.user()?.needsMobileVerification === true, flags: bootData().flags, origin: location.origin });

function titleFor(view: ShellView): string {
  if (view.kind === 'not-found') return pageTitle('pageTitle.notFound');
  if (view.kind === 'server-error') return pageTitle('pageTitle.serverError');
  if (view.kind === 'redirect') return document.title;
  return pageTitle(view.route.titleKey);
}

/** The single-spa root config: one application per remote, active where the route table says. */
export function startRouting({ rememberRedirect, takeRedirect, onView }: RoutingDeps): void {
  for (const remote of REMOTE_NAMES) {
    registerApplication({
      name: remote,
      app: createRemoteSlot(remote),
      activeWhen: () => {
        const view = currentView();
        return view.kind === 'page' && view.owner === remote;
      },
    });
  }

  const show = (view: ShellView) => {
    document.title = titleFor(view);
    onView(view);
  };

  const onRoute = () => {
    const view = currentView();
    if (view.kind === 'redirect') {
      queueMicrotask(() => history.replaceState(history.state, '', view.to));
      return;
    }
    if (view.kind === 'sign-in-required') {
      rememberRedirect(location.pathname + location.search);
      bus.emit('host:open-dialog', { dialog: 'signIn' });
    }
    show(view);
  };

  window.addEventListener('single-spa:before-routing-event', onRoute);
  bus.on('host:page-error').subscribe((e) => show(e.status === 404 ? { kind: 'not-found' } : { kind: 'server-error' }));
  // Signing in or out changes what guarded routes show, even where the URL stays the same.
  const rerouteHere = () => {
    onRoute();
    void triggerAppChange();
  };
  bus.on('host:signed-in').subscribe(() => {
    bus.emit('host:close-dialog', {});
    // Stored by this page, but read back like any return value: only a page of the shop.
    const here = location.pathname + location.search;
    const wanted = sameOriginPath(takeRedirect(), location.origin, { fallback: here });
    if (wanted !== here) navigateToUrl(wanted);
    else rerouteHere();
  });
  bus.on('host:signed-out').subscribe(rerouteHere);
  // The unified-membership guard's fact changed (the auth session stored it first): /verify-phone-number goes on to where the member was going.
  const rerouteAfterStored = () => queueMicrotask(rerouteHere);
  bus.on('unlock:mobile-verified').subscribe(rerouteAfterStored);
  bus.on('account:contact-number-changed').subscribe(rerouteAfterStored);
  bus.on('unlock:membership-joined').subscribe(rerouteAfterStored);

  onRoute();
  start({ urlRerouteOnly: true });
}
