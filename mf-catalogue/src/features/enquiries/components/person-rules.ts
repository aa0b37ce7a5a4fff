// The rules of the fields every enquiry form shares, from the limits the API checks too
// (@shop/shared/api, the enquiries' wire contract). Each failure is worded as a sentence of its own, the one the API's code for
// it reads (error-messages, 'enquiry'), never built from the field's label ('Your name is a required
// field'): issue 33 §7.
import { ENQUIRY_CODES as C, ENQUIRY_EMAIL_MAX, ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN, ENQUIRY_NAME_MAX, ENQUIRY_NAME_PATTERN, PHONE_MAX, UK_PHONE_PATTERN } from '@shop/shared/api';
import { errorMessage } from '@shop/shared/rules';
import { yup } from '../../../form/yup';

/** The catalogue's sentence for an enquiry code. */
export const says = (code: number) => errorMessage(code, 'enquiry');

export const nameRule = () => yup.string().trim().required(says(C.nameMissing)).max(ENQUIRY_NAME_MAX, says(C.nameInvalid)).matches(new RegExp(ENQUIRY_NAME_PATTERN, 'u'), says(C.nameInvalid));
export const emailRule = () => yup.string().trim().required(says(C.emailMissing)).max(ENQUIRY_EMAIL_MAX, says(C.emailInvalid)).email(says(C.emailInvalid));
export const phoneRule = () =>
  yup
    .string()
    .trim()
    .max(PHONE_MAX, says(C.phoneInvalid))
    .test('uk-phone', says(C.phoneInvalid), (v) => !v || new RegExp(UK_PHONE_PATTERN).test(v));
export const messageRule = () => yup.string().trim().required(says(C.messageMissing)).min(ENQUIRY_MESSAGE_MIN, says(C.messageInvalid)).max(ENQUIRY_MESSAGE_MAX, says(C.messageInvalid));
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
