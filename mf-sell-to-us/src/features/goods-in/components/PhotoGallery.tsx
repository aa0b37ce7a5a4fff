// An item's photos, large and zoomable: thumbnails fetched with the staff token (blob: URLs); one
// opens in a dialog at its large size (1600 px) with zoom in and out, Escape closes it.
import { useState } from 'react';
import { Button, Dialog, useBlobUrl } from '@shop/shared/ui';
import { t } from '../../../i18n';
import { benchPicture } from '../api/client';
import type { StaffPhoto } from '../api/types';
import styles from './goods-in.module.css';

const ZOOMS = [1, 1.5, 2, 3];

function Picture({ path, alt, width }: { path: string; alt: string; width?: number }) {
  const src = useBlobUrl(path, () => benchPicture(path));
  return src ? <img src={src} alt={alt} style={width ? { width } : undefined} /> : <span className="shop-ui-visually-hidden">{alt}</span>;
}

export function PhotoGallery({ photos, model }: { photos: StaffPhoto[]; model: string }) {
  const [open, setOpen] = useState<StaffPhoto | null>(null);
  const [zoom, setZoom] = useState(0);
  if (photos.length === 0) return <p className={styles.muted}>{t('goodsIn.item.noPhotos')}</p>;
  return (
    <>
      <ul className={styles.photos}>
        {photos.map((p) => (
          <li key={p.imageId}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={t('goodsIn.item.photoOpen', { view: p.viewName })}
              onClick={() => {
                setZoom(0);
                setOpen(p);
              }}
            >
              <Picture path={p.urls.s} alt="" />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Dialog
          title={t('goodsIn.item.photoTitle', { model, view: open.viewName })}
          onClose={() => setOpen(null)}
          footer={
            <div className={styles.zoom}>
              <Button variant="secondary" disabled={zoom === 0} onClick={() => setZoom((z) => Math.max(0, z - 1))}>
                {t('goodsIn.item.zoomOut')}
              </Button>
              <Button variant="secondary" disabled={zoom === ZOOMS.length - 1} onClick={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}>
                {t('goodsIn.item.zoomIn')}
              </Button>
            </div>
          }
        >
          <div className={styles.large}>
            <Picture path={open.urls.l} alt={t('goodsIn.item.photoTitle', { model, view: open.viewName })} width={Math.round(640 * ZOOMS[zoom]!)} />
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
