import { t } from '../../i18n';
import type { PanelProps } from '../account-tabs/account-tabs';
import { DeleteAccount } from './DeleteAccount';
import { ExportData } from './ExportData';
import styles from './your-data.module.css';

/** Your data: download everything the shop holds on you; delete your account. */
export function YourDataPanel({ memberId }: PanelProps) {
  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby="your-data-export">
        <h3 id="your-data-export" className={styles.sectionTitle}>
          {t('account.yourData.exportTitle')}
        </h3>
        <ExportData memberId={memberId} />
      </section>
      <section className={styles.section} aria-labelledby="your-data-delete">
        <h3 id="your-data-delete" className={styles.sectionTitle}>
          {t('account.yourData.deleteTitle')}
        </h3>
        <p className={styles.lead}>{t('account.yourData.deleteLead')}</p>
        <DeleteAccount memberId={memberId} />
      </section>
    </div>
  );
}
