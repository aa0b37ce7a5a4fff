// Checkout's delivery address: the member's default address filled in (BuyPage), their last one click away, the names, 'Find
// address' by postcode, and the lines a courier needs (all in the checkout form).
import type { DeliveryAddress as Address } from '@shop/shared/api';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@shop/shared/ui';
import { t } from '../../i18n';
import styles from '../basket-checkout.module.css';
import { CheckoutField } from './CheckoutField';
import type { CheckoutFormValues } from './checkout-form';
import { PostcodeFinder } from './PostcodeFinder';
import { addressLine } from './useMemberDefaults';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'town', 'county', 'postcode', 'phone'] as const;

/** Puts a saved address into the form's address fields. */
export function fillAddress(form: UseFormReturn<CheckoutFormValues>, a: Address, validate = true) {
  for (const name of ADDRESS_FIELDS) form.setValue(name, a[name] ?? '', { shouldValidate: validate, shouldDirty: true });
}

/** True when the form holds no address yet (nothing typed, nothing kept from a reload). */
export const addressEmpty = (values: CheckoutFormValues) => !values.line1.trim() && !values.postcode.trim() && !values.town.trim();

export function DeliveryAddress({ form, lastAddress }: { form: UseFormReturn<CheckoutFormValues>; lastAddress: Address | null }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <section className={styles.section} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">{t('buy.address.heading')}</h2>
      {lastAddress ? (
        <p className={styles.row}>
          <Button variant="secondary" onClick={() => fillAddress(form, lastAddress)}>
            {t('buy.lastAddress.use', { address: addressLine(lastAddress) })}
          </Button>
        </p>
      ) : null}
      <div className={styles.fields}>
        <CheckoutField label={t('buy.address.firstName')} autoComplete="given-name" error={e.firstName} registration={register('firstName')} />
        <CheckoutField label={t('buy.address.lastName')} autoComplete="family-name" error={e.lastName} registration={register('lastName')} />
        <PostcodeFinder form={form} />
        <CheckoutField wide label={t('buy.address.line1')} autoComplete="address-line1" error={e.line1} registration={register('line1')} />
        <CheckoutField wide label={t('buy.address.line2Optional')} autoComplete="address-line2" error={e.line2} registration={register('line2')} />
        <CheckoutField label={t('buy.address.town')} autoComplete="address-level2" error={e.town} registration={register('town')} />
        <CheckoutField label={t('buy.address.countyOptional')} autoComplete="address-level1" error={e.county} registration={register('county')} />
        <CheckoutField label={t('buy.address.phoneOptional')} type="tel" autoComplete="tel" error={e.phone} registration={register('phone')} />
      </div>
    </section>
  );
}
