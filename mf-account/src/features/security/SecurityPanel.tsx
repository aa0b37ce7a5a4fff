import { bus } from '@shop/shared/bus';
import { t } from '../../i18n';
import { Button } from '@shop/shared/ui';
import type { PanelProps } from '../account-tabs/account-tabs';
import { EmailChange } from './EmailChange';
import { SignOutEverywhere } from './SignOutEverywhere';
import styles from './security.module.css';

/** Security: the password (the change-password dialog is the account remote's own), the e-mail address, and where the member is signed in. */
export function SecurityPanel({ memberId }: PanelProps) {
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="security-password">
        <h3 id="security-password" className={styles.sectionTitle}>
          {t('account.security.passwordTitle')}
        </h3>
        <p>{t('account.security.passwordLead')}</p>
        <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'changePassword' })}>
          {t('account.security.changePassword')}
        </Button>
      </section>
      <section className={styles.section} aria-labelledby="security-email">
        <h3 id="security-email" className={styles.sectionTitle}>
          {t('account.security.emailTitle')}
        </h3>
        <EmailChange memberId={memberId} />
      </section>
      <section className={styles.section} aria-labelledby="security-sessions">
        <h3 id="security-sessions" className={styles.sectionTitle}>
          {t('account.security.sessionsTitle')}
        </h3>
        <SignOutEverywhere memberId={memberId} />
      </section>
    </div>
  );
}
