// The bench pages as they show before the staff session is known: the frame's heading and lead,
// with a loader where the sign-in or the bench goes. The server paints them as the pages' first
// view (prerender.tsx), which cannot know who is signed in (the staff session is in this tab's
// storage): the page's largest text is then in the HTML, and the live page keeps it in place.
import { useSearchParams } from 'react-router-dom';
import { GOODS_IN_ORDER_PARAM, isWebBuyOrderId } from '@shop/shared/rules';
import { Loader, PageLayout } from '@shop/shared/ui';
import { t } from '../../../i18n';
import styles from './goods-in.module.css';

/** The parcel code of /staff/goods-in/parcel?order=…, as typed or scanned (any case, spaces). */
export function useParcelCode(): string {
  const [params] = useSearchParams();
  return (params.get(GOODS_IN_ORDER_PARAM) ?? '').trim().toUpperCase();
}

export const arrivingHeading = () => ({ heading: t('pageTitle.goodsIn'), lead: t('goodsIn.lead') });
export const parcelHeading = (code: string) => ({
  heading: isWebBuyOrderId(code) ? t('goodsIn.parcel.title', { code }) : t('pageTitle.goodsInParcel'),
  lead: t('goodsIn.parcelLead'),
});

function BenchSkeleton({ heading, lead }: { heading: string; lead: string }) {
  return (
    <div className={styles.page}>
      <PageLayout heading={heading} lead={lead}>
        <Loader />
      </PageLayout>
    </div>
  );
}

export const ArrivingSkeleton = () => <BenchSkeleton {...arrivingHeading()} />;
export const ParcelSkeleton = () => <BenchSkeleton {...parcelHeading(useParcelCode())} />;
