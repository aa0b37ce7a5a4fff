import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { FormError, TextField } from '@shop/shared/form';
import type { NormalisedFailure } from '@shop/shared/http';
import { t } from '../../i18n';
import { BANK_ACCOUNT_CODES as CODES, errorMessage } from '@shop/shared/rules';
import { Button } from '@shop/shared/ui';
import { ReauthenticationCancelled } from '../reauthentication/use-reauthentication';
import type { BankDetails } from './api/client';
import { bankDetailsSchema, type BankDetailsForm } from './schema';
import styles from './bank-details.module.css';

// A §8 code about one field is shown on that field; the others above the form.
const FIELD_OF_CODE: Partial<Record<number | string, keyof BankDetailsForm>> = {
  [CODES.sortCode]: 'sortCode',
  [CODES.accountNumber]: 'bankAccountNumber',
  [CODES.holderName]: 'accountHolderName',
  [CODES.rollNumber]: 'rollNumber',
};

interface Props {
  title: string;
  /** The holder name of the account being changed; numbers are always typed again. */
  holderName?: string;
  onSave: (details: BankDetails) => Promise<void>;
  onCancel: () => void;
}

/** Add or change bank details. Numbers are never prefilled or kept by the browser (autocomplete off). */
export function BankAccountForm({ title, holderName = '', onSave, onCancel }: Props) {
  const form = useForm<BankDetailsForm>({
    resolver: yupResolver(bankDetailsSchema) as unknown as Resolver<BankDetailsForm>,
    defaultValues: { accountHolderName: holderName, sortCode: '', bankAccountNumber: '', rollNumber: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  // Opened from a button: keyboard users go straight on typing.
  useEffect(() => form.setFocus('accountHolderName'), [form]);

  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSave({ accountHolderName: v.accountHolderName, sortCode: v.sortCode, bankAccountNumber: v.bankAccountNumber, rollNumber: v.rollNumber || null });
    } catch (error) {
      if (error instanceof ReauthenticationCancelled) return;
      const f = error as Partial<NormalisedFailure>;
      const message = errorMessage(f.code, 'account', f.message);
      const field = f.code === undefined ? undefined : FIELD_OF_CODE[f.code];
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="bank-form-title">
      <h3 id="bank-form-title" className={styles.formTitle}>
        {title}
      </h3>
      {holderName ? <p className={styles.note}>{t('account.bank.changeNote')}</p> : null}
      <FormError>{failure}</FormError>
      <TextField label={t('account.bank.holderName')} autoComplete="name" registration={form.register('accountHolderName')} error={errors.accountHolderName} />
      <div className={styles.numbers}>
        <TextField label={t('account.bank.sortCode')} hint={t('account.bank.sortCodeHint')} inputMode="numeric" autoComplete="off" registration={form.register('sortCode')} error={errors.sortCode} />
        <TextField
          label={t('account.bank.accountNumber')}
          hint={t('account.bank.accountNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          registration={form.register('bankAccountNumber')}
          error={errors.bankAccountNumber}
        />
      </div>
      <TextField label={t('account.bank.rollNumber')} hint={t('account.bank.rollNumberHint')} autoComplete="off" registration={form.register('rollNumber')} error={errors.rollNumber} />
      <div className={styles.actions}>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('account.bank.saving') : t('account.bank.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.bank.cancel')}
        </Button>
      </div>
    </form>
  );
}
