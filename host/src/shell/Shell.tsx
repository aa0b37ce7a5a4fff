import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { bus, useBusLatest } from '@shop/shared/bus';
import { t, tPlural } from '../i18n';
import { REMOTE_NAMES, routeFlagOn } from '@shop/shared/routes';
import { session } from '@shop/shared/session';
import { OPS_RELEASES_PATH, WAITING_ROOM_PATH } from '@shop/shared/rules';
import { Button, Loader, PageLayout } from '@shop/shared/ui';
import { bootData } from '../boot-data';
import { slotId } from '../federation/remote-slot';
import type { ShellView } from '../routing/start-routing';
import { announcementText } from './announcement';
import { HeaderSearch } from './HeaderSearch';
import { Snackbars } from './Snackbars';
import styles from './shell.module.css';

// The design-system gallery is the host's one page of its own: its chunk loads on that route alone.
const UiComponentsPage = lazy(() => import('../pages/UiComponentsPage').then((m) => ({ default: m.UiComponentsPage })));
const WaitingRoomPage = lazy(() => import('../pages/waiting-room/WaitingRoomPage').then((m) => ({ default: m.WaitingRoomPage })));
// The staff operations page (issue 21): its chunk (with its own texts) loads on /ops/releases alone.
const OpsReleasesPage = lazy(() => import(/* webpackChunkName: "ops-releases" */ '../pages/ops-releases/OpsReleasesPage').then((m) => ({ default: m.OpsReleasesPage })));

/** The host's own pages, by path; any other host route is the design-system gallery. */
const HOST_PAGES: Record<string, ComponentType> = { [WAITING_ROOM_PATH]: WaitingRoomPage, [OPS_RELEASES_PATH]: OpsReleasesPage };

// The preview banner: its own chunk, fetched only in a browser that previews a version (issue 21).
const PreviewBanner = lazy(() => import(/* webpackChunkName: "preview-banner" */ './PreviewBanner'));

const ANNOUNCEMENT_CLOSED = 'shop:announcement-closed';
// The data-protection notice: its own chunk, fetched only when it must show (issue 18 budget).
const ConsentNotice = lazy(() => import(/* webpackChunkName: "consent-notice" */ '../consent/ConsentNotice'));

function go(e: MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  navigateToUrl(e.currentTarget.href);
}

/**
 * A value the bus's events keep up to date. `read` gives it now: on the first render, and again
 * once subscribed, because the shell renders in a transition and an event sent between that
 * render and its effect would otherwise be missed (see useBusLatest).
 */
function useBusValue<T>(subscribe: (set: (v: T) => void) => () => void, read: () => T): T {
  const [value, setValue] = useState(read);
  // Subscribed once, on mount: callers pass new closures each render but the source never changes,
  // so the first pair is kept (a ref) rather than re-subscribing on every render.
  const source = useRef({ subscribe, read });
  useEffect(() => {
    const unsubscribe = source.current.subscribe(setValue);
    setValue(source.current.read());
    return unsubscribe;
  }, []);
  return value;
}

// 24 px outline icons (paths drawn for this shop), so the phone header needs no icon font.
const ICONS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  account: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  signOut: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  basket: 'M3 6h18l-2 11H5L3 6Zm5 0 2-3m6 3-2-3M9 10v4m6-4v4',
} as const;

function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const NAV_ID = 'shop-nav';

/**
 * The sections' menu on a phone (a disclosure button: the links show under the header while
 * open): the header stays two rows, logo and actions, then the search box. Closed by the
 * button, by Escape, and by going anywhere. A desktop shows the links and never the button.
 */
function useMenu() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener('single-spa:routing-event', close);
    return () => window.removeEventListener('single-spa:routing-event', close);
  }, []);
  return [open, setOpen] as const;
}

