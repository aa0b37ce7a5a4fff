import { t } from '../i18n';
import { session } from '@shop/shared/session';
import { PageLayout } from '@shop/shared/ui';
import { AccountTabs } from '../features/account-tabs/AccountTabs';

/** /myaccount (signed in only; the host guards it): the My Account tab list (§2). */
export function MyAccountPage() {
  const user = session.user();
  return (
    <PageLayout heading={t('pageTitle.myAccount')} lead={user?.firstName ? t('account.hello', { name: user.firstName }) : undefined}>
      {user ? <AccountTabs memberId={user.memberId} /> : null}
    </PageLayout>
  );
}
