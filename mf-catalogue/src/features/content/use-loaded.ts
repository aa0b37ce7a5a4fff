// How a content page gets its data (HOUSE 'Pages get data one way'): the first render starts from
// the page payload when the server painted this view (so it matches the HTML), then the call runs
// (answered from the payload once, else from the network). Unmounting or a new key drops a late answer.
import { useEffect, useState } from 'react';
import { peekPayload } from '../../api/page-payload';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/** `key` is the payload key of the call (page-payload `payloadKey`); a new key loads again. */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string | null }>(() => {
    const primed = key ? peekPayload<T>(key) : undefined;
    return { key, data: primed, error: null, loading: key !== null && primed === undefined };
  });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => (s.key === key ? s : { key, data: peekPayload<T>(key), error: null, loading: true }));
    load().then(
      (data) => live && setState({ key, data, error: null, loading: false }),
      (error: unknown) => live && setState({ key, data: undefined, error, loading: false }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure each render; the key names what it loads.
  }, [key]);
  // While a new key loads, the old answer is not shown as if it were the new one.
  return state.key === key ? state : { data: undefined, error: null, loading: true };
}

/** A call that found nothing (404 / code 4): the page is not there. */
export const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;
