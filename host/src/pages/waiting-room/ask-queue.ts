// POST /v3/queue (spec §7 Utilities): where this visitor stands. The ticket travels in its
// HttpOnly cookie; a refused ticket (403 Q002, cookie cleared by the API) is asked again once,
// which puts the visitor at the back of the line with a new one.
import { QUEUE_CODES } from '@shop/shared/rules';

export interface QueuePlace {
  status: 'admitted' | 'waiting' | 'left';
  position: number | null;
  estimatedWaitSeconds: number | null;
  pollAfterSeconds: number;
}

async function once(): Promise<{ place: QueuePlace } | { refused: true }> {
  const res = await fetch('/v3/queue', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: '{}' });
  const body = (await res.json()) as { response: { data: QueuePlace | null; error: { code: string } | null } };
  if (res.status === 403 && body.response.error?.code === QUEUE_CODES.ticketInvalid) return { refused: true };
  if (!res.ok || !body.response.data) throw new Error(`queue answered ${res.status}`);
  return { place: body.response.data };
}

export async function askQueue(): Promise<QueuePlace> {
  const first = await once();
  if ('place' in first) return first.place;
  const again = await once();
  if ('place' in again) return again.place;
  throw new Error('queue refused a new ticket');
}
