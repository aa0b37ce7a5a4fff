// The /unlock page's state (the states of an attempt: shared/src/rules/unlock-states.ts, drawn in
// mf-unlock's README): which step shows, and the moves the visitor makes. Every move is the
// server's to allow; a refused one shows its `unlock` catalogue message (spec §8), and one that
// ends the attempt (locked, run out, given up) says so and offers a new start.
import { useCallback, useEffect, useRef, useState } from 'react';
import { bus } from '@shop/shared/bus';
import { session } from '@shop/shared/session';
import { errorMessage, UNLOCK_CODES as C, type UnlockState } from '@shop/shared/rules';
import { failureOf, RESEND_AFTER_SECONDS, type Failure } from '../../../components/pin';
import { unlockApi, type Attempt, type Code, type NewAccount } from '../api/unlock-api';
import { attemptStore } from './attempt-store';

export type PinChannel = 'mobile' | 'email';

export type UnlockView =
  | { step: 'loading' }
  /** No attempt yet: the receipt's code (or a request for one by text). */
  | { step: 'code' }
  /** Opened from the e-mailed link: its PIN. */
  | { step: 'link'; link: string }
  /** An attempt in progress (code-verified: send a PIN; pin-sent: type it; verified: finish). */
  | { step: 'attempt'; attempt: Attempt }
  /** Signed in (memberId), or a new account whose e-mail address is to be confirmed before signing in. */
  | { step: 'done'; how: 'unlocked' | 'combined'; memberId: string | null; emailToConfirm?: string; storeCreditPence?: number | null }
  /** The attempt ended without unlocking (locked, run out, given up, or its token is no longer known). */
  | { step: 'over'; failure: Failure };

/** Final states that are not a success, by the code whose message explains them ('cancelled' is the page's own). */
const ENDED: Partial<Record<UnlockState, number | string>> = { locked: C.pinAttemptsExceeded, expired: C.attemptIdle, cancelled: 'cancelled' };
/** Refusals after which this attempt can go no further (an idle one: its code, typed again, carries on). */
const ENDING_CODES = new Set<number | string>([C.pinAttemptsExceeded, C.pinAttemptsExceededOther, C.codeExpiredVisitStore, C.linkExpiredSignIn, C.linkExpiredSignInOther, C.attemptIdle]);

/** After a new account is made: signed in at once when the e-mailed PIN proved its address; otherwise its address is confirmed through its link first (as at sign-up). */
async function newAccountView(account: NewAccount, memberId: string, emailVerificationSent: boolean, storeCreditPence: number | null | undefined): Promise<UnlockView> {
  bus.emit('host:analytics-event', { event: 'register', params: { method: 'unlock' } });
  const signedIn =
    !emailVerificationSent &&
    (await session.signIn(account.email, account.password).then(
      () => true,
      () => false,
    ));
  return signedIn ? { step: 'done', how: 'unlocked', memberId } : { step: 'done', how: 'unlocked', memberId: null, emailToConfirm: account.email, storeCreditPence };
}

/** Signs in to combine; a refusal is the sign-in's own message (wrong password, locked account). */
const signInRefusal = (credentials: { email: string; password: string }): Promise<Failure | null> =>
  session.signIn(credentials.email, credentials.password).then(
    () => null,
    (error: unknown) => ({ ...failureOf(error), text: errorMessage((error as Failure).code, 'login', (error as { message?: string }).message) }),
  );

function forgetAttempt(stored: { current: ReturnType<typeof attemptStore.read> }) {
  attemptStore.clear();
  stored.current = null;
}

