import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mountRootParcel, navigateToUrl, type ParcelConfig } from 'single-spa';
import { bus } from '@shop/shared/bus';
import { consent } from '@shop/shared/consent';
import { t } from './i18n';
import { connectReporter, report, whenReportWaits } from '@shop/shared/reporting';
import { matchRoute } from '@shop/shared/routes';
import { BRAND_NAME, resolveHostConfig, type HostConfig } from '@shop/shared/rules';
import { session, STORAGE_KEYS } from '@shop/shared/session';
import { bootData } from './boot-data';
import { connectConsent } from './consent/connect-consent';
import { connectConversions } from './consent/conversions';
import { connectDataLayer } from './consent/data-layer';
import { connectSessionReplay } from './consent/session-replay';
import { yieldToBrowser } from './boot/yield-to-browser';
import { retireFirstView } from './first-view';
import { connectBasketAgent } from './federation/basket-agent';
import { connectRemoteBeacons } from './federation/beacons';
import { connectFavouritesAgent } from './federation/favourites-agent';
import { onFederationReport } from './federation/plugin-events';
import { loadExpose, registerRemotesFromBoot } from './federation/remotes';
import { watchStaleChunks } from './federation/stale-chunk';
import { startRouting, type ShellView } from './routing/start-routing';
import { createAuthHostClient } from './session/auth-host-client';
import { createAuthSession } from './session/auth-session';
import { connectDialogManager } from './shell/dialog-manager';
import { Shell, type ShellProps } from './shell/Shell';
import { registerServiceWorker } from './sw/update-watcher';

/** The account dialogs are mf-account's; they load on the first dialog request, not at boot. */
let dialogsLoading: Promise<unknown> | null = null;
function loadAccountDialogs() {
  dialogsLoading ??= loadExpose<ParcelConfig>('account', 'dialogs')
    .then((dialogs) => mountRootParcel(dialogs, { domElement: document.getElementById('shop-dialogs')! }).mountPromise)
    .catch((error) => {
      dialogsLoading = null;
      report.exception(error, { remote: 'account', phase: 'dialogs' });
      bus.emit('host:show-snackbar', { message: t('shell.signInUnavailable'), kind: 'error' });
    });
}

/** Runs `load` when the browser is idle after the first remote mounted (or 4 s at the latest). */
function afterFirstPaint(load: () => void) {
  let started = false;
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
  const go = () => !started && (started = true) && idle(load);
  window.addEventListener('single-spa:first-mount', go, { once: true });
  setTimeout(go, 4000);
}

/**
 * Error reporting over @sentry/browser. With a DSN, Sentry loads once the first page is on
 * screen (it is not needed to paint; reports queue until it is there). Without one nothing
 * leaves the page, so Sentry (and its tracing, a long task on slow phones) loads only when
 * the first report arrives; until then uncaught errors are forwarded here.
 */
function startErrorReporting(config: HostConfig | null): () => Promise<void> {
  let loaded: Promise<void> | null = null;
  const load = () =>
    (loaded ??= import(/* webpackChunkName: "error-reporting" */ './error-reporting/reporter').then(({ createErrorReporter }) => {
      const reporter = createErrorReporter({
        brand: BRAND_NAME,
        countryCode: config?.countryCode ?? 'unknown',
        environment: config?.environment ?? 'unknown',
        release: bootData().hostVersion,
        dsn: bootData().sentryDsn,
      });
      connectReporter(reporter);
      // The e2e tests and operators read what was reported when no DSN is set.
      void import('./error-reporting/in-page-transport').then((m) => ((window as { __shopReports?: unknown }).__shopReports = m.capturedReports));
    }));
  if (bootData().sentryDsn) {
    afterFirstPaint(() => void load());
    return load;
  }
  window.addEventListener('error', (e) => !loaded && report.exception(e.error ?? e.message, { phase: 'uncaught' }));
  whenReportWaits(() => void load());
  return load;
}

async function boot() {
  retireFirstView();
  // Before anything can report: a remote's reports carry its version and reach the API as beacons.
  connectRemoteBeacons();
  let config: HostConfig | null = null;
  let configError: unknown = null;
  try {
    config = resolveHostConfig(location.hostname);
  } catch (error) {
    configError = error;
  }
  // The visitor's cookie choice is read first: until it is known nothing optional runs.
  void consent.load();
  const loadReporter = startErrorReporting(config);
  watchStaleChunks();
  onFederationReport((r) => (r.kind === 'exception' ? report.exception(r.error, r.tags) : report.message(r.message ?? '', 'warning', r.tags)));
  window.addEventListener('unhandledrejection', (e) => report.exception(e.reason, { phase: 'unhandled' }));

  const root = createRoot(document.getElementById('shop-root')!);
  const auth = createAuthSession({
    storage: localStorage,
    navigate: navigateToUrl,
    authHost: createAuthHostClient(bootData().auth ?? { clientId: 'shop-web', clientSecret: '' }),
  });
  // A signed-in page's access token (memory only) comes from the refresh cookie, in flight while the page starts.
  auth.start();
  let props: ShellProps = { view: { kind: 'not-found' }, update: null, onSignOut: () => auth.signOut('user') };
  const render = (next: Partial<ShellProps>) => {
    props = { ...props, ...next };
    root.render(<Shell {...props} />);
  };

  if (configError) {
    report.exception(configError, { phase: 'config' });
    render({ view: { kind: 'server-error' } });
    return;
  }

  registerRemotesFromBoot();
  await yieldToBrowser();
  // The remote regions must exist before single-spa mounts anything into them. The shell renders
  // in a transition (React yields every few ms; in one go it was a 100 ms task on a slow phone).
  await new Promise<void>((shown) => startTransition(() => root.render(<Shell {...props} onShown={shown} />)));
  // The consent notice is the host's own (a small lazy chunk): it must not pull in the account remote.
  connectDialogManager(bus, (dialog) => dialog !== 'consent' && loadAccountDialogs());
  connectConsent(bus, consent, { afterFirstPaint, memberId: () => session.memberId() });
  connectSessionReplay(consent, { enabled: Boolean(bootData().sentryDsn), loadReporter });
  connectBasketAgent(bus, {
    afterFirstPaint,
    // The basket team's own pages, a member's live basket, or a guest basket the agent marked.
    basketMayExist: () => matchRoute(location.pathname)?.owner === 'basket-checkout' || session.isSignedIn() || localStorage.getItem(STORAGE_KEYS.basketInUse) !== null,
  });
  connectFavouritesAgent(bus, { afterFirstPaint, signedIn: () => session.isSignedIn() });
  // The data layer of spec §7, only with analytics consent (§5).
  connectDataLayer(bus, consent);
  // The conversion-tracking call of §7, only with marketing consent (§5); sent on by the API.
  connectConversions(bus, consent, { signedIn: () => session.isSignedIn(), accessToken: () => session.accessToken() });
  startRouting({ ...auth, onView: (view: ShellView) => render({ view }) });
  void registerServiceWorker((activate) => render({ update: { activate } })).catch((error) => report.exception(error, { phase: 'service-worker' }));
}

void boot();
