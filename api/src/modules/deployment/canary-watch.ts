// The automatic rollback (issue 21 'Canary and automatic rollback'): while a canary runs, its
// failure rate (the browsers' beacons, beacons.ts) is compared with the stable version's over a
// sliding window; worse past the threshold with enough visits, the canary is rolled back by the
// shop itself (who 'system', how 'automatic') and the history says why, with the figures.
//
// When: on a timer (every checkMs) and when a beacon for a remote with a canary arrives (at most
// once a second per instance), so a failing canary is caught seconds after it has its samples.
// Who acts: every instance may judge; the rollback is conditional on that very canary still
// running, under the registry's lock (canaries.ts), so exactly one instance rolls it back.
import type { Db } from '../../db/db.js';
import { figuresOf, forgetOldBeacons, type Figures } from './beacons.js';
import type { CanaryOps, CanaryStep } from './canaries.js';
import type { Canary } from './cohorts.js';
import type { RemoteName } from './manifest.js';
import type { ReleaseRegistry } from './registry.js';

export interface CanaryThresholds {
  /** The sliding window, in minutes (5). */
  windowMinutes: number;
  /** Fewer canary visits than this in the window and nothing is decided (20). */
  minVisits: number;
  /** The canary's failure rate must pass the stable one's by this many points (5)... */
  marginPoints: number;
  /** ...and be more than this many times the stable one's (2). */
  ratio: number;
  /** How often every instance looks, in ms (5000; 0: only when beacons arrive). */
  checkMs: number;
}

export interface CanaryFigures {
  windowMinutes: number;
  canary: Figures;
  stable: Figures & { version: string | null };
}

export interface Verdict {
  rollback: boolean;
  /** The figures in words, for the history and the logs. */
  why: string;
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** The rule, alone: worse by the margin and the ratio, with enough canary visits. */
export function judge(canary: Canary, f: CanaryFigures, t: CanaryThresholds): Verdict {
  const c = f.canary;
  const s = f.stable;
  const figures =
    `${canary.target} ${canary.version} failed ${c.failures} of ${c.visits} visits (${pct(c.rate)}) in the last ${t.windowMinutes} min ` +
    `against ${s.failures} of ${s.visits} (${pct(s.rate)}) for ${s.version ?? 'the live version'}; ` +
    `threshold: above ${pct(s.rate)} + ${t.marginPoints} points and above ${t.ratio}× ${pct(s.rate)}, with at least ${t.minVisits} canary visits`;
  const rollback = c.visits >= t.minVisits && c.rate > s.rate + t.marginPoints / 100 && c.rate > t.ratio * s.rate;
  return { rollback, why: `automatic rollback: ${figures}` };
}

export interface CanaryWatch {
  /** Each running canary's figures now. */
  figures(canary: Canary): Promise<CanaryFigures>;
  /** Judges every running canary, rolls back those past the threshold; the steps taken. */
  check(): Promise<CanaryStep[]>;
  /** A beacon arrived for this remote: a check soon (at most once a second). */
  poke(remote: RemoteName): void;
  start(): void;
  close(): void;
}

export function createCanaryWatch(o: {
  db: Db;
  releases: ReleaseRegistry;
  canaries: CanaryOps;
  thresholds: CanaryThresholds;
  log: (err: unknown, what: string) => void;
  onRollback?: (step: CanaryStep) => void;
}): CanaryWatch {
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Timeout | null = null;
  let lastCheck = 0;
  let checking: Promise<CanaryStep[]> | null = null;
  let lastSweep = 0;
  const POKE_MS = 1000;

  async function figures(canary: Canary): Promise<CanaryFigures> {
    const window = { windowMinutes: o.thresholds.windowMinutes, since: canary.startedAt };
    const stableVersion = (await o.releases.current()).remotes[canary.target]?.version ?? null;
    return {
      windowMinutes: o.thresholds.windowMinutes,
      canary: await figuresOf(o.db, canary.target, canary.version, window),
      stable: { version: stableVersion, ...(stableVersion ? await figuresOf(o.db, canary.target, stableVersion, window) : { visits: 0, failures: 0, rate: 0 }) },
    };
  }

  async function checkAll(): Promise<CanaryStep[]> {
    lastCheck = Date.now();
    const steps: CanaryStep[] = [];
    // A paused canary (share 0) serves nobody: nothing new to judge until it is resumed.
    for (const canary of o.releases.canaries().filter((c) => c.share > 0)) {
      const verdict = judge(canary, await figures(canary), o.thresholds);
      if (!verdict.rollback) continue;
      const step = await o.canaries.rollback(canary.target, canary.canaryId, verdict.why);
      if (step) {
        steps.push(step);
        o.onRollback?.(step);
      }
    }
    if (Date.now() - lastSweep > 3600_000) {
      lastSweep = Date.now();
      await forgetOldBeacons(o.db);
    }
    return steps;
  }

  const check = () => (checking ??= checkAll().finally(() => (checking = null)));
  const safely = () => void check().catch((err) => o.log(err, 'canary check failed'));

  return {
    figures,
    check,
    poke(remote) {
      if (soon || !o.releases.canaries().some((c) => c.target === remote && c.share > 0)) return;
      soon = setTimeout(
        () => {
          soon = null;
          safely();
        },
        Math.max(0, lastCheck + POKE_MS - Date.now()),
      );
      soon.unref();
    },
    start() {
      if (o.thresholds.checkMs > 0) {
        timer = setInterval(safely, o.thresholds.checkMs);
        timer.unref();
      }
    },
    close() {
      if (timer) clearInterval(timer);
      if (soon) clearTimeout(soon);
    },
  };
}
