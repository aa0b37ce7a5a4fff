import { useState } from 'react';
import { bus } from '@shop/shared/bus';
import { t } from '@shop/shared/i18n';
import { session } from '@shop/shared/session';
import { Button, PageLayout } from '@shop/shared/ui';
import { OrderHistory } from '../features/orders/OrderHistory';
import styles from '../features/orders/orders.module.css';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'settings', label: 'Account settings' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** /myaccount (signed in only; the host guards it): the My Account tab list (§2). */
export function MyAccountPage() {
  const user = session.user();
  const [tab, setTab] = useState<TabId>('orders');
  return (
    <PageLayout heading={t('pageTitle.myAccount')} lead={user?.firstName ? `Hello ${user.firstName}.` : undefined}>
      <div role="tablist" aria-label="My account" className={styles.tabs}>
        {TABS.map((x) => (
          <button key={x.id} id={`tab-${x.id}`} role="tab" type="button" className={styles.tab} aria-selected={tab === x.id} aria-controls={`panel-${x.id}`} onClick={() => setTab(x.id)}>
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'orders' && user ? <OrderHistory memberId={user.memberId} /> : null}
        {tab === 'settings' ? (
          <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'changePassword' })}>Change password</Button>
        ) : null}
      </div>
    </PageLayout>
  );
}
