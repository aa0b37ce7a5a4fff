// The question of issue 31 §6, asked where the photos are added: may the shop show them on the
// product page when it sells the item on? No until the member says yes; each answer is saved at
// once (PUT photoconsent) and said through the page's own live region. Asked again while the
// quote's photos are locked too, so a yes can be taken back later (the API then takes the photos
// off the product page).
import { useState } from 'react';
import { t } from '../../../i18n';
import { answerPhotoConsent } from '../api/quote';
import type { Quotation } from '../api/types';
import css from './upload.module.css';

export function PhotoConsent({ quote, model, announce }: { quote: Quotation; model: string; announce: (text: string) => void }) {
  const [yes, setYes] = useState(quote.photosOnProductPage === true);
  const [failed, setFailed] = useState(false);
  const answer = async (next: boolean) => {
    if (next === yes) return;
    setYes(next);
    setFailed(false);
    try {
      await answerPhotoConsent(quote.quoteId, next);
      announce(t(next ? 'sell.photoConsentSavedYes' : 'sell.photoConsentSavedNo'));
    } catch {
      setYes(!next);
      setFailed(true);
    }
  };
  return (
    <fieldset className={css.consent} aria-describedby="sell-photo-consent-hint">
      <legend>{t('sell.photoConsentLegend', { model })}</legend>
      <p id="sell-photo-consent-hint" className={css.hint}>
        {t('sell.photoConsentHint')}
      </p>
      <label className={css.choice}>
        <input type="radio" name="photo-consent" checked={!yes} onChange={() => answer(false)} />
        <span>{t('sell.photoConsentNo')}</span>
      </label>
      <label className={css.choice}>
        <input type="radio" name="photo-consent" checked={yes} onChange={() => answer(true)} />
        <span>{t('sell.photoConsentYes')}</span>
      </label>
      {failed ? (
        <p role="alert" className={css.error}>
          {t('sell.photoConsentFailed')}
        </p>
      ) : null}
    </fieldset>
  );
}
