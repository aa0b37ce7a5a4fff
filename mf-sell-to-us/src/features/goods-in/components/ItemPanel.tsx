// One item of a parcel, side by side: what the member told us (photos, answers) and the
// inspection (state, who has it open, confirm / revise / return, pay, the listing, history).
// Opening the inspection takes the item (a claim others see) and keeps it while the form is
// open; finishing or stopping lets it go.
import { useEffect, useState } from 'react';
import { formatMoney, modelDisplayName } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { claimItem, releaseItem } from '../api/claim';
import { payItem } from '../api/inspect';
import { getPhotos } from '../api/photos';
import type { BenchItem, Claim, StaffPhoto } from '../api/types';
import { statusWords, when } from './format';
import { InspectForm } from './InspectForm';
import { ListingPreview } from './ListingPreview';
import { paidHow } from './paid-how';
import { PhotoGallery } from './PhotoGallery';
import { failureOf } from './use-bench-load';
import styles from './goods-in.module.css';

/** A claim is renewed well before it expires while the form is open (it lasts GOODS_IN_CLAIM_MINUTES). */
const RENEW_MS = 60_000;

/** Pay what the member is paid: the offer, and for a voucher the trade-up bonus on top (the payout service adds it). */
function PayButton({ item, act }: { item: BenchItem; act: (run: () => Promise<unknown>, done?: string) => Promise<void> }) {
  const amount = formatMoney(item.offered + item.tradeUpBonus);
  return (
    <>
      {item.tradeUpBonus > 0 ? <p>{t('goodsIn.item.payWithBonus', { offer: formatMoney(item.offered), bonus: formatMoney(item.tradeUpBonus) })}</p> : null}
      <Button onClick={() => void act(() => payItem(item.quoteId), t('goodsIn.item.paid', { amount }))}>{t('goodsIn.item.pay', { amount })}</Button>
    </>
  );
}

function paidWords(item: BenchItem) {
  const amount = formatMoney(item.payout?.amount ?? item.revision?.amount ?? item.offered);
  const how = paidHow(item);
  const said = how === 'member' ? t('goodsIn.item.paidByMember', { amount }) : how === 'automatically' ? t('goodsIn.item.paidAuto', { amount }) : t('goodsIn.item.paid', { amount });
  // A voucher carries the model's trade-up bonus on top of the offer (kept at acceptance).
  const bonus = (item.payout?.amount ?? 0) - (item.revision?.amount ?? item.offered);
  return bonus > 0 ? `${said} ${t('goodsIn.item.bonus', { amount: formatMoney(bonus) })}` : said;
}

export function ItemPanel({ item, claim, me, onChanged }: { item: BenchItem; claim: Claim | undefined; me: string; onChanged: (message?: string) => void }) {
  const model = modelDisplayName(item.brand, item.modelName);
  const [photos, setPhotos] = useState<StaffPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState(false);
  const mine = claim?.staffId === me;
  const taken = claim && !mine;
  useEffect(() => {
    getPhotos(item.quoteId).then(
      (r) => setPhotos(r.images),
      () => setPhotos([]),
    );
  }, [item.quoteId, item.status]);
  useEffect(() => {
    if (!mine) return;
    const timer = setInterval(() => void claimItem(item.quoteId).catch(() => onChanged()), RENEW_MS);
    return () => clearInterval(timer);
  }, [mine, item.quoteId, onChanged]);

  const act = async (run: () => Promise<unknown>, message?: string) => {
    setProblem(null);
    try {
      await run();
      onChanged(message);
    } catch (e) {
      setProblem(failureOf(e).message);
      onChanged();
    }
  };
  const inspectable = item.status === 'received' || item.status === 'inspected';
  return (
    <section className={styles.item} aria-labelledby={`item-${item.quoteId}`} data-testid={`item-${item.quoteId}`}>
      <h3 id={`item-${item.quoteId}`} className={styles.h2}>
        {model}
        {item.quantity > 1 ? ` × ${item.quantity}` : ''}
      </h3>
      <p>
        <span className={styles.tag} data-testid="item-status">
          {statusWords(item.status)}
        </span>{' '}
        {taken ? (
          <span className={styles.taken} data-testid="item-taken">
            {t('goodsIn.item.taken', { name: claim.by })}
          </span>
        ) : null}
      </p>
      <div className={styles.sideBySide}>
        <div>
          <h4 className={styles.h3}>{t('goodsIn.item.photosTitle')}</h4>
          <PhotoGallery photos={photos.filter((p) => p.takenBy === 'member')} model={model} />
          {photos.some((p) => p.takenBy === 'staff') ? (
            <>
              <h4 className={styles.h3}>{t('goodsIn.item.staffPhotosTitle')}</h4>
              <PhotoGallery photos={photos.filter((p) => p.takenBy === 'staff')} model={model} />
            </>
          ) : null}
          <h4 className={styles.h3}>{t('goodsIn.item.answersTitle')}</h4>
          <dl className={styles.answers}>
            {item.answers.map((a) => (
              <div key={a.question}>
                <dt>{a.question}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <p>
            {t('goodsIn.item.declared', { grade: item.declaredGrade ?? '?' })} · {t('goodsIn.item.offered', { amount: formatMoney(item.offered) })} ·{' '}
            {item.revisionTolerance > 0 ? t('goodsIn.item.tolerance', { amount: formatMoney(item.revisionTolerance) }) : t('goodsIn.item.noTolerance')}
          </p>
          {item.status === 'sent' ? <p className={styles.muted}>{t('goodsIn.item.notArrived')}</p> : null}
          {item.status === 'revised' && item.revision ? <p data-testid="item-outcome">{t('goodsIn.item.waiting', { grade: item.revision.grade, amount: formatMoney(item.revision.amount) })}</p> : null}
          {item.status === 'paid' ? <p data-testid="item-outcome">{paidWords(item)}</p> : null}
          {item.status === 'returned' ? <p data-testid="item-outcome">{t('goodsIn.item.returned')}</p> : null}
          {problem ? (
            <p className={styles.alert} role="alert">
              {problem}
            </p>
          ) : null}
          <div className={styles.actions}>
            {inspectable && !mine && !taken && item.status === 'received' ? <Button onClick={() => void act(() => claimItem(item.quoteId))}>{t('goodsIn.item.inspect')}</Button> : null}
            {item.status === 'inspected' && !taken ? <PayButton item={item} act={act} /> : null}
            {mine ? (
              <Button variant="secondary" onClick={() => void act(() => releaseItem(item.quoteId))}>
                {t('goodsIn.item.letGo')}
              </Button>
            ) : null}
            {item.status !== 'sent' && item.status !== 'returned' ? (
              <Button variant="secondary" aria-expanded={preview} onClick={() => setPreview((p) => !p)}>
                {preview ? t('goodsIn.listing.close') : t('goodsIn.listing.open')}
              </Button>
            ) : null}
          </div>
          {mine && inspectable ? <InspectForm item={item} onDone={(message) => void act(() => releaseItem(item.quoteId), message)} /> : null}
          {preview ? <ListingPreview quoteId={item.quoteId} model={model} /> : null}
          <h4 className={styles.h3}>{t('goodsIn.item.historyTitle')}</h4>
          <ol className={styles.history}>
            {item.history.map((h, i) => (
              <li key={i}>{t('goodsIn.item.historyLine', { status: statusWords(h.toStatus), by: h.by, at: when(h.at) })}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
