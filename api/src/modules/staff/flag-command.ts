// `npm run staff -- flag list` and `flag <name> on|off`: the §6 feature flags, changed without a
// deploy (the same service as PUT /v3/staff/featureflags/{flag}), kept with who changed them
// (STAFF_EMAIL's account, else cli:<user>). With the embedded database the API must be stopped
// first (one process per data folder); the staff route works while it runs.
import { FEATURE_FLAGS, isFeatureFlag, type ShopFeatureFlag } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';
import { createFeatureFlags, type FlagView } from '../settings/feature-flags.js';
import { cliPublisher } from './command.js';

export const FLAG_USAGE = `usage: staff flag list | staff flag <${FEATURE_FLAGS.join('|')}> on|off`;

export type FlagCommand = { kind: 'list' } | { kind: 'set'; flag: ShopFeatureFlag; on: boolean };

/** Parses `flag list` or `flag <name> on|off`; null when it is not a flag command, 'usage' when it is one badly written. */
export function parseFlagCommand(args: string[]): FlagCommand | 'usage' | null {
  if (args[0] !== 'flag') return null;
  if (args.length === 2 && args[1] === 'list') return { kind: 'list' };
  if (args.length === 3 && isFeatureFlag(args[1]) && (args[2] === 'on' || args[2] === 'off')) return { kind: 'set', flag: args[1], on: args[2] === 'on' };
  return 'usage';
}

const line = (f: FlagView) =>
  `${f.flag.padEnd(22)} ${f.on ? 'on ' : 'off'}${f.overridden ? '  (set by the environment)' : ''}${f.lastChange ? `  last ${f.lastChange.turnedOn ? 'on' : 'off'} by ${f.lastChange.changedBy} at ${f.lastChange.changedAt}` : ''}`;

export async function runFlagCommand(db: Db, command: FlagCommand, overrides: Record<string, boolean>, print: (line: string) => void): Promise<void> {
  const flags = createFeatureFlags(db, overrides);
  const views = command.kind === 'list' ? await flags.list() : await flags.set(command.flag, command.on, await cliPublisher(db));
  for (const f of views) print(line(f));
}
