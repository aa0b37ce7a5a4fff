// Changes that need the password again (bank details) are tried first; when the API answers
// REAUTH_REQUIRED, the member is asked for the password in a dialog and the change is tried once
// more. Cancelling the dialog rejects with ReauthenticationCancelled (nothing to show).
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { NormalisedFailure } from '@shop/shared/http';
import { REAUTHENTICATION_REQUIRED } from '@shop/shared/rules';

// The dialog's form code loads only when the API asks for the password again.
const PasswordDialog = lazy(() => import('./PasswordDialog').then((m) => ({ default: m.PasswordDialog })));

export class ReauthenticationCancelled extends Error {
  constructor() {
    super('re-authentication cancelled');
    this.name = 'ReauthenticationCancelled';
  }
}

interface Waiting {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function useReauthentication(memberId: string): { withPassword: <T>(call: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  // Focus goes back where it was (the form's submit button) when the dialog closes.
  const returnFocus = useRef<HTMLElement | null>(null);

  const withPassword = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if ((error as Partial<NormalisedFailure>)?.code !== REAUTHENTICATION_REQUIRED) throw error;
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      await new Promise<void>((resolve, reject) => setWaiting({ resolve, reject }));
      return call();
    }
  }, []);

  const finish = (settle: (w: Waiting) => void) => {
    if (waiting) settle(waiting);
    setWaiting(null);
    returnFocus.current?.focus();
  };
  const dialog = waiting ? (
    <Suspense fallback={null}>
      <PasswordDialog memberId={memberId} onConfirmed={() => finish((w) => w.resolve())} onCancel={() => finish((w) => w.reject(new ReauthenticationCancelled()))} />
    </Suspense>
  ) : null;
  return { withPassword, dialog };
}
