// /sell-to-us/upload?quote= (signed in, §2): the photos the quote's category asks for (GET
// imagetypes), required first; each upload with its progress, retake and remove; and whether the
// shop may show them on the product page when it sells the item on (PhotoConsent, default no).
// Continue makes the offer (an offer needs every required view, 1042) and shows it on the
// questions step.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../i18n';
import { isCarSeatCategory, megabytes } from '@shop/shared/rules';
import { Button, PageLayout } from '@shop/shared/ui';
import { FormError } from '@shop/shared/form';
import { makeOffer } from '../features/quote/api/quote';
import { missingViews, offerFailure, photosOpen, usePhotoStep, type SlotState } from '../features/quote/photo-store';
import { useSignedIn } from '../use-signed-in';
import { modelTitle, quoteHref, STEPS } from '../steps';
import { PhotoConsent } from '../features/quote/components/PhotoConsent';
import { focusSlot, PhotoSlot, viewLabel } from '../features/quote/components/PhotoSlot';
import { UploadSkeleton } from './StepSkeletons';
import css from '../features/quote/components/upload.module.css';

export function UploadPage() {
  // Signed out, the host shows its sign-in in this step's place; the step opens once signed in.
  return useSignedIn() ? <UploadStep /> : null;
}

const IDLE: SlotState = { phase: 'idle' };

function UploadStep() {
  const [params] = useSearchParams();
  const quoteId = params.get('quote');
  const navigate = useNavigate();
  const { step, slots, add, remove, noWear } = usePhotoStep(quoteId);
  const [announcement, announce] = useAnnouncement(slots, step.phase === 'ready' ? step.imageTypes : []);
  const [offering, setOffering] = useState(false);
  const [error, setError] = useState('');
  const heading = t('pageTitle.sellToUsUpload');

  if (step.phase === 'loading') return <UploadSkeleton />;
  if (step.phase === 'failed') {
    return (
      <PageLayout heading={heading}>
        <p role="alert">{step.error}</p>
        <Link to={STEPS.start}>{t('sell.backToStart')}</Link>
      </PageLayout>
    );
  }
  const { quote, imageTypes, limits, photos } = step;
  const model = modelTitle(quote.brand, quote.modelName);
  if (!photosOpen(quote)) {
    return (
      <PageLayout heading={heading} lead={t('sell.photosLocked')}>
        <Link to={quoteHref(STEPS.questions, quote.quoteId)}>{t('sell.quoteFor', { model })}</Link>
        <PhotoConsent quote={quote} model={model} announce={announce} />
        <div className="shop-ui-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </PageLayout>
    );
  }
  const missing = missingViews(step);
  const carSeat = isCarSeatCategory(quote.categoryId);
  const accept = limits.acceptedTypes.join(',');
  const continueToOffer = async () => {
    setOffering(true);
    setError('');
    try {
      await makeOffer(quote.quoteId);
      navigate(quoteHref(STEPS.questions, quote.quoteId));
    } catch (e) {
      setError(offerFailure(e));
      setOffering(false);
    }
  };
  const removeAndSay = async (photo: (typeof photos)[number]) => {
    const name = imageTypes.find((type) => type.view === photo.view)?.name ?? '';
    if (!(await remove(photo))) return;
    announce(t('sell.photoRemoved', { view: viewLabel(name).toLowerCase() }));
    requestAnimationFrame(() => focusSlot(name));
  };
  const slotFor = (required: boolean) =>
    imageTypes
      .filter((type) => type.required === required)
      .map((type) => (
        <PhotoSlot
          key={type.view}
          type={type}
          photo={photos.find((p) => p.view === type.view)}
          slot={slots[type.view] ?? IDLE}
          accept={accept}
          carSeat={carSeat}
          // A required wear close-up of something with no wear: saying so is the answer (issue 32 §6).
          noWear={type.name === 'wear' && type.required ? { checked: quote.noWearToShow === true, onChange: (v) => void noWear(v) } : undefined}
          onFile={(file) => add(type.view, file)}
          onRemove={removeAndSay}
        />
      ));
  return (
    <PageLayout heading={heading} lead={t('sell.uploadLead', { model })}>
      <p className={css.rules}>{t('sell.uploadRules', { size: megabytes(limits.maxBytes), count: limits.maxPerQuote })}</p>
      <section className={css.section} aria-labelledby="sell-views-required">
        <h2 id="sell-views-required">{t('sell.viewsRequired')}</h2>
        <ul className={css.slots}>{slotFor(true)}</ul>
      </section>
      {imageTypes.some((type) => !type.required) ? (
        <section className={css.section} aria-labelledby="sell-views-optional">
          <h2 id="sell-views-optional">{t('sell.viewsOptional')}</h2>
          <ul className={css.slots}>{slotFor(false)}</ul>
        </section>
      ) : null}
      <div className="shop-ui-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <PhotoConsent quote={quote} model={model} announce={announce} />
      <div className={css.next}>
        <p id="sell-missing" aria-live="polite">
          {missing.length ? t('sell.stillNeeded', { views: missing.map((v) => viewLabel(v.name).toLowerCase()).join(', ') }) : t('sell.allPhotos')}
        </p>
        <FormError>{error}</FormError>
        <Button onClick={continueToOffer} disabled={missing.length > 0 || offering} aria-describedby="sell-missing">
          {t('sell.continueToOffer')}
        </Button>
      </div>
    </PageLayout>
  );
}

/**
 * What a screen reader hears: an upload's start, every quarter of the way, and its end; not every
 * progress event (the <progress> itself carries the exact figure).
 */
function useAnnouncement(slots: Record<number, SlotState>, types: Array<{ view: number; name: string }>) {
  const [text, setText] = useState('');
  const said = useRef<Record<number, number>>({});
  const names = useMemo(() => new Map(types.map((v) => [v.view, viewLabel(v.name).toLowerCase()])), [types]);
  useEffect(() => {
    for (const [key, slot] of Object.entries(slots)) {
      const view = Number(key);
      const name = names.get(view) ?? '';
      if (slot.phase === 'uploading') {
        const quarter = Math.floor(slot.percent / 25) * 25;
        if (said.current[view] !== quarter) {
          said.current[view] = quarter;
          setText(t('sell.uploadProgress', { view: name, percent: quarter }));
        }
      } else if (said.current[view] !== undefined) {
        delete said.current[view];
        if (slot.phase === 'idle') setText(t('sell.uploadDone', { view: name }));
      }
    }
  }, [slots, names]);
  return [text, setText] as const;
}
