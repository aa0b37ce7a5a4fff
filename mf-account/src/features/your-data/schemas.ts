// 'Your data' form rules, with yup's default messages (§5).
import { t } from '../../i18n';
import { yup } from '../../form/yup';

export const deleteAccountSchema = yup.object({ password: yup.string().label(t('account.yourData.deletePassword')).required().max(256) });
