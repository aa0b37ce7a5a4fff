// The bench's live stream (GET /v3/staff/goods-in/events): every change of members' parcels and
// items and every claim, read with the staff token; `onChange` for each, and again after a gap
// (what changed meanwhile was not heard). Closed when the page goes.
import { useEffect, useRef } from 'react';
import { readEventStream } from '@shop/shared/http';
import { benchSession } from '../staff-session';

export interface BenchEvent {
  kind: 'quote' | 'webBuyOrder' | 'claim';
  id: string;
  to: string;
}

export function useBenchLive(onChange: (event: BenchEvent | null) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    let opened = 0;
    const stream = readEventStream({
      url: '/v3/staff/goods-in/events',
      session: benchSession,
      onOpen: () => {
        if (opened++ > 0) handler.current(null);
      },
      onEvent: (type, data) => {
        if (type === 'resync') handler.current(null);
        if (type !== 'status') return;
        try {
          handler.current(JSON.parse(data) as BenchEvent);
        } catch {
          // Not an event we understand: ignore it.
        }
      },
    });
    return () => stream.close();
  }, []);
}
