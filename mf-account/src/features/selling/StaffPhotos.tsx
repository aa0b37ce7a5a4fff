// The staff photos a revision shows, each a button that opens it large in a dialog (issue 32 §3:
// a parent must be able to see the scuff). The dialog is the shared one: labelled, focus kept
// inside, Escape closes, focus back on the photo that opened it.
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n';
import { Dialog } from '@shop/shared/ui';
import { photoBlob } from './api/quote-thumbnail';
import type { RevisionPhoto } from './api/types';
import { ProtectedPhoto } from './ProtectedPhoto';
import styles from './selling.module.css';

export function StaffPhotos({ quoteId, model, photos }: { quoteId: string; model: string; photos: RevisionPhoto[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = (i: number) => t('account.selling.revisedPhoto', { n: i + 1, model });
  const shown = open === null ? null : photos[open];
  return (
    <>
      <p id={`selling-found-${quoteId}`}>{t('account.selling.revisedPhotos')}</p>
      <ul className={styles.revisionPhotos} aria-labelledby={`selling-found-${quoteId}`}>
        {photos.map((p, i) => (
          <li key={p.imageId}>
            <button type="button" className={styles.photoButton} onClick={() => setOpen(i)} aria-label={t('account.selling.enlargePhoto', { photo: alt(i) })}>
              <ProtectedPhoto photoKey={p.urls.m} load={() => photoBlob(p.urls.m)} alt="" className={styles.revisionPhoto} size={160} />
            </button>
          </li>
        ))}
      </ul>
      {/* On the body, over the page: its heading is not read as part of the card's outline. */}
      {shown
        ? createPortal(
            <Dialog title={alt(open!)} onClose={() => setOpen(null)}>
              <ProtectedPhoto photoKey={shown.urls.l} load={() => photoBlob(shown.urls.l)} alt={alt(open!)} className={styles.largePhoto} size={800} />
            </Dialog>,
            document.body,
          )
        : null}
    </>
  );
}
