// The offer, line by line (§7 offer): the price like new, what each answer changed, the total,
// cash beside store credit, how long it holds; accepting picks how to be paid (PayoutChoiceFields).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { t } from '../../../i18n';
import { Button } from '@shop/shared/ui';
import { FormError } from '@shop/shared/form';
import type { Quotation } from '../api/types';
import { missingChoice, PAYOUT_PARAM, PayoutChoiceFields, type PayoutChoice } from '../../payout';
import { OfferLines } from './OfferLines';
import css from '../../../components/sell.module.css';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export function OfferView({ quote, error, onAccept, onChange }: { quote: Quotation; error?: string; onAccept: (payout: PayoutChoice) => Promise<void>; onChange: () => void }) {
  const offer = quote.offer!;
  // Back from adding a bank account, the bank transfer is still the choice.
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<PayoutChoice>({ payoutMethod: params.get(PAYOUT_PARAM) === 'bank' ? 'bank' : 'voucher', revisionTolerance: 0 });
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    const problem = missingChoice(choice);
    setMissing(problem);
    if (problem) return;
    setBusy(true);
    await onAccept(choice);
    setBusy(false);
  };
  const change = (next: PayoutChoice) => {
    setChoice(next);
    setMissing(null);
  };
  return (
    <section className={css.section} aria-labelledby="sell-offer">
      <h2 id="sell-offer" tabIndex={-1}>
        {t('sell.offerTitle')}
      </h2>
      <p className={css.muted}>{t('sell.offerLead')}</p>
      <OfferLines offer={offer} />
      {quote.offerExpiresAt ? <p>{t('sell.validUntil', { date: longDate(quote.offerExpiresAt) })}</p> : null}
      <PayoutChoiceFields total={offer.total} masterBoxId={quote.masterBoxId} choice={choice} onChange={change} />
      <FormError>{missing ?? error}</FormError>
      <div className={css.actions}>
        <Button onClick={accept} disabled={busy}>
          {t('sell.accept')}
        </Button>
        <Button variant="secondary" onClick={onChange}>
          {t('sell.changeAnswers')}
        </Button>
      </div>
    </section>
  );
}
