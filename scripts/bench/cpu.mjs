// CPU time spent serving a benchmark's requests: on a shared 2-core machine latency follows the
// load, while the CPU one request costs (the API process's, and on PostgreSQL that of the
// database's backends serving this server's database) does not. Linux only (/proc); elsewhere 0.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** CPU time (ms) of a process so far, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends connected to DATABASE_URL's database (none on PGlite). */
export function backendPids(databaseUrl = process.env.DATABASE_URL) {
  if (!databaseUrl) return [];
  const db = new URL(databaseUrl).pathname.slice(1);
  const res = spawnSync('psql', [databaseUrl, '-XAtc', `SELECT pid FROM pg_stat_activity WHERE datname = '${db.replace(/'/g, '')}' AND pid <> pg_backend_pid()`], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.split('\n').filter(Boolean).map(Number) : [];
}

/**
 * Runs `work` (an autocannon run) and adds the CPU it cost: `apiCpuMs` of the API process `pid`,
 * `dbCpuMs` of the database's backends (null on PGlite, which runs inside the API process).
 */
export async function withCpu(pid, work, databaseUrl = process.env.DATABASE_URL) {
  const before = new Map(backendPids(databaseUrl).map((p) => [p, cpuMs(p)]));
  const apiBefore = cpuMs(pid);
  const r = await work();
  const apiCpuMs = cpuMs(pid) - apiBefore;
  // Backends opened during the run count from zero; ones closed during it are lost (the pool keeps them 10 s).
  const dbCpuMs = databaseUrl ? backendPids(databaseUrl).reduce((n, p) => n + cpuMs(p) - (before.get(p) ?? 0), 0) : null;
  return Object.assign(r, { apiCpuMs, dbCpuMs });
}

/** CPU ms per request as text ('n/a' when not measured). */
export const cpuPerRequest = (ms, requests) => (ms === null ? 'n/a' : `${(ms / Math.max(1, requests)).toFixed(2)} ms`);

/** The machine's load averages (1, 5, 15 min) as text. */
export const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