export function useUnlockFlow(link: string | null) {
  const [view, setView] = useState<UnlockView>({ step: 'loading' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const stored = useRef(attemptStore.read());
  // The attempt is over for this page: its token is forgotten (a module function: no hook depends on it).
  const forget = () => forgetAttempt(stored);

  /** Where an attempt's state puts the page. */
  const show = useCallback((attempt: Attempt) => {
    if (attempt.token) stored.current = { token: attempt.token, purpose: attempt.purpose };
    if (stored.current && attempt.token) attemptStore.write(stored.current);
    const ended = ENDED[attempt.state];
    if (ended !== undefined) {
      forgetAttempt(stored);
      setView({ step: 'over', failure: { code: ended, text: '' } });
    } else if (attempt.state === 'unlocked' || attempt.state === 'combined') {
      attemptStore.clear();
      setView({ step: 'done', how: attempt.state, memberId: session.memberId() });
    } else setView({ step: 'attempt', attempt });
  }, []);

  const end = (f: Failure) => {
    forgetAttempt(stored);
    setView({ step: 'over', failure: f });
  };

  /** The attempt as the server has it now (after a refusal, to show the tries left or its end). */
  const reload = useCallback(async () => {
    const s = stored.current;
    if (!s) return setView({ step: 'code' });
    try {
      show(await unlockApi.details(s.token, s.purpose));
    } catch (error) {
      end(failureOf(error));
    }
  }, [show]);

  useEffect(() => {
    if (link) setView({ step: 'link', link });
    else void reload();
  }, [link, reload]);

  /** Runs one move; a refusal that ends the attempt ends it, any other is shown beside the form. */
  const move = async <T>(call: () => Promise<T>, after: (result: T) => void | Promise<void>, { reloadOnFailure = true } = {}) => {
    setBusy(true);
    setFailure(null);
    try {
      await after(await call());
      return true;
    } catch (error) {
      const f = failureOf(error);
      if (f.code !== undefined && ENDING_CODES.has(f.code)) end(f);
      else {
        setFailure(f);
        if (reloadOnFailure && stored.current) await reload();
      }
      return false;
    } finally {
      setBusy(false);
    }
  };

  const token = () => stored.current!.token;
  const sent = (how: 'text' | 'link') => (attempt: Attempt) => {
    if (stored.current) attemptStore.write((stored.current = { ...stored.current, linkSent: how === 'link' }));
    setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000);
    show(attempt);
  };

  /** Joined to the signed-in account: the host learns whether its mobile must still be proved. */
  const joined = async () => {
    const memberId = session.memberId();
    forget();
    if (memberId) {
      const t = await unlockApi.tradeabilities().catch(() => null);
      if (t) bus.emit('unlock:membership-joined', { memberId, needsMobileVerification: t.needsMobileVerification });
    }
    setView({ step: 'done', how: 'combined', memberId });
  };

  return {
    view,
    failure,
    busy,
    resendAt,
    clearFailure: () => setFailure(null),
    verifyCode: (code: Code) => move(() => unlockApi.verifyCode(code, session.isSignedIn()), show, { reloadOnFailure: false }),
    requestCode: async (membershipNumber: string, contact: { mobile: string } | { email: string }) => {
      let notice: string | null = null;
      await move(
        () => unlockApi.requestCode(membershipNumber, contact),
        (r) => void (notice = r.notice.message),
        { reloadOnFailure: false },
      );
      return notice;
    },
    /** Whether the PIN went by an e-mailed link (so this page has no PIN box: the link's page has). */
    linkSent: Boolean(stored.current?.linkSent),
    sendPins: (how: 'text' | 'link') => move(() => (how === 'text' ? unlockApi.sendPins(token()) : unlockApi.emailLink(token())), sent(how)),
    resend: () => move(() => unlockApi.resend(token()), sent(stored.current?.linkSent ? 'link' : 'text')),
    verifyPin: (pin: string, channel: PinChannel) => move(() => unlockApi.verifyPin(token(), pin, channel), show),
    verifyLinkPin: (pin: string) =>
      move(
        () => unlockApi.verifyLinkPin(link!, pin),
        (attempt) => {
          // The link has done its work: the page carries on under the new token, without it in the address.
          history.replaceState(history.state, '', '/unlock');
          show(attempt);
        },
        { reloadOnFailure: false },
      ),
    /** A new account from the membership, then signed in with it (the password stays in this call). */
    createAccount: (account: NewAccount) => {
      const storeCreditPence = view.step === 'attempt' ? view.attempt.storeCreditPence : null;
      return move(
        () => unlockApi.createAccount(token(), account),
        async ({ memberId, emailVerificationSent }) => {
          forget();
          setView(await newAccountView(account, memberId, emailVerificationSent, storeCreditPence));
        },
      );
    },
    /** Signs in (unless signed in already), then joins the membership to that account. */
    combine: async (credentials?: { email: string; password: string }) => {
      if (credentials) {
        setBusy(true);
        setFailure(null);
        // A refused sign-in leaves the attempt as it was.
        const refused = await signInRefusal(credentials);
        setBusy(false);
        if (refused) return void setFailure(refused);
      }
      return void (await move(() => unlockApi.combine(token()), joined));
    },
    cancel: () => move(() => unlockApi.cancel(token()), show),
    startAgain: () => {
      forget();
      setFailure(null);
      if (link) history.replaceState(history.state, '', '/unlock');
      setView({ step: 'code' });
    },
  };
}

export type UnlockFlow = ReturnType<typeof useUnlockFlow>;
