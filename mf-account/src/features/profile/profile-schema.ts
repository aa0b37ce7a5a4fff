// The Profile form's rules: the shared field rules (the API checks the same) with yup's default messages (§5).
import { UK_PHONE_PATTERN } from '@shop/shared/api';
import { yup } from '../../form/yup';
import { t } from '../../i18n';
import { isPastDate, MEMBER_NAME_MAX, MEMBER_NAME_PATTERN, NI_NUMBER_PATTERN, PROFILE_CODES } from '@shop/shared/rules';

const name = (labelKey: string, code: number) =>
  yup
    .string()
    .label(t(labelKey))
    .trim()
    .required()
    .max(MEMBER_NAME_MAX)
    .matches(new RegExp(MEMBER_NAME_PATTERN, 'u'), t(`error.account.${code}`));

export const profileSchema = yup.object({
  titleId: yup.string().label(t('account.profile.title')).default(''),
  firstName: name('account.profile.firstName', PROFILE_CODES.firstName),
  lastName: name('account.profile.lastName', PROFILE_CODES.lastName),
  dateOfBirth: yup
    .string()
    .label(t('account.profile.dateOfBirth'))
    .default('')
    .test('past-date', t('account.profile.invalidDate'), (value) => !value || isPastDate(value)),
  taxId: yup
    .string()
    .label(t('account.profile.taxId'))
    .trim()
    .default('')
    .test('ni-number', t(`error.account.${PROFILE_CODES.taxId}`), (value) => !value || new RegExp(NI_NUMBER_PATTERN).test(value.toUpperCase())),
  phone: yup
    .string()
    .label(t('account.profile.phone'))
    .trim()
    .default('')
    .matches(new RegExp(UK_PHONE_PATTERN), { message: t(`error.account.${PROFILE_CODES.phoneInvalid}`), excludeEmptyString: true }),
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

export const FIELD_OF_CODE: Record<number, keyof ProfileValues> = {
  [PROFILE_CODES.firstName]: 'firstName',
  [PROFILE_CODES.lastName]: 'lastName',
  [PROFILE_CODES.dateOfBirth]: 'dateOfBirth',
  [PROFILE_CODES.taxId]: 'taxId',
  [PROFILE_CODES.phoneMissing]: 'phone',
  [PROFILE_CODES.phoneInvalid]: 'phone',
  [PROFILE_CODES.phoneTaken]: 'phone',
};
