import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormError, SelectField, TextField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage, formatMembershipNumber, normaliseMembershipNumber, PAYOUT_STORE_CODES as CODES } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { InStoreDetail, Store } from './api/client';
import { inStoreSchema, type InStoreForm as Values } from './schema';
import styles from './in-store.module.css';

// A code about one field is shown on that field; the others above the form.
const FIELD_OF_CODE: Partial<Record<number | string, keyof Values>> = {
  [CODES.homeStore]: 'homeStoreId',
  [CODES.membershipNumber]: 'membershipNumber',
  [CODES.membershipTaken]: 'membershipNumber',
};

interface Props {
  detail: InStoreDetail | null;
  stores: Store[];
  onSave: (input: { homeStoreId: number; membershipNumber: string | null }) => Promise<void>;
}

/** Home store and membership number; the number is checked here by the same rule as the API. */
export function InStoreForm({ detail, stores, onSave }: Props) {
  const form = useForm<Values>({
    resolver: yupResolver(inStoreSchema) as unknown as Resolver<Values>,
    defaultValues: {
      homeStoreId: detail ? String(detail.homeStore.storeId) : '',
      membershipNumber: detail?.membershipNumber ? formatMembershipNumber(detail.membershipNumber) : '',
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSave({ homeStoreId: Number(v.homeStoreId), membershipNumber: v.membershipNumber.trim() ? normaliseMembershipNumber(v.membershipNumber) : null });
    } catch (error) {
      const f = error as Partial<NormalisedFailure>;
      const message = errorMessage(f.code, 'inStore', f.message);
      const field = f.code === undefined ? undefined : FIELD_OF_CODE[f.code];
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  const options = [{ value: '', label: t('account.inStore.chooseStore') }, ...stores.map((s) => ({ value: String(s.storeId), label: s.storeName }))];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.tab.inStore')}>
      <FormError>{failure}</FormError>
      <SelectField label={t('account.inStore.homeStore')} options={options} registration={form.register('homeStoreId')} error={errors.homeStoreId} />
      <TextField
        label={t('account.inStore.membershipNumber')}
        hint={t('account.inStore.membershipHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        registration={form.register('membershipNumber')}
        error={errors.membershipNumber}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>{form.formState.isSubmitting ? t('account.inStore.saving') : t('account.inStore.save')}</Button>
      </div>
    </form>
  );
}
