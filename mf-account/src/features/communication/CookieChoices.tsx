// The member's cookie choices (issue 18) in the communication tab: what the consent manager holds
// for this visitor, and a button that reopens the host's data-protection notice through the bus
// (a remote never imports the host). The host saves a member's choice to their history.
import { useEffect, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { consent, OPTIONAL_PURPOSES, recordAllows, type ConsentRecord } from '@shop/shared/consent';
import { t } from '../../i18n';
import { Button } from '@shop/shared/ui';
import styles from './communication.module.css';
import { dateFormat } from '@shop/shared/rules';

const dateTime = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export function CookieChoices() {
  const [record, setRecord] = useState<ConsentRecord | null>(() => bus.latest('host:consent-changed')?.record ?? consent.record());
  useEffect(() => {
    const sub = bus.on('host:consent-changed').subscribe((e) => setRecord(e.record));
    return () => sub.unsubscribe();
  }, []);

  return (
    <section aria-labelledby="cookie-choices-title" className={styles.form}>
      <h3 id="cookie-choices-title" className={styles.sectionTitle}>
        {t('account.communication.cookiesTitle')}
      </h3>
      <p className={styles.lead}>{t('account.communication.cookiesLead')}</p>
      {record ? (
        <>
          <dl className={styles.cookieList} data-testid="cookie-choices">
            {OPTIONAL_PURPOSES.map((p) => (
              <div key={p} className={styles.consent}>
                <dt>{t(`consent.purpose.${p}`)}</dt>
                <dd>{t(recordAllows(record, p) ? 'consent.on' : 'consent.off')}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.lead}>{t('consent.summary', { date: dateTime.format(new Date(record.chosenAt)) })}</p>
        </>
      ) : (
        <p className={styles.lead}>{t('consent.none')}</p>
      )}
      <div>
        <Button variant="secondary" onClick={() => bus.emit('host:open-dialog', { dialog: 'consent' })}>
          {t('account.communication.cookiesChange')}
        </Button>
      </div>
    </section>
  );
}