function Header({ onSignOut }: { onSignOut: () => void }) {
  const [menuOpen, setMenuOpen] = useMenu();
  const count = useBusLatest('basket:count-changed')?.count ?? 0;
  const signedIn = useBusValue(
    (set) => {
      const subs = [bus.on('host:signed-in').subscribe(() => set(true)), bus.on('host:signed-out').subscribe(() => set(false))];
      return () => subs.forEach((s) => s.unsubscribe());
    },
    () => session.isSignedIn(),
  );
  // Escape on the button or in the sections closes them (the search box keeps its own Escape).
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.getElementById(`${NAV_ID}-button`)?.focus();
  };
  return (
    <header className={styles.header}>
      <a className={styles.logo} href="/" onClick={go}>
        {t('brand.name')}
      </a>
      {/* Before the sections it opens, so Tab goes from it into them; a phone shows it left of the logo. */}
      <button type="button" id={`${NAV_ID}-button`} className={`${styles.action} ${styles.menuButton}`} aria-expanded={menuOpen} aria-controls={NAV_ID} onClick={() => setMenuOpen(!menuOpen)} onKeyDown={closeOnEscape}>
        <Icon path={ICONS.menu} />
        <span className={styles.label}>{t('nav.menu')}</span>
      </button>
      <nav id={NAV_ID} className={styles.nav} data-open={menuOpen} aria-label={t('nav.label')} onKeyDown={closeOnEscape}>
        <a href="/products" onClick={go}>
          {t('nav.shop')}
        </a>
        {routeFlagOn('sellToUsEnabled', bootData().flags) ? (
          <a href="/sell-to-us" onClick={go}>
            {t('nav.sellToUs')}
          </a>
        ) : null}
        <a href="/store" onClick={go}>
          {t('nav.stores')}
        </a>
        <a href="/brand-directory" onClick={go}>
          {t('nav.brands')}
        </a>
      </nav>
      <HeaderSearch />
      <div className={styles.account}>
        {/* On a phone the labels give way to icons (the label stays the accessible name): one row. */}
        {signedIn ? (
          <>
            <a className={styles.action} href="/myaccount" onClick={go}>
              <Icon path={ICONS.account} />
              <span className={styles.label}>{t('shell.myAccount')}</span>
            </a>
            <button type="button" className={styles.action} onClick={onSignOut}>
              <Icon path={ICONS.signOut} />
              <span className={styles.label}>{t('shell.signOut')}</span>
            </button>
          </>
        ) : (
          <button type="button" className={styles.action} onClick={() => bus.emit('host:open-dialog', { dialog: 'signIn' })}>
            <Icon path={ICONS.account} />
            <span className={styles.label}>{t('shell.signIn')}</span>
          </button>
        )}
        <a className={`${styles.action} ${styles.basket}`} href="/basket" onClick={go} aria-label={tPlural('shell.basketCount', count)}>
          <Icon path={ICONS.basket} />
          <span className={styles.label}>{t('shell.basket')}</span>{' '}
          <span className={styles.count} data-testid="basket-count">
            {count}
          </span>
        </a>
      </div>
    </header>
  );
}

/** The announcement bar: the content service's text with the delivery rule (announcement.ts). */
function AnnouncementBar() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(ANNOUNCEMENT_CLOSED) !== '1');
  const { delivery, texts } = bootData();
  const text = announcementText(texts?.announcement, delivery);
  if (!open || !text) return null;
  return (
    <div className={styles.announcement} role="region" aria-label={t('shell.announcementLabel')}>
      <span>{text}</span>
      <button
        type="button"
        aria-label={t('shell.announcementClose')}
        onClick={() => {
          sessionStorage.setItem(ANNOUNCEMENT_CLOSED, '1');
          setOpen(false);
        }}
      >
        ×
      </button>
    </div>
  );
}

function OfflineBar() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online ? null : (
    <div className={styles.offline} role="status">
      {t('shell.offline')}
    </div>
  );
}

