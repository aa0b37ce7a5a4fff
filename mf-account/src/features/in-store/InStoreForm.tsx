import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormError, SelectField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { errorMessage, PAYOUT_STORE_CODES as CODES } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import type { InStoreDetail, Store } from './api/client';
import { inStoreSchema, type InStoreForm as Values } from './schema';
import styles from './in-store.module.css';

// A code about one field is shown on that field; the others above the form.
const FIELD_OF_CODE: Partial<Record<number | string, keyof Values>> = {
  [CODES.homeStore]: 'homeStoreId',
};

interface Props {
  detail: InStoreDetail | null;
  stores: Store[];
  onSave: (input: { homeStoreId: number; membershipNumber: null }) => Promise<void>;
}

/** The home store (a card is joined through /unlock, not typed in here). */
export function InStoreForm({ detail, stores, onSave }: Props) {
  const form = useForm<Values>({
    resolver: yupResolver(inStoreSchema) as unknown as Resolver<Values>,
    defaultValues: {
      homeStoreId: detail ? String(detail.homeStore.storeId) : '',
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      // A card joins an account only through the unlock proof (the tab's link to /unlock), never by
      // typing its number here (issue 33 §1): a number typed before is cleared with the next save.
      await onSave({ homeStoreId: Number(v.homeStoreId), membershipNumber: null });
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
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('account.inStore.saving') : t('account.inStore.save')}
        </Button>
      </div>
    </form>
  );
}
