// A parcel's booked collection (issue 32 §2): courier, day and tracking number, then the
// courier's scans as they arrive (collected, in transit, delivered to us), newest last.
import { t } from '../../i18n';
import type { ParcelCollection } from './api/types';
import { collectionDate, trackingTime, trackingWord } from './selling-words';
import styles from './selling.module.css';

export function Tracking({ collection }: { collection: ParcelCollection }) {
  return (
    <div className={styles.tracking}>
      <p className={styles.muted}>
        {t('account.selling.collectionBooked', { courier: collection.courier, date: collectionDate(collection.date) })} {t('account.selling.trackingNumber', { number: collection.trackingNumber })}
      </p>
      {collection.events.length > 0 ? (
        <ol className={styles.trackingEvents} aria-label={t('account.selling.trackingLabel')}>
          {collection.events.map((e) => (
            <li key={`${e.status}-${e.at}`}>
              <strong>{trackingWord(e.status)}</strong> <time dateTime={e.at}>{trackingTime(e.at)}</time>
              {e.location ? <span className={styles.muted}> · {e.location}</span> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
