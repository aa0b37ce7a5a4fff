// How to pack bulky things (issue 32 §2): the courier's size and weight limits for one box, and
// what to do with a pram, a cot and a car seat. Folded away until the member opens it.
import { BOX_LIMITS } from '@shop/shared/rules';
import { t } from '../i18n';
import css from './sell.module.css';

export function PackingGuidance() {
  return (
    <details className={css.guidance}>
      <summary>{t('sell.parcel.packingTitle')}</summary>
      <ul>
        <li>{t('sell.parcel.packingLimits', { kg: BOX_LIMITS.maxWeightKg, cm: BOX_LIMITS.maxLengthCm })}</li>
        <li>{t('sell.parcel.packingPram')}</li>
        <li>{t('sell.parcel.packingCot')}</li>
        <li>{t('sell.parcel.packingCarSeat')}</li>
        <li>{t('sell.parcel.packingSlip')}</li>
      </ul>
    </details>
  );
}
