// The data-protection notice (spec §2 consent dialog; issue 18): asks by purpose. 'Reject all'
// and 'Accept all' are the same button, one click each (the UK regulator's 'as easy to refuse
// as to accept'); 'Choose' lets the visitor set each purpose. A fixed bottom sheet, so it shifts
// nothing on the page (CLS 0), and a lazy chunk of its own: a returning visitor never loads it.
// Non-modal: the shop stays usable without an answer (no cookie wall); until one, nothing
// optional runs.
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { bus } from '@shop/shared/bus';
import { ACCEPT_ALL, OPTIONAL_PURPOSES, REJECT_ALL, consent, isCurrent, type PurposeChoices } from '@shop/shared/consent';
import { t } from '../i18n';
import { Button } from '@shop/shared/ui';
import styles from './consent-notice.module.css';

export default function ConsentNotice({ onDone = () => bus.emit('host:close-dialog', { dialog: 'consent' }) }: { onDone?: () => void }) {
  const titleId = useId();
  const leadId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // A first answer (or one to a new notice version) cannot be closed away: it is asked until given.
  const [firstAsk] = useState(() => !isCurrent(consent.record()));
  const [choosing, setChoosing] = useState(false);
  const [choices, setChoices] = useState<PurposeChoices>(() => consent.record()?.purposes ?? REJECT_ALL);
  const firstPurpose = useRef<HTMLInputElement>(null);
  // 'Choose' gives way to 'Save my choices': the focus moves to the first purpose, not to nowhere.
  useEffect(() => {
    if (choosing) firstPurpose.current?.focus();
  }, [choosing]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    // On arrival the shopper may already be typing somewhere: take the focus only from nowhere.
    // Opened from a button (Cookie settings), the focus moves in and comes back on close.
    if (!firstAsk || !opener || opener === document.body) ref.current?.focus();
    return () => {
      if (!firstAsk && opener?.isConnected) opener.focus();
    };
  }, [firstAsk]);

  useEffect(() => {
    if (firstAsk) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onDone();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [firstAsk, onDone]);

  const decide = (purposes: PurposeChoices) => {
    void consent.choose(purposes);
    if (!firstAsk) bus.emit('host:show-snackbar', { message: t('consent.saved'), kind: 'success', durationMs: 3000 });
    onDone();
  };

  return (
    <div className={styles.sheet} role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={leadId} tabIndex={-1} ref={ref} data-testid="consent-notice">
      <div className={styles.inner}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('dialog.consent')}
          </h2>
          {firstAsk ? null : (
            <button type="button" className={styles.close} aria-label={t('dialog.close')} onClick={onDone}>
              ×
            </button>
          )}
        </div>
        {/* Short blocks, never more than two lines on a phone: the notice appears after the page's
            largest paint and must not replace it as the LCP element (a larger text block would). */}
        <div id={leadId} className={styles.lead}>
          <p>{t('consent.leadNecessary')}</p>
          <p>{t('consent.leadOptional')}</p>
          <p>
            {t('consent.leadChange')} <a href="/cookies">{t('shell.cookiePolicy')}</a>
          </p>
        </div>
        {choosing ? (
          <fieldset className={styles.purposes}>
            <legend className={styles.legend}>{t('consent.purposes')}</legend>
            <Purpose name="necessary" checked disabled onChange={() => undefined} />
            {OPTIONAL_PURPOSES.map((p, i) => (
              <Purpose key={p} name={p} inputRef={i === 0 ? firstPurpose : undefined} checked={choices[p]} onChange={(on) => setChoices((c) => ({ ...c, [p]: on }))} />
            ))}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {/* Same component, same style, side by side: refusing is as easy as accepting. */}
          <Button onClick={() => decide(REJECT_ALL)}>{t('consent.rejectAll')}</Button>
          <Button onClick={() => decide(ACCEPT_ALL)}>{t('consent.acceptAll')}</Button>
          {choosing ? (
            <Button variant="secondary" onClick={() => decide(choices)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setChoosing(true)}>
              {t('consent.choose')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function Purpose({ name, checked, disabled, inputRef, onChange }: { name: 'necessary' | keyof PurposeChoices; checked: boolean; disabled?: boolean; inputRef?: Ref<HTMLInputElement>; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.purpose}>
      <input id={id} ref={inputRef} type="checkbox" checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {t(`consent.purpose.${name}`)}
        {disabled ? <span className={styles.always}> ({t('consent.alwaysOn')})</span> : null}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(`consent.purpose.${name}.hint`)}
      </p>
    </div>
  );
}
