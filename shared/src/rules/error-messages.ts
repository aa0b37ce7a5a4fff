import { enGB } from '@shop/shared/i18n';

/** Where a code came from: the same number means different things in different calls (§8). */
export type ErrorContext = 'login' | 'email' | 'password' | 'account';

/** The message for a failure code in its context; unknown codes give the generic system error. */
export function errorMessage(code: number | string | undefined, context: ErrorContext, serverMessage?: string): string {
  if (code === -1 && serverMessage && /network|timed out|refused|reset|unreachable/.test(serverMessage)) return enGB['error.network'];
  // A throttled sign-in says how long to wait; the server's text carries the figure.
  if (code === 1253 && serverMessage && /\d/.test(serverMessage)) return serverMessage;
  const key = `error.${context}.${code}` as keyof typeof enGB;
  if (key in enGB) return enGB[key];
  return enGB['error.generic'];
}
