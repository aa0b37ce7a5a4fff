// The bank details form: yup's default messages (§5) and the field rules the API's schema reads.
import { yup } from '../../form/yup';
import { t } from '../../i18n';
import { ACCOUNT_HOLDER_NAME_MAX, ACCOUNT_HOLDER_NAME_PATTERN, ACCOUNT_NUMBER_PATTERN, digitsOf, ROLL_NUMBER_MAX, ROLL_NUMBER_MIN, ROLL_NUMBER_PATTERN, SORT_CODE_PATTERN } from '@shop/shared/rules';

const digits = (label: string, pattern: string, message: string) =>
  yup
    .string()
    .label(label)
    .transform((typed: string) => digitsOf(typed))
    .required()
    .matches(new RegExp(pattern), message);

export const bankDetailsSchema = yup.object({
  accountHolderName: yup
    .string()
    .label(t('account.bank.holderName'))
    .transform((typed: string) => typed.trim().replace(/\s+/g, ' '))
    .required()
    .max(ACCOUNT_HOLDER_NAME_MAX)
    .matches(new RegExp(ACCOUNT_HOLDER_NAME_PATTERN, 'u'), t('account.bank.holderNameInvalid')),
  sortCode: digits(t('account.bank.sortCode'), SORT_CODE_PATTERN, t('account.bank.sortCodeInvalid')),
  bankAccountNumber: digits(t('account.bank.accountNumber'), ACCOUNT_NUMBER_PATTERN, t('account.bank.accountNumberInvalid')),
  rollNumber: yup
    .string()
    .label(t('account.bank.rollLabel'))
    .transform((typed: string) => typed.trim())
    .default('')
    .test('roll-number', t('account.bank.rollNumberInvalid'), (v) => !v || new RegExp(ROLL_NUMBER_PATTERN).test(v))
    .test('roll-length', t('account.bank.rollLength', { label: t('account.bank.rollLabel'), min: ROLL_NUMBER_MIN, max: ROLL_NUMBER_MAX }), (v) => !v || (v.length >= ROLL_NUMBER_MIN && v.length <= ROLL_NUMBER_MAX)),
});

export type BankDetailsForm = yup.InferType<typeof bankDetailsSchema>;
