import { useEffect, useId, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { t } from '@shop/shared/i18n';
import './ui.css';

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
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

/** A modal dialog: labelled by its title, focus moves in on open, Escape closes. */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children?: ReactNode }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="shop-ui-dialog-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="shop-ui-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
        <div className="shop-ui-dialog__header">
          <h2 id={titleId} className="shop-ui-dialog__title">{title}</h2>
          <button type="button" className="shop-ui-dialog__close" aria-label={t('dialog.close')} onClick={onClose}>×</button>
        </div>
        {children}
      </div>
    </div>
  );
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
