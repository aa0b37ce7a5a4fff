import { useEffect, useId, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { t } from '@shop/shared/i18n';
import './ui.css';

// `ref` is a plain prop in React 19: a caller can give the focus back to a button.
export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary'; ref?: Ref<HTMLButtonElement> }) {
  const cls = `shop-ui-button${variant === 'secondary' ? ' shop-ui-button--secondary' : ''} ${className}`.trim();
  return <button type="button" className={cls} {...props} />;
}

/** A page's frame: its heading and an optional lead line. */
export function PageLayout({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="shop-ui-page">
      <h1 className="shop-ui-page__heading">{heading}</h1>
      {lead ? <p className="shop-ui-page__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

export function Loader({ label = t('shell.pleaseWait') }: { label?: string }) {
  return (
    <div className="shop-ui-loader" role="status" aria-live="polite">
      <span className="shop-ui-loader__dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/**
 * A modal dialog: labelled by its title, focus moves in on open and stays inside (Tab wraps),
 * Escape closes, and focus goes back to what opened it. `sheet` fills a phone's screen (a drawer)
 * with room for a sticky `footer`.
 */
export function Dialog({ title, onClose, children, footer, variant = 'centred' }: { title: string; onClose: () => void; children?: ReactNode; footer?: ReactNode; variant?: 'centred' | 'sheet' }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onClose();
      if (e.key === 'Tab' && ref.current) trapTab(e, ref.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const cls = variant === 'sheet' ? 'shop-ui-dialog shop-ui-dialog--sheet' : 'shop-ui-dialog';
  return (
    <div className={`shop-ui-dialog-backdrop${variant === 'sheet' ? ' shop-ui-dialog-backdrop--sheet' : ''}`} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className={cls} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
        <div className="shop-ui-dialog__header">
          <h2 id={titleId} className="shop-ui-dialog__title">
            {title}
          </h2>
          <button type="button" className="shop-ui-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="shop-ui-dialog__body">{children}</div>
        {footer ? <div className="shop-ui-dialog__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside a modal: from the last control to the first and back. */
function trapTab(e: KeyboardEvent, box: HTMLElement) {
  const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === box)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !box.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

/** What a region shows when its remote could not load or crashed: the rest of the page stays. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <div className="shop-ui-fallback" role="alert" data-remote-fallback={remote}>
      <p>{t('remote.unavailable')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}

/** A page component with a heading from its title key and a lead line (content comes later). */
export function titledPage(titleKey: string, lead: string) {
  return function TitledPage() {
    return <PageLayout heading={t(titleKey)} lead={lead} />;
  };
}
