// How config.ts reads a setting from the environment: each reader checks the value's form and
// throws naming the variable, so a mistyped setting stops the start instead of meaning something else.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';

export function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max}, got ${raw}`);
  return n;
}

/** A comma-separated list of origins (https://cdn.example.com), each exactly an origin: no path, user or query. */
export function originsFrom(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      let origin: string | null = null;
      try {
        origin = new URL(o).origin;
      } catch {
        // reported below
      }
      if (!origin || origin === 'null' || !/^https?:/.test(origin) || origin !== o.replace(/\/$/, '')) throw new Error(`${name} must list origins such as https://cdn.example.com, got ${o}`);
      return origin;
    });
}

export function hexKey(value: string, name: string): string {
  if (!/^([0-9a-fA-F]{2}){16,}$/.test(value)) throw new Error(`${name} must be the hex key Adyen shows (at least 32 hex digits)`);
  return value;
}

/** A key made on first use and kept in the data folder: development mode's stand-in for a secret. */
export function keptKey(dataDir: string, file: string, make: () => string): string {
  const path = join(dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, make(), { mode: 0o600 });
  }
  return readFileSync(path, 'utf8').trim();
}

/** BANK_DATA_KEY's 32 bytes, from base64 or hex; empty when it is missing (production names it). */
export function bankDataKey(raw: string): Buffer {
  if (!raw) return Buffer.alloc(0);
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('BANK_DATA_KEY must be 32 bytes, base64 or hex');
  return key;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whose X-Forwarded-For (and -Proto, -Host) the API believes (issue 31 §2): the balancers' own
 * addresses or ranges, never a client's, or every per-address limit is one new header away.
 * Default loopback (a proxy on this machine; a direct client is judged by its socket); `none`:
 * nobody. Fastify's trustProxy takes the list as it is.
 */
export function trustedProxies(env: NodeJS.ProcessEnv): string[] | false {
  const list = (env.TRUSTED_PROXIES ?? 'loopback')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || (list.length === 1 && list[0] === 'none')) return false;
  for (const entry of list) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const inRange = prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (!PROXY_NAMES.has(entry) && !(version && inRange && rest.length === 0)) {
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an address, a CIDR range or one of loopback, linklocal, uniquelocal (or 'none' alone)`);
    }
  }
  return list;
}
