// /sell-to-us/send (signed in; issue 32 §1): the member's accepted items not yet in a parcel, sent
// from here whenever they come back: My account's 'Send it to us', /sell-to-us and the accepted
// e-mail all link to this page. The same SendParcel as the thank-you page.
import { Link } from 'react-router-dom';
import { t } from '../i18n';
import { PageLayout } from '@shop/shared/ui';
import { useSignedIn } from '../use-signed-in';
import { STEPS } from '../steps';
import { SendParcel } from '../features/send/components/SendParcel';
import { SendTo } from '../features/send/components/SendTo';

export function SendPage() {
  // Signed out, the host shows its sign-in in this page's place; it opens once signed in.
  return useSignedIn() ? <SendPageStep /> : null;
}

function SendPageStep() {
  return (
    <PageLayout heading={t('pageTitle.sellToUsSend')} lead={t('sell.send.lead')}>
      <SendParcel
        empty={
          <p>
            {t('sell.send.none')} <Link to={STEPS.start}>{t('sell.send.sellMore')}</Link>
          </p>
        }
      />
      <SendTo />
    </PageLayout>
  );
}
