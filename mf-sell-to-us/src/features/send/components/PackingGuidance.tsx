// How to pack bulky things (issue 32 §2): the courier's size and weight limits for one box, and
// what to do with a pram, a cot and a car seat. Folded away until the member opens it.
import { PACKING_GUIDANCE } from '@shop/shared/rules';
import { t } from '../../../i18n';
import css from '../../../components/sell.module.css';

export function PackingGuidance() {
  return (
    <details className={css.guidance}>
      <summary>{t('sell.parcel.packingTitle')}</summary>
      <ul>
        {/* The same lines as every packing slip (shared, written once). */}
        {PACKING_GUIDANCE.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{t('sell.parcel.packingSlip')}</li>
      </ul>
    </details>
  );
}
