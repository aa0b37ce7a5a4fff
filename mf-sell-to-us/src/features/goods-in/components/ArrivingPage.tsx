// /staff/goods-in: the parcels on their way, oldest first, each item with its declared grade, how
// it is paid and the member's tolerance, and who has it open; a scan (or a typed code and Enter)
// opens a parcel. The list reads itself again on every change the live stream reports.
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { formatMoney, GOODS_IN_ORDER_PARAM, GOODS_IN_PARCEL_PATH, modelDisplayName } from '@shop/shared/rules';
import { Loader } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { getArriving } from '../api/arriving';
import type { ArrivingOrder, Claim } from '../api/types';
import { useBenchLive } from '../api/use-bench-live';
import { BenchFrame, Refused } from './BenchFrame';
import { arrivingHeading } from './BenchSkeletons';
import { payoutWords, when } from './format';
import { normaliseCode, ScanBox } from './ScanBox';
import { useBenchLoad } from './use-bench-load';
import styles from './goods-in.module.css';

export const parcelHref = (code: string) => `${GOODS_IN_PARCEL_PATH}?${GOODS_IN_ORDER_PARAM}=${encodeURIComponent(code)}`;

export function ArrivingPage() {
  return (
    <BenchFrame {...arrivingHeading()}>
      <Arriving />
    </BenchFrame>
  );
}

function Arriving() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { loaded, reload } = useBenchLoad(getArriving, 'arriving');
  useBenchLive(() => void reload());
  const open = useCallback((code: string) => navigate(parcelHref(code)), [navigate]);
  if (loaded.kind === 'refused') return <Refused />;
  const wanted = normaliseCode(typed);
  return (
    <>
      <ScanBox value={typed} onChange={setTyped} onOpen={open} />
      <section aria-labelledby="goods-in-arriving">
        <h2 id="goods-in-arriving" className={styles.h2}>
          {t('goodsIn.arriving.title')}
        </h2>
        {loaded.kind === 'loading' ? <Loader label={t('goodsIn.loading')} /> : null}
        {loaded.kind === 'failed' ? (
          <p className={styles.alert} role="alert">
            {t('goodsIn.loadFailed', { message: loaded.message })}
          </p>
        ) : null}
        {loaded.kind === 'ready' ? (
          <ArrivingList orders={loaded.data.webBuyOrders.filter((o) => o.webBuyOrderId.includes(wanted))} claims={loaded.data.claims} total={loaded.data.webBuyOrders.length} typed={wanted} />
        ) : null}
      </section>
    </>
  );
}

function ArrivingList({ orders, claims, total, typed }: { orders: ArrivingOrder[]; claims: Claim[]; total: number; typed: string }) {
  if (total === 0) return <p className={styles.muted}>{t('goodsIn.arriving.none')}</p>;
  return (
    <>
      <p className={styles.muted} aria-live="polite">
        {orders.length === 0 ? t('goodsIn.arriving.noMatch', { code: typed }) : t('goodsIn.arriving.count', { count: orders.length })}
      </p>
      <ul className={styles.list} data-testid="goods-in-arriving">
        {orders.map((o) => (
          <li key={o.webBuyOrderId} className={styles.card}>
            <div className={styles.cardHead}>
              <span className={styles.code}>
                <Link to={parcelHref(o.webBuyOrderId)}>{o.webBuyOrderId}</Link>
              </span>
              <span className={styles.muted}>{t('goodsIn.arriving.sent', { date: when(o.labelGeneratedAt ?? o.createdAt) })}</span>
              {o.collectionFrom ? <span className={styles.muted}>{t('goodsIn.arriving.from', o.collectionFrom)}</span> : null}
              <span className={styles.tag}>{t('goodsIn.arriving.items', { count: o.items.length })}</span>
            </div>
            <ul className={styles.items}>
              {o.items.map((i) => {
                const claim = claims.find((c) => c.quoteId === i.quoteId);
                return (
                  <li key={i.quoteId} className={styles.itemLine}>
                    <strong>
                      {modelDisplayName(i.brand, i.modelName)}
                      {i.quantity > 1 ? ` × ${i.quantity}` : ''}
                    </strong>
                    <span>{t('goodsIn.item.declared', { grade: i.declaredGrade ?? '?' })}</span>
                    <span>{payoutWords(i.payoutMethod ?? i.payoutType)}</span>
                    <span>{t('goodsIn.item.offered', { amount: formatMoney(i.offered) })}</span>
                    <span>{i.revisionTolerance > 0 ? t('goodsIn.item.tolerance', { amount: formatMoney(i.revisionTolerance) }) : t('goodsIn.item.noTolerance')}</span>
                    {claim ? <span className={styles.taken}>{t('goodsIn.item.taken', { name: claim.by })}</span> : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
