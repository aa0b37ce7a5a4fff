// Form rules with yup's default messages (spec §5: "{path} is a required field", ...).
import { yup } from '../../form/yup';

const email = yup.string().label('Email').trim().required().email().max(254);
const password = yup.string().label('Password').required().min(8).max(64);
const name = (label: string) =>
  yup.string().label(label).trim().required().max(50).matches(/^[\p{L}][\p{L}\p{M} '’.-]*$/u, `${label} may only contain letters, spaces, hyphens and apostrophes`);

export const signInSchema = yup.object({ email, password: yup.string().label('Password').required().max(256) });
export const signUpSchema = yup.object({
  titleId: yup.string().label('Title').optional(),
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  password,
  newsletter: yup.boolean().default(false),
});
export const emailSchema = yup.object({ email });
export const resetSchema = yup.object({
  password,
  confirm: yup.string().label('Confirm password').required().oneOf([yup.ref('password')], 'Passwords must match'),
});
export const changePasswordSchema = yup.object({
  oldPassword: yup.string().label('Current password').required().max(256),
  newPassword: password.label('New password'),
});
