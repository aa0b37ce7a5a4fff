// One view the shop asks for: what it should show, the photo once stored (a thumbnail), the
// upload's progress, its error in plain English, and take / choose / retake / remove. The file
// inputs are hidden behind real buttons (keyboard and screen readers reach the buttons); on a
// phone the camera input opens the camera at once (`capture`).
import { useRef } from 'react';
import { t } from '../../../i18n';
import type { QuoteImageType } from '@shop/shared/rules';
import { Button, useBlobUrl } from '@shop/shared/ui';
import { photoBlob, type QuotePhoto } from '../api/quote-photos';
import type { SlotState } from '../photo-store';
import css from './upload.module.css';

export const viewLabel = (name: string) => t(`sell.view.${name}`, {}, name);

/** After a removal the slot's remove button is gone: focus goes to the button that adds one again. */
export const focusSlot = (name: string) => (document.getElementById(`sell-view-${name}-camera`) ?? document.getElementById(`sell-view-${name}-choose`))?.focus();

/** A phone or tablet: offer the camera as well as the photo library. */
const hasCamera = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** What a view should show: a car seat's own words where it has them (its harness, shell and label), else the general ones. */
export const viewHint = (name: string, carSeat: boolean) => (carSeat ? t(`sell.viewHint.carSeat.${name}`, {}, '') : '') || t(`sell.viewHint.${name}`, {}, '');

/**
 * `noWear`: for the wear close-up, the answer 'there is no wear or damage to show' (issue 32 §6),
 * which stands in for the photo.
 */
export function PhotoSlot({
  type,
  photo,
  slot,
  accept,
  carSeat = false,
  noWear,
  onFile,
  onRemove,
}: {
  type: QuoteImageType;
  photo?: QuotePhoto;
  slot: SlotState;
  accept: string;
  carSeat?: boolean;
  noWear?: { checked: boolean; onChange: (checked: boolean) => void };
  onFile: (file: File) => void;
  onRemove: (photo: QuotePhoto) => void;
}) {
  const chooser = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const view = viewLabel(type.name);
  const id = `sell-view-${type.name}`;
  const busy = slot.phase === 'uploading';
  const picked = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file chosen again is a new choice
    if (file) onFile(file);
  };
  const phone = hasCamera();
  return (
    <li className={css.slot} aria-labelledby={`${id}-name`} aria-busy={busy}>
      <div className={css.thumb}>
        {photo ? (
          <Thumbnail photo={photo} alt={t('sell.photoOf', { view })} />
        ) : (
          <span aria-hidden="true" className={css.empty}>
            {view}
          </span>
        )}
      </div>
      <div className={css.about}>
        <h3 id={`${id}-name`}>
          {view}
          {photo || noWear?.checked ? (
            <span className={css.done}>
              {' '}
              ✓ <span className="shop-ui-visually-hidden">{photo ? t('sell.photoAdded') : t('sell.noWearSaid')}</span>
            </span>
          ) : null}
        </h3>
        <p className={css.hint} id={`${id}-hint`}>
          {viewHint(type.name, carSeat)}
        </p>
        {slot.phase === 'uploading' ? (
          <div className={css.progress}>
            <label htmlFor={`${id}-progress`}>{t('sell.uploading', { view: view.toLowerCase() })}</label>
            <progress id={`${id}-progress`} max={100} value={slot.percent}>
              {slot.percent}%
            </progress>
          </div>
        ) : null}
        {slot.phase === 'failed' ? (
          <p className={css.error} role="alert" id={`${id}-error`}>
            {slot.error}
          </p>
        ) : null}
        <div className={css.buttons}>
          {phone ? (
            <Button id={`${id}-camera`} disabled={busy} onClick={() => camera.current?.click()} aria-describedby={`${id}-hint`}>
              {photo ? t('sell.retake', { view }) : t('sell.takePhoto', { view })}
            </Button>
          ) : null}
          {!phone || !photo ? (
            <Button id={`${id}-choose`} variant={phone ? 'secondary' : 'primary'} disabled={busy} onClick={() => chooser.current?.click()} aria-describedby={`${id}-hint`}>
              {photo ? t('sell.retake', { view }) : t('sell.choosePhoto', { view })}
            </Button>
          ) : null}
          {photo ? (
            <Button variant="secondary" disabled={busy} onClick={() => onRemove(photo)}>
              {t('sell.removePhoto', { view })}
            </Button>
          ) : null}
        </div>
        {noWear && !photo ? (
          <label className={css.noWear}>
            <input type="checkbox" checked={noWear.checked} disabled={busy} onChange={(e) => noWear.onChange(e.target.checked)} />
            <span>{t('sell.noWear')}</span>
          </label>
        ) : null}
        <input ref={chooser} type="file" accept={accept} hidden data-view={type.name} onChange={picked} />
        {phone ? <input ref={camera} type="file" accept={accept} capture="environment" hidden onChange={picked} /> : null}
      </div>
    </li>
  );
}

/** The small size, fetched with the member's token and shown from a blob: URL (freed when it changes). */
function Thumbnail({ photo, alt }: { photo: QuotePhoto; alt: string }) {
  const src = useBlobUrl(photo.urls.s, () => photoBlob(photo.urls.s));
  return src ? <img src={src} alt={alt} width={120} height={120} /> : <span className={css.empty} role="img" aria-label={alt} />;
}
