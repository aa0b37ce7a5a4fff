import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { bus } from '@shop/shared/bus';
import { useApiData } from '@shop/shared/http';
import { t } from '../../i18n';
import { catalogueApi, type Box, type CardBox } from '../../api/catalogue-api';
import { payloadKey, peekPayload } from '../../api/page-payload';
import { ProductCard } from '../products/ProductCard';
import shared from '../products/catalogue.module.css';
import styles from './rail.module.css';

export type RailName = 'mostwanted' | 'topsellers' | 'hotproducts';

/** Where a sideways list stands: whether there is more before and after what shows (1 px of slack for rounding). */
function ends(list: HTMLElement): { atStart: boolean; atEnd: boolean } {
  return { atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 };
}

/** A rail that failed to load: left out, as one with nothing in it. */
export const NO_BOXES: CardBox[] = [];

/** One of the home page's named carousels (most wanted, top sellers, just in), from its rail call. */
export function Rail({ name, title }: { name: RailName; title: string }) {
  const key = payloadKey.rail(name);
  const { data, error } = useApiData(key, () => catalogueApi.rail(name), { firstView: peekPayload<Box[]>(key) });
  // Counted once its answer is in (the server's copy is that same answer, so it counts once too).
  useEffect(() => {
    if (data) bus.emit('host:analytics-event', { event: 'view_item_list', params: { item_list_name: title, items: data.map((x, i) => ({ item_id: x.boxId, index: i })) } });
  }, [data, title]);
  return <CardRail id={`rail-${name}`} title={title} boxes={error ? NO_BOXES : (data ?? null)} />;
}

/**
 * A home page carousel (issue 33 §7): a sideways list of cards with previous and next buttons
 * that say which rail they move and are aria-disabled at its ends (still focusable, so a
 * keyboard user pressing Next to the end keeps their place); a card reached by Tab is scrolled
 * fully into view. `more` goes under the heading (a link to all of them).
 */
export function CardRail({ id, title, boxes, more }: { id: string; title: string; boxes: CardBox[] | null; more?: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const [at, setAt] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    if (list.current) setAt(ends(list.current));
  }, []);
  useEffect(() => {
    measure();
    // The strip may first be laid out later (the page shows once its remote is ready) or change
    // width with the window: measure whenever its box changes, not only on scroll.
    const strip = list.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    const watcher = new ResizeObserver(measure);
    watcher.observe(strip);
    return () => watcher.disconnect();
  }, [boxes, measure]);

  if (boxes && boxes.length === 0) return null;
  const move = (direction: 1 | -1, disabled: boolean) => {
    const strip = list.current;
    if (disabled || !strip) return;
    // Most of a screenful, so the card at the edge stays in sight as a landmark.
    strip.scrollBy({ left: direction * Math.max(strip.clientWidth * 0.9, 1) });
  };
  const reveal = (event: FocusEvent<HTMLUListElement>) => {
    (event.target as HTMLElement).closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <section className={shared.rail} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <div className={styles.buttons}>
          <button type="button" className={styles.button} aria-label={t('home.rail.previous', { rail: title })} aria-disabled={at.atStart} onClick={() => move(-1, at.atStart)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.button} aria-label={t('home.rail.next', { rail: title })} aria-disabled={at.atEnd} onClick={() => move(1, at.atEnd)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      {more ? <p className={styles.more}>{more}</p> : null}
      <ul ref={list} className={`${shared.railList} ${styles.list}`} onScroll={measure} onFocus={reveal}>
        {(boxes ?? []).map((box, i) => (
          <li key={box.boxId}>
            <ProductCard box={box} context={{ list: title, position: i + 1, homeRail: true }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
