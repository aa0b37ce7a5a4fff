import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../i18n';
import { Loader, Tabs } from '@shop/shared/ui';
import { ACCOUNT_TABS, DEFAULT_TAB, tabFromSearch } from './account-tabs';
import styles from './account-tabs.module.css';

const PANEL_ID = 'account-tab-panel';

/**
 * The design system's tab list (vertical beside the panel; on a phone, wrapped rows above it, every tab in sight). Each tab
 * is its own URL, so a deep link opens it and the back button returns to the tab before.
 */
export function AccountTabs({ memberId }: { memberId: string }) {
  const [search, setSearch] = useSearchParams();
  const current = tabFromSearch(search);
  return (
    <div className={styles.layout}>
      <Tabs
        label={t('account.tabs')}
        tabs={ACCOUNT_TABS.map((tab) => ({ id: tab.id, label: t(tab.titleKey) }))}
        selected={current.id}
        onSelect={(id) => setSearch(id === DEFAULT_TAB ? {} : { tab: id })}
        idPrefix="account-tab"
        panelId={PANEL_ID}
        orientation="vertical"
        className={styles.tabList}
      />
      <section role="tabpanel" id={PANEL_ID} aria-labelledby={`account-tab-${current.id}`} className={styles.panel} tabIndex={0}>
        <h2 className={styles.panelTitle}>{t(current.titleKey)}</h2>
        <Suspense fallback={<Loader />}>
          <current.Panel memberId={memberId} />
        </Suspense>
      </section>
    </div>
  );
}
