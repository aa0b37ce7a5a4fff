import { Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '@shop/shared/i18n';
import { Loader } from '@shop/shared/ui';
import { ACCOUNT_TABS, DEFAULT_TAB, tabFromSearch } from './account-tabs';
import styles from './account-tabs.module.css';

/**
 * The tab list (WAI-ARIA tabs: arrow keys, Home and End move between tabs). Each tab is its own
 * URL, so a deep link opens it and the back button returns to the tab before.
 */
export function AccountTabs({ memberId }: { memberId: string }) {
  const [search, setSearch] = useSearchParams();
  const current = tabFromSearch(search);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  // On a phone the tab list scrolls sideways: the selected tab is brought fully into view, so a
  // deep link to a later tab (or an arrow key) never leaves it cut off at the edge.
  const currentIndex = ACCOUNT_TABS.indexOf(current);
  useEffect(() => {
    buttons.current[currentIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentIndex]);

  const open = (id: string, focus = false) => {
    setSearch(id === DEFAULT_TAB ? {} : { tab: id });
    if (focus) buttons.current[ACCOUNT_TABS.findIndex((tab) => tab.id === id)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = ACCOUNT_TABS.length - 1;
    const next = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    open(ACCOUNT_TABS[(next + ACCOUNT_TABS.length) % ACCOUNT_TABS.length]!.id, true);
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label={t('account.tabs')} aria-orientation="vertical" className={styles.tabs}>
        {ACCOUNT_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            id={`account-tab-${tab.id}`}
            role="tab"
            type="button"
            className={styles.tab}
            aria-selected={tab === current}
            aria-controls="account-tab-panel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => open(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(tab.titleKey)}
          </button>
        ))}
      </div>
      <section role="tabpanel" id="account-tab-panel" aria-labelledby={`account-tab-${current.id}`} className={styles.panel} tabIndex={0}>
        <h2 className={styles.panelTitle}>{t(current.titleKey)}</h2>
        <Suspense fallback={<Loader />}>
          <current.Panel memberId={memberId} />
        </Suspense>
      </section>
    </div>
  );
}
