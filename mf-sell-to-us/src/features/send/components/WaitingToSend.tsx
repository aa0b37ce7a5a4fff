// On /sell-to-us: a signed-in member's accepted items not yet sent, and the way to send them.
import { Link } from 'react-router-dom';
import { useApiData } from '@shop/shared/http';
import { SELL_SEND_PATH } from '@shop/shared/rules';
import { t } from '../../../i18n';
import { useSignedIn } from '../../../use-signed-in';
import css from '../../../components/sell.module.css';

/** A signed-in member with accepted items not yet sent is offered the way to send them (issue 32 §1). */
export function WaitingToSend() {
  const signedIn = useSignedIn();
  // Loaded only for a signed-in member: the public landing page carries none of the parcel code.
  // A failed load offers nothing (as none waiting).
  const accepted = useApiData(signedIn ? 'accepted-quotes' : null, () => import('../api/web-buy-orders').then((m) => m.acceptedQuotes()));
  const waiting = accepted.data?.length ?? 0;
  if (waiting === 0) return null;
  return (
    <section className={css.section} aria-labelledby="sell-waiting">
      <h2 id="sell-waiting">{t('sell.send.waiting')}</h2>
      <Link className={css.link} to={SELL_SEND_PATH}>
        {t('sell.send.link')}
      </Link>
    </section>
  );
}
