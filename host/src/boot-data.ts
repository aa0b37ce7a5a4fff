import type { RemoteBootInfo } from '@shop/shared/api';
import type { FeatureFlag, RemoteName } from '@shop/shared/routes';
import type { DeliveryTerms } from '@shop/shared/rules';

export interface BootData {
  hostVersion: string;
  remotes: Partial<Record<RemoteName, RemoteBootInfo>>;
  flags: Partial<Record<FeatureFlag, boolean>> & Record<string, boolean>;
  /** The delivery terms (§5) the announcement states; absent in tests and older servers. */
  delivery?: DeliveryTerms;
  /** The shell's text blocks from the content service (announcement, cookieMessage); absent in tests. */
  texts?: { announcement?: string; cookieMessage?: string };
  /** The web client's id and public secret for the auth host. */
  auth?: { clientId: string; clientSecret: string };
  /** Error-reporting DSN; absent means reports stay in the page. */
  sentryDsn?: string;
  /** Remotes with a canary running: their mounts are beaconed too, the failure rate's denominator (federation/beacons.ts). */
  measure?: RemoteName[];
  /** This page's signed beacon token: the API counts a beacon only with it (federation/beacons.ts). */
  beacon?: string;
  /** What this browser previews (a team's preview link, issue 21 'Preview'): the shell shows a banner with a way out. */
  preview?: { targets: Array<{ target: string; version: string }>; expiresAt: string };
}

const OVERRIDE_PREFIX = 'shop:remote-override:';
let cached: BootData | null = null;

/**
 * The boot data inlined by the API (`<script id="shop-boot" type="application/json">`).
 * On localhost a developer may point one remote at its watch-mode server with
 * localStorage['shop:remote-override:<name>'] = 'http://localhost:3001/mf-manifest.json'.
 */
export function bootData(): BootData {
  if (cached) return cached;
  const el = document.getElementById('shop-boot');
  const data = JSON.parse(el?.textContent || '{}') as BootData;
  data.remotes ??= {};
  data.flags ??= { onDemandUnlock: false };
  if (location.hostname === 'localhost' || location.hostname === '127.0.0.1') {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (!key.startsWith(OVERRIDE_PREFIX)) continue;
      const name = key.slice(OVERRIDE_PREFIX.length) as RemoteName;
      const url = localStorage.getItem(key)!;
      data.remotes[name] = { version: 'local-watch', manifestUrl: url, entry: url };
    }
  }
  cached = data;
  return data;
}

/** The Module Federation container name of a remote (a JS identifier). */
export function containerName(remote: RemoteName): string {
  return `mf_${remote.replace(/-/g, '_')}`;
}

export function remoteFromContainer(container: string): RemoteName | undefined {
  // Runtime plugins call this before the share scope exists, so it cannot take REMOTE_NAMES
  // from @shop/shared/routes at run time; boot-data.test.ts keeps the two lists in step.
  const names: RemoteName[] = ['catalogue', 'basket-checkout', 'account', 'sell-to-us', 'unlock'];
  return names.find((n) => containerName(n) === container);
}
