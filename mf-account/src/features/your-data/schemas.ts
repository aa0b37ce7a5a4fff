// 'Your data' form rules, with yup's default messages (§5).
import { yup } from '../../form/yup';

export const deleteAccountSchema = yup.object({ password: yup.string().label('Your password').required().max(256) });
