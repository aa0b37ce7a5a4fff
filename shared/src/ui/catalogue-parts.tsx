// Design-system pieces the shop's pages share beyond buttons and dialogs: a price (with what it
// was), a badge, a stock badge and a tab list. The gallery at /ui-components shows each in its
// states; remotes use them so a price or a tab looks and behaves the same everywhere.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { t } from '@shop/shared/i18n';
import { formatPounds } from '@shop/shared/rules';
import './ui.css';

/** Pounds (as the API gives them) in the UK format. */

/** A price; with `was`, the earlier price struck through (read out as 'was £x'). */
export function Price({ value, was, size = 'normal' }: { value: number; was?: number | null; size?: 'normal' | 'large' }) {
  return (
    <span className={`shop-ui-price${size === 'large' ? ' shop-ui-price--large' : ''}`}>
      {formatPounds(value)}
      {was ? <span className="shop-ui-price__was">{t('product.was', { price: formatPounds(was) })}</span> : null}
    </span>
  );
}

export type BadgeTone = 'neutral' | 'gradeA' | 'gradeB' | 'gradeC' | 'success' | 'warning' | 'danger';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`shop-ui-badge shop-ui-badge--${tone}`}>{children}</span>;
}

export type StockState = 'in-stock' | 'low' | 'in-store' | 'out-of-stock';
const STOCK_TONE: Record<StockState, BadgeTone> = { 'in-stock': 'success', low: 'warning', 'in-store': 'neutral', 'out-of-stock': 'danger' };

/** How many are left, in words a shopper reads at a glance. */
export function StockBadge({ state, count }: { state: StockState; count?: number }) {
  const text = state === 'low' ? t('ui.stock.low', { count: count ?? 1 }) : state === 'in-store' ? t('ui.stock.inStore') : state === 'out-of-stock' ? t('ui.stock.out') : t('ui.stock.in');
  return <Badge tone={STOCK_TONE[state]}>{text}</Badge>;
}

export interface TabItem {
  id: string;
  label: string;
}

/**
 * A tab list (WAI-ARIA tabs): arrow keys, Home and End move between tabs and select them; only
 * the selected tab is in the Tab order. On a narrow screen the strip scrolls sideways and keeps
 * the selected tab in view (the strip alone, never the page). The caller renders the panel
 * (`panelId`, labelled by `${idPrefix}-${id}`).
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
  panelId,
  orientation = 'horizontal',
  className = '',
}: {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  idPrefix: string;
  panelId: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  useEffect(() => {
    const strip = list.current;
    const tab = buttons.current[index];
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = Math.max(0, tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2);
  }, [index]);

  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const to = (next + tabs.length) % tabs.length;
    onSelect(tabs[to]!.id);
    buttons.current[to]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={label} aria-orientation={orientation} className={`shop-ui-tabs shop-ui-tabs--${orientation} ${className}`.trim()}>
      {tabs.map((tab, at) => (
        <button
          key={tab.id}
          ref={(el) => {
            buttons.current[at] = el;
          }}
          id={`${idPrefix}-${tab.id}`}
          role="tab"
          type="button"
          className="shop-ui-tab"
          aria-selected={at === index}
          aria-controls={panelId}
          tabIndex={at === index ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, at)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
