import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../i18n';
import { ZOOM_SIZE } from '@shop/shared/rules';
import styles from './product.module.css';

/**
 * The zoomed photo: the _xl image at its native 1600×1600 in a full-screen pane the shopper
 * scrolls, drags or moves with the arrow keys. Focus goes to the close button on open, stays
 * inside while open, and goes back to what opened it on close; Escape closes.
 */
export function ZoomDialog({ src, alt, title, onClose }: { src: string; alt: string; title: string; onClose: () => void }) {
  const titleId = useId();
  const helpId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const pane = paneRef.current!;
    // Start at the middle of the photo, where the item is.
    pane.scrollLeft = (pane.scrollWidth - pane.clientWidth) / 2;
    pane.scrollTop = (pane.scrollHeight - pane.clientHeight) / 2;
    closeRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  // Two focusable parts (close, pane): Tab and Shift+Tab go round them.
  const keepFocusInside = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const first = closeRef.current!;
    const last = paneRef.current!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const startDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType !== 'mouse') return; // touch pans natively
    const pane = paneRef.current!;
    drag.current = { x: e.clientX, y: e.clientY, left: pane.scrollLeft, top: pane.scrollTop };
    pane.setPointerCapture(e.pointerId);
  };
  const moveDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const pane = paneRef.current!;
    pane.scrollLeft = drag.current.left - (e.clientX - drag.current.x);
    pane.scrollTop = drag.current.top - (e.clientY - drag.current.y);
  };

  return (
    <div className={styles.zoomBackdrop}>
      <div className={styles.zoom} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={helpId} onKeyDown={keepFocusInside}>
        <div className={styles.zoomBar}>
          <div>
            <h2 id={titleId}>{title}</h2>
            <p id={helpId}>{t('product.zoomHelp')}</p>
          </div>
          <button type="button" ref={closeRef} className={styles.zoomClose} onClick={onClose}>
            {t('product.zoomClose')} <span aria-hidden="true">×</span>
          </button>
        </div>
        <div
          ref={paneRef}
          className={styles.zoomPane}
          tabIndex={0}
          role="group"
          aria-label={alt}
          onPointerDown={startDrag}
          onPointerMove={moveDrag}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
        >
          <img src={src} width={ZOOM_SIZE} height={ZOOM_SIZE} alt={alt} draggable={false} />
        </div>
      </div>
    </div>
  );
}
