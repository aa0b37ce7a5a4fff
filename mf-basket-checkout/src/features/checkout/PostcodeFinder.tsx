// Checkout's 'Find address': one lookup per click (GET members/addresslookup). With a provider's
// list the shopper picks their address; with only the district known, the town and county are
// filled and the focus goes to line 1 with a message. A malformed postcode is refused here,
// without a request; unknown or non-GBR postcodes show their §8 message beside the field.
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { normaliseFailure } from '@shop/shared/http';
import type { AddressLookup } from '@shop/shared/api';
import { t } from '../../i18n';
import { errorMessage, normaliseUkPostcode } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { basketApi } from '../../api/basket-api';
import styles from '../basket-checkout.module.css';
import { CheckoutField } from './CheckoutField';
import type { CheckoutFormValues } from './checkout-form';

export function PostcodeFinder({ form, lookup = basketApi.lookupAddress }: { form: UseFormReturn<CheckoutFormValues>; lookup?: (postcode: string) => Promise<AddressLookup> }) {
  const { register, getValues, setValue, setError, clearErrors, formState } = form;
  const [found, setFound] = useState<AddressLookup | null>(null);
  const [finding, setFinding] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's request.
  const busy = useRef(false);
  const pickId = useId();
  const row = useRef<HTMLDivElement>(null);

  async function find() {
    if (busy.current) return;
    setFound(null);
    const typed = getValues('postcode');
    const postcode = normaliseUkPostcode(typed);
    if (!postcode) {
      setError('postcode', { message: t(typed.trim() ? 'error.checkout.1602' : 'error.checkout.1600') }, { shouldFocus: true });
      return;
    }
    clearErrors('postcode');
    busy.current = true;
    setFinding(true);
    try {
      const result = await lookup(postcode);
      const fill = { shouldValidate: Boolean(formState.errors.town) } as const;
      setValue('postcode', result.postcode);
      setValue('town', result.town, fill);
      setValue('county', result.county);
      setFound(result);
    } catch (error) {
      const f = normaliseFailure(error);
      setError('postcode', { message: errorMessage(f.code, 'checkout', f.message) }, { shouldFocus: true });
    } finally {
      busy.current = false;
      setFinding(false);
    }
  }

  // With only the district known, the shopper types line 1 next; focused once the page has settled
  // (the button is enabled again). The form's own input, found in the page: react-hook-form's
  // setFocus did not move the focus here.
  useEffect(() => {
    if (found && found.addresses.length === 0) row.current?.closest('form')?.querySelector<HTMLInputElement>('[name="line1"]')?.focus();
  }, [found]);

  function pick(index: string) {
    const chosen = found?.addresses[Number(index)];
    if (!chosen) return;
    for (const key of ['line1', 'line2', 'town', 'county', 'postcode'] as const) setValue(key, chosen[key], { shouldValidate: Boolean(formState.errors[key]) });
  }

  const status = found ? (found.addresses.length ? t('buy.lookup.foundList', { count: found.addresses.length }) : t('buy.lookup.foundTown', { town: [found.town, found.county].filter(Boolean).join(', ') })) : '';
  return (
    <>
      <div className={`${styles.row} ${styles.wide}`} ref={row}>
        <CheckoutField label={t('buy.lookup.postcode')} autoComplete="postal-code" autoCapitalize="characters" error={formState.errors.postcode} registration={register('postcode')} />
        <Button variant="secondary" onClick={() => void find()} disabled={finding} aria-busy={finding}>
          {finding ? t('buy.lookup.finding') : t('buy.lookup.find')}
        </Button>
      </div>
      <p className={`${styles.wide} ${styles.meta}`} role="status" data-testid="lookup-status">
        {status}
      </p>
      {found && found.addresses.length > 0 ? (
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={pickId}>{t('buy.lookup.pick')}</label>
          <select id={pickId} defaultValue="" onChange={(event) => pick(event.target.value)}>
            <option value="">{t('buy.lookup.pickPrompt')}</option>
            {found.addresses.map((a, i) => (
              <option key={`${a.line1}-${i}`} value={String(i)}>
                {[a.line1, a.line2].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
