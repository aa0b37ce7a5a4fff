// The one way a page or panel loads what it shows (HOUSE 'Pages get data one way'): loading,
// the data or the error, a reload (a Retry button, or after a change elsewhere) and `set` (what a
// change answered, with no second call). An answer that comes after the page has gone, or after a
// newer load, is dropped (a quick tab switch never shows the older tab's data).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  /** What the last load threw (an ApiError for a refused call); null when it answered. */
  error: unknown;
  loading: boolean;
  /** Loads again; what is shown stays until the answer. */
  reload: () => void;
  /** Shows what a change answered, in place of the data (a load still under way is dropped). */
  set: (data: T) => void;
}

export interface ApiDataOptions<T> {
  /** The server's copy of this answer when it painted the page: the first render shows it, so it matches the HTML. */
  firstView?: T;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * `key` names what is loaded (an id, a query): a new key loads again, and the old key's data is
 * never shown as the new one's; null loads nothing yet. `load` may be a new closure each render.
 */
export function useApiData<T>(key: string | null, load: () => Promise<T>, { firstView }: ApiDataOptions<T> = {}): ApiData<T> {
  const [state, setState] = useState<State<T>>(() => ({ key, data: firstView, error: null, loading: key !== null && firstView === undefined }));
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const generation = useRef(0);
  /** Answers of loads started before now are dropped. */
  const forgetLoads = useCallback(() => void generation.current++, []);

  const run = useCallback((forKey: string) => {
    const mine = ++generation.current;
    latestLoad.current().then(
      // Rendered in a transition, a few ms at a time: a long list is never one long task on a phone.
      (data) => mine === generation.current && startTransition(() => setState({ key: forKey, data, error: null, loading: false })),
      (error: unknown) => mine === generation.current && setState({ key: forKey, data: undefined, error, loading: false }),
    );
  }, []);

  useEffect(() => {
    if (key === null) return;
    // The server's first view stays on screen while the same answer is fetched again.
    setState((s) => (s.key === key ? s : { key, data: undefined, error: null, loading: true }));
    run(key);
    return forgetLoads;
  }, [key, run, forgetLoads]);

  const reload = useCallback(() => {
    if (key === null) return;
    setState((s) => ({ ...s, loading: true }));
    run(key);
  }, [key, run]);
  const set = useCallback(
    (data: T) => {
      forgetLoads();
      setState({ key, data, error: null, loading: false });
    },
    [key, forgetLoads],
  );

  const current = state.key === key ? state : { data: undefined, error: null, loading: key !== null };
  return { data: current.data, error: current.error, loading: current.loading, reload, set };
}
