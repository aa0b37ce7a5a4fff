// Form rules with yup's default messages (spec §5: "{path} is a required field", ...).
import { MEMBER_CODES } from '@shop/shared/api';
import { errorMessage } from '@shop/shared/rules';
import { t } from '../../i18n';
import { yup } from '../../form/yup';

const email = yup.string().label(t('auth.email')).trim().required().email().max(254);
// The most common passwords of 8 or more characters, caught as the member types; the API checks
// the whole kept list (~49,000, auth/passwords.ts) and answers 1061 for the rest.
const OBVIOUS_PASSWORDS = new Set([
  'password',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'football',
  'baseball',
  'password1',
  'password123',
  'abc12345',
  'letmein1',
  'welcome1',
  'princess',
  'trustno1',
  '11111111',
  '00000000',
  'qwerty123',
  'passw0rd',
]);
const password = yup
  .string()
  .label(t('auth.password'))
  .required()
  .min(8)
  .max(64)
  .test('not-common', errorMessage(MEMBER_CODES.passwordCommon, 'password'), (v) => !v || !OBVIOUS_PASSWORDS.has(v.trim().toLowerCase()));
const name = (label: string) =>
  yup
    .string()
    .label(label)
    .trim()
    .required()
    .max(50)
    .matches(/^[\p{L}][\p{L}\p{M} '’.-]*$/u, t('auth.nameLetters', { label }));

export const signInSchema = yup.object({ email, password: yup.string().label(t('auth.password')).required().max(256) });
export const signUpSchema = yup.object({
  titleId: yup.string().label(t('auth.title')).optional(),
  firstName: name(t('auth.firstName')),
  lastName: name(t('auth.lastName')),
  email,
  password,
  newsletter: yup.boolean().default(false),
});
export const emailSchema = yup.object({ email });
export const resetSchema = yup.object({
  password,
  confirm: yup
    .string()
    .label(t('auth.confirmPassword'))
    .required()
    .oneOf([yup.ref('password')], t('auth.passwordsMatch')),
});
export const changePasswordSchema = yup.object({
  oldPassword: yup.string().label(t('auth.currentPassword')).required().max(256),
  newPassword: password.label(t('auth.newPassword')),
});
