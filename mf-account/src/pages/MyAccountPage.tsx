import { bus } from '@shop/shared/bus';
import { t } from '@shop/shared/i18n';
import { session } from '@shop/shared/session';
import { Button, PageLayout } from '@shop/shared/ui';

/** /myaccount (signed in only; the host guards it). Its tabs come with later issues. */
export function MyAccountPage() {
  const name = session.user()?.firstName;
  return (
    <PageLayout heading={t('pageTitle.myAccount')} lead={name ? `Hello ${name}. Your orders, addresses, bank details, favourites and stock alerts live here.` : undefined}>
      <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'changePassword' })}>Change password</Button>
    </PageLayout>
  );
}
