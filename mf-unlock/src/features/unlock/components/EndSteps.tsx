// The end of an attempt: the membership online (its store credit and trades, now the account's),
// or an attempt that stopped (locked, run out, given up), with what to do next.
import { Link } from 'react-router-dom';
import { t } from '../../../i18n';
import { useApiData } from '@shop/shared/http';
import { formatMembershipNumber, formatMoney, UNLOCK_CODES } from '@shop/shared/rules';
import { Button, Loader } from '@shop/shared/ui';
import { failureOf, type Failure } from '../../../components/pin';
import { unlockApi } from '../api/unlock-api';
import type { UnlockFlow, UnlockView } from './use-unlock-flow';
import styles from './unlock.module.css';

export function DoneStep({ view }: { view: Extract<UnlockView, { step: 'done' }> }) {
  const { how, memberId } = view;
  // The memberships now online; a failed read shows neither them nor a loader.
  const { data: linked, error } = useApiData(memberId ? `linked-memberships:${memberId}` : null, () => unlockApi.linkedMemberships(memberId!));
  const failed = error !== null;

  const title = t(how === 'unlocked' ? 'unlock.done.unlockedTitle' : 'unlock.done.combinedTitle');
  if (!memberId)
    return (
      <div className={styles.panel}>
        <h2>{title}</h2>
        {view.emailToConfirm ? <p role="status">{t('unlock.done.confirmEmail', { email: view.emailToConfirm })}</p> : null}
        {typeof view.storeCreditPence === 'number' ? (
          <>
            <p>{t('unlock.done.creditLabel')}</p>
            <p className={styles.credit} data-store-credit>
              {formatMoney(view.storeCreditPence)}
            </p>
          </>
        ) : null}
        <p>{t('unlock.done.signIn')}</p>
        <Link to="/">{t('unlock.done.shop')}</Link>
      </div>
    );
  const trades = linked?.memberships.reduce((n, m) => n + m.trades.length, 0) ?? 0;
  return (
    <div className={styles.panel}>
      <h2>{title}</h2>
      {linked ? (
        <>
          <p>{t('unlock.done.memberships', { numbers: linked.memberships.map((m) => formatMembershipNumber(m.membershipNumber)).join(', ') })}</p>
          <p>{t('unlock.done.creditLabel')}</p>
          <p className={styles.credit} data-store-credit>
            {formatMoney(linked.storeCreditPence)}
          </p>
          <p className={styles.note}>{t(trades === 1 ? 'unlock.done.tradesOne' : 'unlock.done.trades', { count: trades })}</p>
        </>
      ) : failed ? null : (
        <Loader />
      )}
      <div className={styles.actions}>
        <Link className="shop-ui-button" to="/myaccount?tab=in-store">
          {t('unlock.done.seeMembership')}
        </Link>
        <Link to="/">{t('unlock.done.shop')}</Link>
      </div>
    </div>
  );
}

/** The message for an attempt that stopped: its code's, or the page's own for one given up. */
const overText = (failure: Failure) => {
  if (failure.code === 'cancelled') return t('unlock.over.cancelled');
  return failure.text || failureOf({ code: failure.code }).text;
};

export function OverStep({ flow, failure }: { flow: UnlockFlow; failure: Failure }) {
  const visitStore = failure.code === UNLOCK_CODES.codeExpiredVisitStore || failure.code === UNLOCK_CODES.unlockAttemptsExceeded;
  const signIn = failure.code === UNLOCK_CODES.linkExpiredSignIn || failure.code === UNLOCK_CODES.linkExpiredSignInOther;
  return (
    <div className={styles.panel}>
      <h2>{t('unlock.over.title')}</h2>
      <p role="alert">{overText(failure)}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={flow.startAgain}>
          {t('unlock.over.startAgain')}
        </Button>
        {visitStore ? <Link to="/store">{t('unlock.over.findStore')}</Link> : null}
        {signIn ? <Link to="/myaccount">{t('unlock.over.signIn')}</Link> : null}
      </div>
    </div>
  );
}
