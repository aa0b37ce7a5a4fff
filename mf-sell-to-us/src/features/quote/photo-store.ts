// The photo step's state for one quote, split by operation: open (the quote, the views its
// category asks for, the photos so far), check a file before sending it, add (or retake) a view's
// photo with its progress, remove one. The hook only wires them to React.
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { errorMessage, megabytes, missingQuoteViews, photoTypeOfBytes, QUOTE_PHOTO_CODES, QUOTE_VIEWS, type QuoteImageType } from '@shop/shared/rules';
import type { NormalisedFailure } from '@shop/shared/http';
import { getImageTypes, listPhotos, removePhoto, uploadPhoto, type PhotoLimits, type QuotePhoto } from './api/quote-photos';
import { answerNoWear, getQuote } from './api/quote';
import { failureMessage } from '../../api/client';
import type { Quotation } from './api/types';

export type SlotState = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; error: string };

export type PhotoStep = { phase: 'loading' } | { phase: 'failed'; error: string } | { phase: 'ready'; quote: Quotation; imageTypes: QuoteImageType[]; limits: PhotoLimits; photos: QuotePhoto[] };

/** A §8 'Quote images' failure in plain English: the server's detail where it carries one (1042, 1043). */
export const photoFailure = (error: unknown) => {
  const f = error as Partial<NormalisedFailure> | null;
  return errorMessage(f?.code, 'quoteImages', f?.message);
};

/** The offer's refusal: a missing view (1042) in the photos' words naming it, anything else the quote's. */
export const offerFailure = (error: unknown) => ((error as Partial<NormalisedFailure> | null)?.code === QUOTE_PHOTO_CODES.missing ? photoFailure(error) : failureMessage(error));

/** Photos may change while the quote is being answered or offered, not after acceptance. */
export const photosOpen = (quote: Quotation) => quote.status === 'draft' || quote.status === 'offered';

/** The quote and its photos at once (a locked quote's photos can still be read), then its category's views. */
export async function openPhotoStep(quoteId: string): Promise<PhotoStep> {
  const [quote, photos] = await Promise.all([getQuote(quoteId), listPhotos(quoteId)]);
  const { imageTypes, limits } = await getImageTypes(quote.categoryId);
  return { phase: 'ready', quote, imageTypes, limits, photos };
}

async function firstBytes(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 16);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** A friendly word before sending: empty, too big, or not a JPEG/PNG/WebP by its first bytes. Null: send it. */
export async function checkPhotoFile(file: Blob, limits: PhotoLimits): Promise<string | null> {
  if (file.size === 0) return t('sell.photoEmpty');
  if (file.size > limits.maxBytes) return t('sell.photoTooBig', { size: megabytes(file.size), max: megabytes(limits.maxBytes) });
  const type = photoTypeOfBytes(await firstBytes(file));
  return type && limits.acceptedTypes.includes(type) ? null : t('sell.notAPhoto');
}

/** The required views with no photo yet; 'no wear to show' answers the wear close-up (issue 32 §6). */
export const missingViews = (step: Extract<PhotoStep, { phase: 'ready' }>) => missingQuoteViews(step.imageTypes, [...step.photos.map((p) => p.view), ...(step.quote.noWearToShow ? [QUOTE_VIEWS.wear] : [])]);

export function usePhotoStep(quoteId: string | null) {
  const [step, setStep] = useState<PhotoStep>({ phase: 'loading' });
  const [slots, setSlots] = useState<Record<number, SlotState>>({});
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    if (!quoteId) setStep({ phase: 'failed', error: errorMessage('QUOTE_NOT_FOUND', 'quotation') });
    else
      openPhotoStep(quoteId).then(
        (s) => live.current && setStep(s),
        (e: unknown) => live.current && setStep({ phase: 'failed', error: errorMessage((e as NormalisedFailure)?.code, 'quotation') }),
      );
    return () => {
      live.current = false;
    };
  }, [quoteId]);

  const setSlot = (view: number, slot: SlotState) => live.current && setSlots((s) => ({ ...s, [view]: slot }));
  const setPhotos = (photos: QuotePhoto[]) => live.current && setStep((s) => (s.phase === 'ready' ? { ...s, photos } : s));

  /** Adds a photo of a view; a view that had one keeps the new one only (retake), the old removed once the new is stored. */
  const add = useCallback(
    async (view: number, file: File) => {
      if (step.phase !== 'ready') return;
      const refusal = await checkPhotoFile(file, step.limits);
      if (refusal) return setSlot(view, { phase: 'failed', error: refusal });
      setSlot(view, { phase: 'uploading', percent: 0 });
      const before = step.photos.filter((p) => p.view === view);
      try {
        let photos = await uploadPhoto(step.quote.quoteId, view, file, (f) => setSlot(view, { phase: 'uploading', percent: Math.min(100, Math.round(f * 100)) }));
        for (const old of before) photos = await removePhoto(step.quote.quoteId, old.imageId);
        setPhotos(photos);
        setSlot(view, { phase: 'idle' });
      } catch (e) {
        setSlot(view, { phase: 'failed', error: photoFailure(e) });
        // What the server holds now, whatever part of a retake went through.
        listPhotos(step.quote.quoteId).then(setPhotos, () => undefined);
      }
    },
    [step],
  );

  const remove = useCallback(
    async (photo: QuotePhoto) => {
      if (step.phase !== 'ready') return false;
      try {
        setPhotos(await removePhoto(step.quote.quoteId, photo.imageId));
        setSlot(photo.view, { phase: 'idle' });
        return true;
      } catch (e) {
        setSlot(photo.view, { phase: 'failed', error: photoFailure(e) });
        return false;
      }
    },
    [step],
  );

  /** 'No wear to show', or taken back: saved at once; a failure shows by the wear view. */
  const noWear = useCallback(
    async (noWearToShow: boolean) => {
      if (step.phase !== 'ready') return;
      try {
        const quote = await answerNoWear(step.quote.quoteId, noWearToShow);
        if (live.current) setStep((s) => (s.phase === 'ready' ? { ...s, quote } : s));
        setSlot(QUOTE_VIEWS.wear, { phase: 'idle' });
      } catch (e) {
        setSlot(QUOTE_VIEWS.wear, { phase: 'failed', error: failureMessage(e) });
      }
    },
    [step],
  );

  return { step, slots, add, remove, noWear };
}
