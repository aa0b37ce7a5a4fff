// The rules of the fields every enquiry form shares, from the limits the API checks too
// (@shop/shared/rules), worded by the §5 messages (the remote's yup locale).
import { t } from '../../../i18n';
import {
  ENQUIRY_EMAIL_MAX,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGE_MIN,
  ENQUIRY_NAME_MAX,
  MEMBER_NAME_PATTERN,
  PHONE_MAX,
  UK_PHONE_PATTERN,
  errorMessage,
  ENQUIRY_CODES as C,
} from '@shop/shared/rules';
import { yup } from '../../../form/yup';

export const nameRule = () =>
  yup.string().label(t('enquiry.name')).trim().required().max(ENQUIRY_NAME_MAX).matches(new RegExp(MEMBER_NAME_PATTERN, 'u'), errorMessage(C.nameInvalid, 'enquiry'));
export const emailRule = () => yup.string().label(t('enquiry.email')).trim().required().max(ENQUIRY_EMAIL_MAX).email();
export const phoneRule = () =>
  yup
    .string()
    .label(t('enquiry.phone'))
    .trim()
    .max(PHONE_MAX)
    .test('uk-phone', errorMessage(C.phoneInvalid, 'enquiry'), (v) => !v || new RegExp(UK_PHONE_PATTERN).test(v));
export const messageRule = (labelKey = 'enquiry.message') => yup.string().label(t(labelKey)).trim().required().min(ENQUIRY_MESSAGE_MIN).max(ENQUIRY_MESSAGE_MAX);
export const honeypotRule = () => yup.string().default('');

/** Codes of the shared fields, and the field each belongs to. */
export const PERSON_FIELDS = {
  [C.nameMissing]: 'name',
  [C.nameInvalid]: 'name',
  [C.emailMissing]: 'email',
  [C.emailInvalid]: 'email',
  [C.phoneInvalid]: 'phone',
  [C.messageMissing]: 'message',
  [C.messageInvalid]: 'message',
} as const;
