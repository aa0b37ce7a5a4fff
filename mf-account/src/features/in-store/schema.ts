// The in-store form: a home store from the list, and the card's number by the shared rule
// (format and check digit) the API's schema and service read too.
import { yup } from '../../form/yup';
import { t } from '../../i18n';
import { MEMBERSHIP_NUMBER_MAX, normaliseMembershipNumber } from '@shop/shared/rules';

export const inStoreSchema = yup.object({
  homeStoreId: yup.string().label(t('account.inStore.homeStore')).required(t('account.inStore.storeRequired')),
  membershipNumber: yup
    .string()
    .label(t('account.inStore.membershipNumber'))
    .default('')
    .max(MEMBERSHIP_NUMBER_MAX, t('account.inStore.membershipInvalid'))
    .test('membership-number', t('account.inStore.membershipInvalid'), (v) => !v?.trim() || normaliseMembershipNumber(v) !== null),
});

export type InStoreForm = yup.InferType<typeof inStoreSchema>;
