// The page's state: what the API says about the member's number, and the three moves (send,
// resend, verify), each failure shown with its `unlock` catalogue message (spec §8).
import { useCallback, useEffect, useState } from 'react';
import type { NormalisedFailure } from '@shop/shared/http';
import { errorMessage } from '@shop/shared/rules';
import { loadMobileVerification, sendPin, verifyPin, type MobileVerification } from '../api/mobile-verification';

/** A resend waits this long after a PIN is sent (the text takes a moment); the API's own limit is 3 per 15 minutes. */
export const RESEND_AFTER_SECONDS = 30;

const messageOf = (error: unknown) => {
  const f = error as Partial<NormalisedFailure>;
  return { code: f.code, text: errorMessage(f.code, 'unlock', f.message) };
};

export function useMobileVerification(memberId: string) {
  const [state, setState] = useState<MobileVerification | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<{ code?: number | string; text: string } | null>(null);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);

  const refresh = useCallback(() => loadMobileVerification(memberId).then(setState, () => setLoadFailed(true)), [memberId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const send = async () => {
    setBusy('send');
    setFailure(null);
    try {
      setState(await sendPin(memberId, Boolean(state?.pinSent)));
      setResendAt(Date.now() + RESEND_AFTER_SECONDS * 1000);
    } catch (error) {
      setFailure(messageOf(error));
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  /** True when the number is proved. */
  const verify = async (pin: string): Promise<boolean> => {
    setBusy('verify');
    setFailure(null);
    try {
      const next = await verifyPin(memberId, pin);
      setState(next);
      return !next.needsMobileVerification;
    } catch (error) {
      setFailure(messageOf(error));
      await refresh();
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { state, loadFailed, failure, busy, resendAt, send, verify };
}
