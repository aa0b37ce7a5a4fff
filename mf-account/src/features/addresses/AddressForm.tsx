// Add or change one address. 'Find address' looks the postcode up: it fills the town and county
// and, with a real provider, offers the postcode's addresses to pick. Every failure shows its
// §8 message, beside its field when it has one.
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CheckboxField, FormError, SelectField, TextField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import type { AddressLookup, MemberAddress } from '@shop/shared/api';
import { t } from '../../i18n';
import { errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { lookupPostcode } from './api/lookup-postcode';
import { addressSchema, FIELD_OF_CODE, postcodeRule, type AddressValues } from './address-schema';
import styles from './addresses.module.css';

const EMPTY: AddressValues = { postcode: '', firstName: '', lastName: '', line1: '', line2: '', town: '', county: '', phone: '', isDefault: false };
/** Only the form's own fields (an address from the API also has its id and country, which a change must not send). */
const formValuesOf = (source: Partial<AddressValues>): AddressValues =>
  Object.fromEntries(Object.keys(EMPTY).map((key) => [key, source[key as keyof AddressValues] ?? EMPTY[key as keyof AddressValues]])) as AddressValues;

export function AddressForm({ initial, onSave, onCancel }: { initial?: MemberAddress; onSave: (values: AddressValues) => Promise<void>; onCancel: () => void }) {
  const form = useForm<AddressValues & { pick?: string }>({
    resolver: yupResolver(addressSchema) as unknown as Resolver<AddressValues & { pick?: string }>,
    defaultValues: formValuesOf(initial ?? {}),
  });
  const { register, formState, setValue, setError, getValues, setFocus } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<AddressLookup | null>(null);
  const [finding, setFinding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const showFailure = (error: unknown) => {
    const f = error as Partial<NormalisedFailure>;
    const message = errorMessage(f?.code, 'account', f?.message);
    const field = typeof f?.code === 'number' ? FIELD_OF_CODE[f.code] : undefined;
    if (field) {
      setError(field, { message }, { shouldFocus: true });
      setFailure(null);
    } else setFailure(message);
  };

  const find = async () => {
    setFound(null);
    setFailure(null);
    const postcode = getValues('postcode');
    try {
      await postcodeRule.validate(postcode);
    } catch (invalid) {
      setError('postcode', { message: (invalid as Error).message }, { shouldFocus: true });
      return;
    }
    form.clearErrors('postcode');
    setFinding(true);
    try {
      const result = await lookupPostcode(postcode);
      setValue('postcode', result.postcode);
      setValue('town', result.town, { shouldValidate: Boolean(formState.errors.town) });
      setValue('county', result.county);
      setFound(result);
      // With a list, the member picks first; otherwise they type the first line.
      if (result.addresses.length === 0) setFocus('line1');
    } catch (error) {
      showFailure(error);
    } finally {
      setFinding(false);
    }
  };

  const pick = (index: string) => {
    const chosen = found?.addresses[Number(index)];
    if (!chosen) return;
    for (const key of ['line1', 'line2', 'town', 'county', 'postcode'] as const) setValue(key, chosen[key], { shouldValidate: Boolean(formState.errors[key]) });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(formValuesOf(values));
    } catch (error) {
      showFailure(error);
    }
  });

  const field = (name: keyof AddressValues, autoComplete: string, extra: { hint?: string; inputMode?: 'tel' } = {}) => (
    <TextField label={t(`account.addresses.${name}`)} autoComplete={autoComplete} registration={register(name)} error={formState.errors[name]} {...extra} />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title" className={styles.formTitle} tabIndex={-1} ref={heading}>
        {t(initial ? 'account.addresses.editTitle' : 'account.addresses.addTitle')}
      </h3>
      <FormError>{failure}</FormError>
      <div className={styles.twoColumns}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      <div className={styles.postcodeRow}>
        <TextField
          label={t('account.addresses.postcode')}
          hint={t('account.addresses.postcodeHint')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          registration={register('postcode')}
          error={formState.errors.postcode}
        />
        <Button type="button" variant="secondary" onClick={find} disabled={finding} className={styles.findButton}>
          {finding ? t('account.addresses.finding') : t('account.addresses.find')}
        </Button>
      </div>
      <p className={styles.lookupStatus} role="status">
        {found ? (found.addresses.length ? t('account.addresses.foundList', { count: found.addresses.length }) : t('account.addresses.foundTown', { town: [found.town, found.county].filter(Boolean).join(', ') })) : ''}
      </p>
      {found && found.addresses.length > 0 ? (
        <SelectField
          label={t('account.addresses.pick')}
          registration={register('pick', { onChange: (event: { target: { value: string } }) => pick(event.target.value) })}
          options={[{ value: '', label: t('account.addresses.pickPrompt') }, ...found.addresses.map((a, i) => ({ value: String(i), label: [a.line1, a.line2].filter(Boolean).join(', ') }))]}
        />
      ) : null}
      {field('line1', 'address-line1')}
      {field('line2', 'address-line2')}
      <div className={styles.twoColumns}>
        {field('town', 'address-level2')}
        {field('county', 'address-level1')}
      </div>
      {field('phone', 'tel', { inputMode: 'tel' })}
      {initial?.isDefault ? null : <CheckboxField label={t('account.addresses.isDefault')} registration={register('isDefault')} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('account.addresses.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('account.addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
