// The member's live status stream (GET /v3/members/{id}/events) while the panel is open: each
// change as it happens, and `onResync` when the stream comes back after a gap (what changed
// meanwhile was not heard: read everything again). Closed when the panel goes.
import { useEffect, useRef } from 'react';
import { readEventStream } from '@shop/shared/http';
import type { StatusEvent } from './api/types';

export function useLiveStatus(memberId: string, onChange: (event: StatusEvent) => void, onResync: () => void) {
  // The latest callbacks, without reopening the stream on every render.
  const handlers = useRef({ onChange, onResync });
  handlers.current = { onChange, onResync };
  useEffect(() => {
    let opened = 0;
    const stream = readEventStream({
      url: `/v3/members/${encodeURIComponent(memberId)}/events`,
      onOpen: () => {
        if (opened++ > 0) handlers.current.onResync();
      },
      onEvent: (type, data) => {
        if (type === 'resync') handlers.current.onResync();
        if (type !== 'status') return;
        try {
          handlers.current.onChange(JSON.parse(data) as StatusEvent);
        } catch {
          // Not an event we understand: ignore it.
        }
      },
    });
    return () => stream.close();
  }, [memberId]);
}
