// Beacons about remotes (issue 21 'Canary and automatic rollback'): the API measures a canary
// by them, so that the shop needs no outside service to decide a rollback. Each is
// {remote, version, kind, token}, nothing about the visitor, sent with navigator.sendBeacon (it
// survives the page going away, and never delays it). The token is the page's own, from its
// boot data (signed by the API, short-lived): the API counts only beacons of pages it served.
//   - 'error' / 'load-failure': every report tagged with a remote (a throw on mount, in a render,
//     in a lifecycle; a load failure from the errorLoadRemote plugin), as it is made;
//   - 'mount': a successful mount of a remote with a canary running (bootData().measure), the
//     failure rate's denominator; remotes without one send none (nothing to compare).
// Every such report also gets the remote's version as a tag, when its sender did not say.
import { BEACON_PATH, MAX_BEACONS_PER_PAGE, type BeaconKind } from '@shop/shared/rules';
import { watchReports, type ReportTags } from '@shop/shared/reporting';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/routes';
import { bootData } from '../boot-data';

const sent = new Map<string, number>();

const isRemote = (name: string | undefined): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name ?? '');

export function sendRemoteBeacon(remote: RemoteName, kind: BeaconKind, version = bootData().remotes[remote]?.version): void {
  const token = bootData().beacon;
  if (!version || version === 'unknown' || !token || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  // A team previewing a version is trying it, not a shopper's visit: its mounts and errors would
  // count towards a canary of that version and could roll it back (or keep a bad one).
  if (bootData().preview) return;
  const key = `${remote}:${kind}`;
  const count = sent.get(key) ?? 0;
  // A page in a loop of failures sends this many of a kind per remote, no more (nor would the API count more).
  if (count >= MAX_BEACONS_PER_PAGE) return;
  sent.set(key, count + 1);
  try {
    navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify({ remote, version, kind, token })], { type: 'application/json' }));
  } catch {
    // A beacon is a measurement: never a failure of the page.
  }
}

/** A remote mounted: counted only while it has a canary running. */
export function beaconMount(remote: RemoteName): void {
  if (bootData().measure?.includes(remote)) sendRemoteBeacon(remote, 'mount');
}

/** Tags every report about a remote with its version, and beacons its exceptions. */
export function connectRemoteBeacons(): void {
  watchReports(({ kind, tags }) => {
    const remote = tags?.remote;
    if (!isRemote(remote)) return tags;
    const version = tags!.remoteVersion || bootData().remotes[remote]?.version || 'unknown';
    const tagged: ReportTags = { ...tags, remoteVersion: version };
    if (kind === 'exception') sendRemoteBeacon(remote, (tags!.phase ?? '').startsWith('load:') ? 'load-failure' : 'error', version);
    return tagged;
  });
}
