// `npm run staff -- queue on|off|status`: the waiting room's switch for a sale day (the same
// store as PUT /v3/staff/queue), kept with who turned it (STAFF_EMAIL's account, else cli:<user>).
// Every API instance follows within a second. With the embedded database the API must be stopped
// first (one process per data folder); the staff route works while it runs.
import type { Db } from '../../db/db.js';
import type { ApiConfig } from '../../config.js';
import { createQueueStore } from '../queue/store.js';
import { cliPublisher } from './command.js';

export const QUEUE_USAGE = 'usage: staff queue on|off|status';

export type QueueCommand = { kind: 'status' } | { kind: 'set'; on: boolean };

/** Parses `queue on|off|status`; null when it is not a queue command, 'usage' when it is one badly written. */
export function parseQueueCommand(args: string[]): QueueCommand | 'usage' | null {
  if (args[0] !== 'queue') return null;
  if (args.length !== 2) return 'usage';
  if (args[1] === 'status') return { kind: 'status' };
  if (args[1] === 'on' || args[1] === 'off') return { kind: 'set', on: args[1] === 'on' };
  return 'usage';
}

export async function runQueueCommand(db: Db, config: Pick<ApiConfig, 'queue'>, command: QueueCommand, print: (line: string) => void, now = new Date()): Promise<void> {
  const store = createQueueStore(db, config.queue);
  if (command.kind === 'set') await store.setSwitch(command.on, await cliPublisher(db), now);
  const view = await store.switchView();
  const { active, waiting } = await store.counts(now);
  print(`waiting room ${view.on ? 'on' : 'off'}${view.changedBy ? `  last changed by ${view.changedBy} at ${view.changedAt}` : ''}`);
  print(`capacity ${config.queue.capacity}, ${active} shopping, ${waiting} waiting; on by itself past ${config.queue.maxInFlight || 'no'} requests in flight per instance`);
}
