/**
 * The bus's events against the source (issue 34 §5): every declared event is emitted somewhere
 * and listened to somewhere (an event nobody hears, or a listener nobody calls, is dead code the
 * imports cannot show), by the teams SHOP_EVENT_EMITTERS says, and named after them.
 * Reads every non-test .ts/.tsx file of the host, the remotes and shared:
 *  - an emitter is `emit('<name>'`;
 *  - a listener is `.on('<name>'`, `.latest('<name>'` or `useBusLatest('<name>'`, or the name in an `[…] as const` list
 *    of a file that subscribes by variable (the agents that hold requests until their remote loads).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SHOP_EVENT_EMITTERS, type ShopEventName, type Team } from './events';

const ROOT = join(__dirname, '..', '..', '..');

/** Where each team's code lives; the consent manager in shared is the host's (events.ts). */
const TEAM_FOLDERS: Array<[string, Team]> = [
  ['host/src', 'host'],
  ['shared/src/consent', 'host'],
  ['mf-catalogue/src', 'catalogue'],
  ['mf-basket-checkout/src', 'basket'],
  ['mf-account/src', 'account'],
  ['mf-sell-to-us/src', 'sell-to-us'],
  ['mf-unlock/src', 'unlock'],
];
const SOURCE_FOLDERS = ['host/src', 'shared/src', 'mf-catalogue/src', 'mf-basket-checkout/src', 'mf-account/src', 'mf-sell-to-us/src', 'mf-unlock/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.endsWith('.d.ts') ? [path] : [];
  });
}

const teamOf = (file: string): Team | 'shared' => TEAM_FOLDERS.find(([folder]) => file.startsWith(folder + '/'))?.[1] ?? 'shared';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Use {
  emitters: Map<ShopEventName, Set<Team | 'shared'>>;
  listeners: Map<ShopEventName, Set<string>>;
}

function scan(names: ShopEventName[]): Use {
  const use: Use = { emitters: new Map(names.map((n) => [n, new Set()])), listeners: new Map(names.map((n) => [n, new Set()])) };
  for (const file of SOURCE_FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f)))) {
    const path = relative(ROOT, file).split(sep).join('/');
    if (path === 'shared/src/bus/events.ts') continue;
    const text = readFileSync(file, 'utf8');
    const lists = [...text.matchAll(/\[([^\]]*)\]\s*as const/g)].map((m) => m[1]!);
    const subscribesByVariable = /\.on\((?!\s*')/.test(text);
    for (const name of names) {
      const quoted = `'${escape(name)}'`;
      if (new RegExp(`emit\\(\\s*${quoted}`).test(text)) use.emitters.get(name)!.add(teamOf(path));
      const listens = new RegExp(`(\\.(on|latest)|useBusLatest)\\(\\s*${quoted}`).test(text) || (subscribesByVariable && lists.some((l) => l.includes(`'${name}'`)));
      if (listens) use.listeners.get(name)!.add(path);
    }
  }
  return use;
}

const names = Object.keys(SHOP_EVENT_EMITTERS) as ShopEventName[];
const use = scan(names);

describe('the bus events (shared/src/bus/events.ts)', () => {
  it('are all emitted and all listened to', () => {
    expect(names.filter((n) => use.emitters.get(n)!.size === 0)).toEqual([]);
    expect(names.filter((n) => use.listeners.get(n)!.size === 0)).toEqual([]);
  });

  it('are emitted by the teams declared, a fact named after the first of them', () => {
    const wrong = names.flatMap((name) => {
      const declared = SHOP_EVENT_EMITTERS[name];
      if (declared === 'any team') return [];
      const found = [...use.emitters.get(name)!].sort();
      const problems: string[] = [];
      if (found.join() !== [...declared].sort().join()) problems.push(`${name}: emitted by ${found.join(', ')}, declared ${declared.join(', ')}`);
      if (!name.startsWith(`${declared[0]}:`)) problems.push(`${name}: not named after ${declared[0]}, which emits it`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it("are requests to the host's shell when any team may send them: named host:… and heard by the host", () => {
    const requests = names.filter((n) => SHOP_EVENT_EMITTERS[n] === 'any team');
    expect(requests.filter((n) => !n.startsWith('host:'))).toEqual([]);
    expect(requests.filter((n) => ![...use.listeners.get(n)!].some((path) => teamOf(path) === 'host'))).toEqual([]);
  });

  it('never come from shared code other than the consent manager (shared serves every team)', () => {
    expect(names.filter((n) => use.emitters.get(n)!.has('shared'))).toEqual([]);
  });
});
