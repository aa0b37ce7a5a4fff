// Security tab form rules, with yup's default messages (§5).
import { t } from '../../i18n';
import { yup } from '../../form/yup';

export const emailChangeSchema = yup.object({ email: yup.string().label(t('account.security.emailNew')).trim().required().email().max(254) });
export const signOutEverywhereSchema = yup.object({ keepCurrent: yup.boolean().default(true) });
