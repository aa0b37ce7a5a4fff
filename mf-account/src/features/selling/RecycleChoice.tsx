// An item the shop cannot buy (refused at inspection, a revised offer declined) comes back free;
// the member may let the shop recycle it instead. Asked once more in place, since it cannot be
// undone; once agreed, the card says so (and when).
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { recycleProblem } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { SellingQuote } from './api/types';
import { sellingDate } from './selling-words';
import styles from './selling.module.css';

export function RecycleChoice({ quote, agreedAt, onRecycle, busy }: { quote: SellingQuote; agreedAt: string | null; onRecycle: (quote: SellingQuote) => void; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const agreedText = useRef<HTMLParagraphElement>(null);
  // Agreed from the confirmation: its buttons are gone, so the focus goes to what happened.
  useEffect(() => {
    if (agreedAt && confirming) agreedText.current?.focus();
  }, [agreedAt, confirming]);
  const problem = recycleProblem({ state: quote.status, recycleAgreedAt: agreedAt });
  if (problem === 'not-refused') return null;
  const headingId = `selling-recycle-${quote.quoteId}`;
  return (
    <section className={styles.recycle} aria-labelledby={headingId}>
      <h5 id={headingId}>{t('account.selling.recycleTitle')}</h5>
      {agreedAt ? (
        <p ref={agreedText} tabIndex={-1}>
          {t('account.selling.recycleAgreed', { date: sellingDate(agreedAt) })}
        </p>
      ) : confirming ? (
        <div role="group" aria-label={t('account.selling.recycleConfirm', { name: quote.modelName })}>
          <p>{t('account.selling.recycleConfirm', { name: quote.modelName })}</p>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={() => onRecycle(quote)}>
              {t('account.selling.recycleYes')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)} autoFocus>
              {t('account.selling.recycleKeep')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p>{t('account.selling.recycleText')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {t('account.selling.recycleAsk')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
