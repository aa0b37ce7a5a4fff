// Beacons about remotes (issue 21 'Canary and automatic rollback'): the API measures a canary
// by them, so that the shop needs no outside service to decide a rollback. Each is
// {remote, version, kind}, nothing about the visitor, sent with navigator.sendBeacon (it
// survives the page going away, and never delays it):
//   - 'error' / 'load-failure': every report tagged with a remote (a throw on mount, in a render,
//     in a lifecycle; a load failure from the errorLoadRemote plugin), as it is made;
//   - 'mount': a successful mount of a remote with a canary running (bootData().measure), the
//     failure rate's denominator; remotes without one send none (nothing to compare).
// Every such report also gets the remote's version as a tag, when its sender did not say.
import { BEACON_PATH, type BeaconKind } from '@shop/shared/rules';
import { watchReports, type ReportTags } from '@shop/shared/reporting';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/routes';
import { bootData } from '../boot-data';

/** A page in a loop of failures sends this many of a kind per remote, no more. */
const MAX_PER_REMOTE_AND_KIND = 5;
const sent = new Map<string, number>();

const isRemote = (name: string | undefined): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name ?? '');

export function sendRemoteBeacon(remote: RemoteName, kind: BeaconKind, version = bootData().remotes[remote]?.version): void {
  if (!version || version === 'unknown' || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  // A team previewing a version is trying it, not a shopper's visit: its mounts and errors would
  // count towards a canary of that version and could roll it back (or keep a bad one).
  if (bootData().preview) return;
  const key = `${remote}:${kind}`;
  const count = sent.get(key) ?? 0;
  if (count >= MAX_PER_REMOTE_AND_KIND) return;
  sent.set(key, count + 1);
  try {
    navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify({ remote, version, kind })], { type: 'application/json' }));
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
