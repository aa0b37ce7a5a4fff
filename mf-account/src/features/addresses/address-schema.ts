// The address form's rules: the shared field rules (the API checks the same), yup's default
// messages (§5) for required and length, and the catalogue's words for patterns.
import { ADDRESS_CODES, ADDRESS_FIELD_MAX, ADDRESS_LINE_MAX, ADDRESS_LINE_PATTERN, ADDRESS_NAME_PATTERN, ADDRESS_PLACE_PATTERN, UK_PHONE_PATTERN, UK_POSTCODE_PATTERN } from '@shop/shared/api';
import { yup } from '../../form/yup';
import { t } from '../../i18n';

const text = (labelKey: string, max: number, pattern: string) =>
  yup
    .string()
    .label(t(labelKey))
    .trim()
    .max(max)
    .matches(new RegExp(pattern, 'u'), { message: t('account.addresses.badText'), excludeEmptyString: true });

export const postcodeRule = yup.string().label(t('account.addresses.postcode')).trim().required().matches(new RegExp(UK_POSTCODE_PATTERN), t('account.addresses.badPostcode'));

export const addressSchema = yup.object({
  postcode: postcodeRule,
  firstName: text('account.addresses.firstName', ADDRESS_FIELD_MAX, ADDRESS_NAME_PATTERN).required(),
  lastName: text('account.addresses.lastName', ADDRESS_FIELD_MAX, ADDRESS_NAME_PATTERN).required(),
  line1: text('account.addresses.line1', ADDRESS_LINE_MAX, ADDRESS_LINE_PATTERN).required(),
  line2: text('account.addresses.line2', ADDRESS_LINE_MAX, ADDRESS_LINE_PATTERN).default(''),
  town: text('account.addresses.town', ADDRESS_FIELD_MAX, ADDRESS_PLACE_PATTERN).required(),
  county: text('account.addresses.county', ADDRESS_FIELD_MAX, ADDRESS_PLACE_PATTERN).default(''),
  phone: yup
    .string()
    .label(t('account.addresses.phone'))
    .trim()
    .default('')
    .matches(new RegExp(UK_PHONE_PATTERN), { message: t('account.addresses.badPhone'), excludeEmptyString: true }),
  isDefault: yup.boolean().default(false),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

/** The field a §8 address code is about, so the message shows beside it. */
export const FIELD_OF_CODE: Record<number, keyof AddressValues> = {
  [ADDRESS_CODES.firstName]: 'firstName',
  [ADDRESS_CODES.lastName]: 'lastName',
  [ADDRESS_CODES.line1]: 'line1',
  [ADDRESS_CODES.line2]: 'line2',
  [ADDRESS_CODES.townMissing]: 'town',
  [ADDRESS_CODES.townInvalid]: 'town',
  [ADDRESS_CODES.county]: 'county',
  [ADDRESS_CODES.postcodeMissing]: 'postcode',
  [ADDRESS_CODES.postcodeInvalid]: 'postcode',
  [ADDRESS_CODES.postcodeUnknown]: 'postcode',
  [ADDRESS_CODES.notGbr]: 'postcode',
  [ADDRESS_CODES.phone]: 'phone',
};
