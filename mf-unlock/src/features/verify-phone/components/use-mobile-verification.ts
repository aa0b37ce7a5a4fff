// The page's state: what the API says about the member's number, and the three moves (send,
// resend, verify), each failure shown with its `unlock` catalogue message (spec §8).
import { useCallback, useEffect, useState } from 'react';
import { failureOf as messageOf, RESEND_AFTER_SECONDS, type Failure } from '../../../components/pin';
import { loadMobileVerification, sendPin, verifyPin, type MobileVerification } from '../api/mobile-verification';

export function useMobileVerification(memberId: string) {
  const [state, setState] = useState<MobileVerification | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
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
