import { t } from '../i18n';
import { session } from '@shop/shared/session';
import { PageLayout } from '@shop/shared/ui';
import { VerifyPhone } from '../features/verify-phone/components/VerifyPhone';

/** /verify-phone-number (spec §2): behind the unified-membership guard, so always a signed-in member's. */
export function VerifyPhonePage() {
  const memberId = session.memberId();
  return <PageLayout heading={t('pageTitle.verifyPhone')}>{memberId ? <VerifyPhone memberId={memberId} /> : null}</PageLayout>;
}
