// The parcel section (SendParcel) before the member's accepted items are in: its heading and lead,
// the same markup in the browser while they load and in the server's first view of the thank-you
// and send steps (pages/StepSkeletons).
import { t } from '../../../i18n';
import css from '../../../components/sell.module.css';

/** The parcel section (SendParcel) while the member's accepted items load. */
export function ParcelSkeleton() {
  return (
    <section className={css.section} aria-labelledby="parcel-title">
      <h2 id="parcel-title">{t('sell.parcel.title')}</h2>
      <p className={css.muted}>{t('sell.parcel.lead')}</p>
      <p className={css.muted}>{t('sell.parcel.loading')}</p>
    </section>
  );
}