function PleaseWait() {
  const active = useBusValue<boolean>(
    (set) => {
      const keys = new Set<string>();
      const sub = bus.on('host:loading').subscribe((e) => {
        if (e.active) keys.add(e.key);
        else keys.delete(e.key);
        set(keys.size > 0);
      });
      return () => sub.unsubscribe();
    },
    () => false,
  );
  return active ? (
    <div className={styles.loader}>
      <Loader />
    </div>
  ) : null;
}

function HostView({ view }: { view: ShellView }) {
  if (view.kind === 'not-found') {
    return (
      <div data-boundary="host" className={styles.errorPage}>
        <PageLayout heading={t('error.notFound')} lead={t('error.notFound.body')} />
        <a href="/" onClick={go}>
          {t('nav.home')}
        </a>
      </div>
    );
  }
  if (view.kind === 'server-error') {
    return (
      <div data-boundary="host" className={styles.errorPage}>
        <PageLayout heading={t('error.serverError')} lead={t('error.serverError.body')} />
      </div>
    );
  }
  if (view.kind === 'sign-in-required') {
    return (
      <div data-boundary="host" className={styles.errorPage}>
        <PageLayout heading={t(view.route.titleKey)} lead={t('shell.signInRequired')}>
          <Button onClick={() => bus.emit('host:open-dialog', { dialog: 'signIn' })}>{t('shell.signIn')}</Button>
        </PageLayout>
      </div>
    );
  }
  if (view.kind === 'page' && view.owner === 'host') {
    const Page = HOST_PAGES[view.route.path] ?? UiComponentsPage;
    return (
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    );
  }
  return null;
}

export interface ShellProps {
  view: ShellView;
  update: { activate: () => void } | null;
  onSignOut: () => void;
  /** Called once the shell is on the page: its remote regions exist from then on. */
  onShown?: () => void;
}

/** The consent notice, while the dialog manager has it open (first visit, or Cookie settings). */
function ConsentSlot() {
  const open = useBusLatest('host:dialogs-changed')?.open.includes('consent') ?? false;
  return open ? (
    <Suspense fallback={null}>
      <ConsentNotice />
    </Suspense>
  ) : null;
}

/** The frame every page shares; remotes render into their own regions inside <main>. */
export function Shell({ view, update, onSignOut, onShown }: ShellProps) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#shop-main">
        {t('shell.skipToContent')}
      </a>
      {bootData().preview ? (
        <Suspense fallback={null}>
          <PreviewBanner preview={bootData().preview!} />
        </Suspense>
      ) : null}
      <AnnouncementBar />
      <OfflineBar />
      {update ? (
        <div className={styles.newVersion} role="status" data-testid="new-version">
          <span>{t('shell.newVersion')}</span>
          <Button onClick={update.activate}>{t('shell.newVersionReload')}</Button>
        </div>
      ) : null}
      <Header onSignOut={onSignOut} />
      <PleaseWait />
      <main id="shop-main" className={styles.main}>
        <HostView view={view} />
        {REMOTE_NAMES.map((name) => (
          <div key={name} id={slotId(name)} />
        ))}
      </main>
      <footer className={styles.footer}>
        <p>
          {bootData().texts?.cookieMessage ?? t('shell.cookieMessage')}{' '}
          <a href="/cookies" onClick={go}>
            {t('shell.cookiePolicy')}
          </a>{' '}
          <button type="button" className={styles.cookieSettings} onClick={() => bus.emit('host:open-dialog', { dialog: 'consent' })}>
            {t('shell.cookieSettings')}
          </button>
        </p>
        {/* Where a family with a store card looks for the way online (issue 33 §1), while /unlock is open. */}
        {routeFlagOn('onDemandUnlock', bootData().flags) ? (
          <p>
            {t('shell.storeCard')}{' '}
            <a href="/unlock" onClick={go}>
              {t('shell.unlock')}
            </a>
          </p>
        ) : null}
        <p>
          © {new Date().getFullYear()} {t('brand.name')}
        </p>
      </footer>
      <div id="shop-dialogs" />
      <ConsentSlot />
      <Snackbars />
    </div>
  );
}
