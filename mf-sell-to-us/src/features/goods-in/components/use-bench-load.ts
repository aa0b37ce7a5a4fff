// Loads what a bench page shows, the one way for both pages: the data, a refusal (G001: no goods-in
// permission), a failure to say, or the end of the staff session (401: sign in again). `reload`
// reads again without a loader in between (the live stream calls it).
import { GOODS_IN_CODES } from '@shop/shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isStaffFailure } from '@shop/shared/http';
import { benchSession } from '../staff-session';

export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'refused' } | { kind: 'failed'; status: number; message: string };

export function failureOf(e: unknown): { status: number; code: string | number; message: string } {
  return isStaffFailure(e) ? e : { status: 0, code: -1, message: String(e) };
}

export function useBenchLoad<T>(load: () => Promise<T>, key: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const latest = useRef(load);
  latest.current = load;
  const reload = useCallback(async () => {
    try {
      const data = await latest.current();
      setLoaded({ kind: 'ready', data });
    } catch (e) {
      const f = failureOf(e);
      if (f.status === 401) benchSession.signOut();
      else if (f.code === GOODS_IN_CODES.permission) setLoaded({ kind: 'refused' });
      else setLoaded({ kind: 'failed', status: f.status, message: f.message });
    }
  }, []);
  useEffect(() => {
    setLoaded({ kind: 'loading' });
    void reload();
  }, [reload, key]);
  return { loaded, reload };
}
