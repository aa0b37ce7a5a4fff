// The in-store form: a home store from the list. (A membership card joins the account through
// the unlock proof at /unlock, never by its number typed in: issue 33 §1.)
import { yup } from '../../form/yup';
import { t } from '../../i18n';

export const inStoreSchema = yup.object({
  homeStoreId: yup.string().label(t('account.inStore.homeStore')).required(t('account.inStore.storeRequired')),
});

export type InStoreForm = yup.InferType<typeof inStoreSchema>;
