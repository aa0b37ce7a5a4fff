// What the server's first view paints from (prerender.tsx). The browser never has it: there each
// page loads its own data and starts signed in or not, as before. On the server the member is not
// known (the session lives in the browser), so a member's step is painted as its skeleton (its
// headings and fixed texts, with a loader where the member's data goes) and the public funnel
// with its data: the page's largest text comes in the HTML, not after the scripts (issue 36).
import { createContext, useContext } from 'react';

export interface FirstViewData {
  /** Responses by the page's own load keys (the browse feature's useApiData keys, the landing's departments). */
  loads: Record<string, unknown>;
}

/** The load key for every department we buy in (the landing page's and the browsing pages'). */
export const DEPARTMENTS_LOAD = 'all';

export const FirstViewContext = createContext<FirstViewData | null>(null);

/** Whether this render is the server's first view. */
export const useIsFirstView = () => useContext(FirstViewContext) !== null;

/** The first view's copy of a load, when the server loaded it. */
export function useFirstViewLoad<T>(key: string): T | undefined {
  return useContext(FirstViewContext)?.loads[key] as T | undefined;
}
