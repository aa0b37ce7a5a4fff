import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { imageViewName, isZoomUsable } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { Box } from '../../api/catalogue-api';
import { ZoomDialog } from './ZoomDialog';
import catalogue from '../products/catalogue.module.css';
import styles from './product.module.css';

/** The photos: one large, thumbnails for the other views, and the zoom when its image allows it. */
export function Gallery({ box }: { box: Box }) {
  const [index, setIndex] = useState(0);
  const [zoomable, setZoomable] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const view = imageViewName(box.imageViews[index] ?? 1);
  const zoomSrc = box.imageUrls.zoom[index]!;
  useEffect(() => {
    // §5: the zoom variant only when the _xl image loads at exactly the configured size (§9 1600×1600).
    setZoomable(false);
    let live = true;
    const img = new Image();
    img.onload = () => live && setZoomable(isZoomUsable(img.naturalWidth, img.naturalHeight));
    img.src = zoomSrc;
    return () => {
      live = false;
    };
  }, [zoomSrc]);
  return (
    <div className={catalogue.gallery}>
      <img src={box.imageUrls.large[index]} width={800} height={800} fetchPriority={index === 0 ? 'high' : 'auto'} alt={t('product.photoAlt', { name: box.boxName, view })} />
      <ul className={catalogue.thumbs} aria-label={t('product.photos')}>
        {box.imageViews.map((v, i) => (
          <li key={v}>
            <button type="button" aria-pressed={i === index} aria-label={t('product.viewButton', { view: imageViewName(v) })} onClick={() => setIndex(i)}>
              <img src={box.imageUrls.small[i]} width={68} height={68} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {zoomable ? (
        <Button variant="secondary" className={styles.zoomButton} onClick={() => setZoomed(true)}>
          {t('product.zoom')}
        </Button>
      ) : null}
      {zoomed ? <ZoomDialog src={zoomSrc} alt={t('product.photoAltZoomed', { name: box.boxName, view })} title={t('product.zoomTitle', { name: box.boxName, view })} onClose={() => setZoomed(false)} /> : null}
    </div>
  );
}
