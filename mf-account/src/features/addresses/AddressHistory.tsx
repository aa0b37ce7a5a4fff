// Addresses used for past orders and not saved yet, each one click from the member's addresses.
import type { HistoryAddress, MemberAddress } from '@shop/shared/api';
import { t } from '../../i18n';
import { normaliseUkPostcode } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import styles from './addresses.module.css';

const sameKey = (a: { line1: string; line2: string; postcode: string }) => [a.line1.trim().toLowerCase(), a.line2.trim().toLowerCase(), normaliseUkPostcode(a.postcode) ?? a.postcode].join('|');

export function AddressHistory({ history, saved, onSave }: { history: HistoryAddress[]; saved: MemberAddress[]; onSave: (a: HistoryAddress) => void }) {
  const savedKeys = new Set(saved.map(sameKey));
  const unsaved = history.filter((a) => !savedKeys.has(sameKey(a)));
  if (unsaved.length === 0) return null;
  return (
    <section className={styles.history} aria-labelledby="address-history-title">
      <h3 id="address-history-title" className={styles.formTitle}>
        {t('account.addresses.historyTitle')}
      </h3>
      <ul className={styles.list}>
        {unsaved.map((a) => (
          <li key={sameKey(a)} className={styles.card}>
            <address className={styles.lines}>
              {[a.line1, a.line2, a.town, a.postcode].filter(Boolean).map((text) => (
                <span key={text}>{text}</span>
              ))}
            </address>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => onSave(a)} aria-label={t('account.addresses.saveFromHistoryLabel', { line: a.line1 })}>
                {t('account.addresses.saveFromHistory')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
