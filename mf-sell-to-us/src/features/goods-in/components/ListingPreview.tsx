// The item as a shopper will see it once on sale (grade, the condition words, price, photos: ours,
// and the member's only with their yes at upload), with what staff may correct before it goes on
// sale: the condition words, and which photos are shown.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LISTING_NOTE_MAX } from '@shop/shared/rules';
import { Button, Loader, useBlobUrl } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { benchPicture } from '../api/client';
import { correctListing, getListing } from '../api/listing';
import type { Listing } from '../api/types';
import { failureOf } from './use-bench-load';
import styles from './goods-in.module.css';

function Thumb({ path }: { path: string }) {
  const src = useBlobUrl(path, () => benchPicture(path));
  return src ? <img src={src} alt="" width={120} height={90} style={{ objectFit: 'cover', borderRadius: 6 }} /> : null;
}

/** `model` names the section: each item's preview is a landmark of its own. */
export function ListingPreview({ quoteId, model }: { quoteId: string; model: string }) {
  const id = useId();
  const [listing, setListing] = useState<Listing | null>(null);
  const [note, setNote] = useState('');
  const [hidden, setHidden] = useState<string[]>([]);
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    getListing(quoteId).then(
      ({ listing: l }) => {
        setListing(l);
        setNote(l.wearNote);
        setHidden(l.photos.filter((p) => p.allowed && !p.shown).map((p) => p.imageId));
      },
      (e) => setSaid(failureOf(e).message),
    );
  }, [quoteId]);
  if (!listing)
    return said ? (
      <p className={styles.alert} role="alert">
        {said}
      </p>
    ) : (
      <Loader label={t('goodsIn.loading')} />
    );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { listing: l } = await correctListing(quoteId, { wearNote: note.trim() && note.trim() !== listing.wearNote ? note.trim() : listing.wearNoteCorrected ? listing.wearNote : null, hiddenImageIds: hidden });
      setListing(l);
      setSaid(t('goodsIn.listing.saved'));
    } catch (err) {
      setSaid(failureOf(err).message);
    }
  };
  const onSale = listing.boxId !== null;
  return (
    <section className={styles.listing} aria-labelledby={`${id}-title`} data-testid={`listing-${quoteId}`}>
      <h4 id={`${id}-title`} className={styles.h3}>
        {t('goodsIn.listing.title', { model })}
      </h4>
      <p>
        <strong>{listing.name}</strong>
      </p>
      <p className={styles.price}>{listing.priceText}</p>
      <p>{t('goodsIn.listing.grade', { grade: listing.grade, name: listing.gradeName })}</p>
      {onSale ? <p className={styles.status}>{t('goodsIn.listing.onSale', { boxId: listing.boxId! })}</p> : null}
      <form className={styles.form} onSubmit={save} noValidate>
        <div className={`shop-form-field ${styles.field}`}>
          <label htmlFor={`${id}-note`}>{t('goodsIn.listing.note')}</label>
          <textarea id={`${id}-note`} className={styles.textarea} maxLength={LISTING_NOTE_MAX} value={note} disabled={onSale} onChange={(e) => setNote(e.target.value)} />
        </div>
        <fieldset className={styles.fieldset}>
          {listing.photos.map((p) => (
            <label key={p.imageId} className={styles.choice}>
              <input
                type="checkbox"
                checked={p.allowed && !hidden.includes(p.imageId)}
                disabled={!p.allowed || onSale}
                onChange={(e) => setHidden((h) => (e.target.checked ? h.filter((x) => x !== p.imageId) : [...h, p.imageId]))}
              />
              <Thumb path={p.url} />
              {t('goodsIn.listing.photoShown', { whose: t(`goodsIn.listing.${p.takenBy}`) })}
            </label>
          ))}
          {listing.photos.some((p) => !p.allowed) ? <p className={styles.muted}>{t('goodsIn.listing.noConsent')}</p> : null}
        </fieldset>
        {said ? (
          <p className={styles.status} role="status">
            {said}
          </p>
        ) : null}
        {onSale ? null : (
          <div>
            <Button type="submit" variant="secondary">
              {t('goodsIn.listing.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
