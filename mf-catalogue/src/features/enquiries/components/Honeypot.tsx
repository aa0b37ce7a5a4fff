// The spam trap every enquiry form carries: a field off screen, out of the tab order and hidden
// from screen readers, so only a bot fills it (the API refuses a filled one with 1033).
import { useId } from 'react';
import { t } from '../../../i18n';
import { HONEYPOT_FIELD } from '@shop/shared/api';
import type { Registration } from '@shop/shared/form';
import styles from './enquiries.module.css';

export function Honeypot({ registration }: { registration: Registration }) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('enquiry.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} name={HONEYPOT_FIELD} />
    </div>
  );
}
