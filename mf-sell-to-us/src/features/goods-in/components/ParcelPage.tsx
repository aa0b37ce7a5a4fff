// /staff/goods-in/parcel?order=WB…: one parcel at the bench. Receive it (once, however often it
// is pressed), then each item side by side with what the member said; what was paid at once and
// what waits for the member; who did what and when. It reads itself again whenever the live
// stream reports a change of this parcel or its items (a courier event, the member's answer,
// another staff member's action or claim).
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, GOODS_IN_PATH, isWebBuyOrderId, modelDisplayName } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { getParcel, receiveParcel } from '../api/parcel';
import type { BenchItem, Claim, Parcel } from '../api/types';
import { useBenchLive, type BenchEvent } from '../api/use-bench-live';
import { benchSession } from '../staff-session';
import { BenchFrame, Refused } from './BenchFrame';
import { parcelHeading, useParcelCode } from './BenchSkeletons';
import { parcelStatusWords, when } from './format';
import { ItemPanel } from './ItemPanel';
import { paidHow } from './paid-how';
import { failureOf, useBenchLoad } from './use-bench-load';
import styles from './goods-in.module.css';

export function ParcelPage() {
  const code = useParcelCode();
  return (
    <BenchFrame {...parcelHeading(code)}>
      <p>
        <Link to={GOODS_IN_PATH}>{t('goodsIn.parcel.back')}</Link>
      </p>
      {isWebBuyOrderId(code) ? (
        <ParcelBench code={code} />
      ) : (
        <p className={styles.alert} role="alert">
          {t('goodsIn.scan.invalid')}
        </p>
      )}
    </BenchFrame>
  );
}

function ParcelBench({ code }: { code: string }) {
  const { loaded, reload } = useBenchLoad(() => getParcel(code), code);
  const [said, setSaid] = useState<string | null>(null);
  const me = useSyncExternalStore(benchSession.subscribe, benchSession.current, () => null);
  const ours = (e: BenchEvent | null) => !e || loaded.kind !== 'ready' || e.id === code || loaded.data.parcel.items.some((i) => i.quoteId === e.id);
  useBenchLive((e) => {
    if (ours(e)) void reload();
  });
  const changed = useCallback(
    (message?: string) => {
      if (message) setSaid(message);
      void reload();
    },
    [reload],
  );
  if (loaded.kind === 'refused') return <Refused />;
  if (loaded.kind === 'loading') return <Loader label={t('goodsIn.loading')} />;
  if (loaded.kind === 'failed')
    return (
      <p className={styles.alert} role="alert">
        {loaded.status === 404 ? t('goodsIn.parcel.notFound', { code }) : t('goodsIn.loadFailed', { message: loaded.message })}
      </p>
    );
  const { parcel, claims } = loaded.data;
  const receive = async () => {
    try {
      await receiveParcel(code);
      setSaid(t('goodsIn.parcel.received'));
    } catch (e) {
      setSaid(failureOf(e).message);
    }
    void reload();
  };
  return (
    <>
      <p className={styles.status} role="status" data-testid="goods-in-said">
        {said}
      </p>
      <div className={styles.bar}>
        <p data-testid="parcel-status">{t('goodsIn.parcel.status', { status: parcelStatusWords(parcel.status) })}</p>
        {parcel.status === 'sent' ? <Button onClick={() => void receive()}>{t('goodsIn.parcel.receive')}</Button> : null}
      </div>
      <Outcomes parcel={parcel} />
      {parcel.items.map((item) => (
        <ItemPanel key={item.quoteId} item={item} claim={claims.find((c: Claim) => c.quoteId === item.quoteId)} me={me?.staffId ?? ''} onChanged={changed} />
      ))}
      <h2 className={styles.h2}>{t('goodsIn.parcel.historyTitle')}</h2>
      <ol className={styles.history}>
        {parcel.history.map((h, i) => (
          <li key={i}>{t('goodsIn.item.historyLine', { status: parcelStatusWords(h.toStatus), by: h.by, at: when(h.at) })}</li>
        ))}
      </ol>
    </>
  );
}

/** What was paid (and whether automatically, within the member's tolerance) and what waits for the member. */
function Outcomes({ parcel }: { parcel: Parcel }) {
  const name = (i: BenchItem) => modelDisplayName(i.brand, i.modelName);
  const paid = parcel.items.filter((i) => i.status === 'paid');
  const waiting = parcel.items.filter((i) => i.status === 'revised');
  const line = { staff: 'goodsIn.parcel.paidLine', automatically: 'goodsIn.parcel.paidAutoLine', member: 'goodsIn.parcel.paidByMemberLine' } as const;
  return (
    <div className={styles.summary}>
      <section aria-labelledby="goods-in-paid" data-testid="goods-in-paid">
        <h2 id="goods-in-paid" className={styles.h3}>
          {t('goodsIn.parcel.paidTitle')}
        </h2>
        {paid.length ? (
          <ul>
            {paid.map((i) => (
              <li key={i.quoteId}>{t(line[paidHow(i)], { name: name(i), amount: formatMoney(i.payout?.amount ?? i.offered) })}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('goodsIn.parcel.nonePaid')}</p>
        )}
      </section>
      <section aria-labelledby="goods-in-waiting" data-testid="goods-in-waiting">
        <h2 id="goods-in-waiting" className={styles.h3}>
          {t('goodsIn.parcel.waitingTitle')}
        </h2>
        {waiting.length ? (
          <ul>
            {waiting.map((i) => (
              <li key={i.quoteId}>{t('goodsIn.parcel.waitingLine', { name: name(i), amount: formatMoney(i.revision?.amount ?? 0) })}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('goodsIn.parcel.noneWaiting')}</p>
        )}
      </section>
    </div>
  );
}
