import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { bus } from '@shop/shared/bus';
import { report } from '@shop/shared/reporting';
import type { RemoteName } from '@shop/shared/routes';
import { RemoteFallback } from '@shop/shared/ui';
import { yieldToBrowser } from '../boot/yield-to-browser';
import { beaconMount } from './beacons';
import { reloadIfStale } from './stale-chunk';
import { loadExpose, remoteVersion } from './remotes';

type Props = Record<string, unknown>;
type Lifecycle = (props: Props) => Promise<unknown>;

export const slotId = (remote: RemoteName) => `remote-${remote}`;

async function run(lifecycle: Lifecycle | Lifecycle[] | undefined, props: Props) {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await fn(props);
}

/**
 * The single-spa application the host registers for a remote. It loads the remote's `./app`
 * lifecycles at first mount and runs them in the remote's region; when loading or mounting
 * fails, that region alone shows a fallback with a retry, and the failure is reported.
 */
export function createRemoteSlot(remote: RemoteName, load: () => Promise<LifeCycles<Props>> = () => loadExpose<LifeCycles<Props>>(remote, 'app')): LifeCycles<Props> {
  let app: LifeCycles<Props> | null = null;
  let bootstrapped = false;
  let fallback: Root | null = null;
  let appMounted = false;

  const region = () => document.getElementById(slotId(remote)) as HTMLElement;

  async function mountRemote(props: Props): Promise<void> {
    const domElement = region();
    bus.emit('host:loading', { key: remote, active: true });
    let phase: 'load' | 'mount' = 'load';
    try {
      app ??= await load();
      // The remote's modules were just set up in this task; its first render gets a task of its own.
      await yieldToBrowser();
      phase = 'mount';
      if (!bootstrapped) {
        await run(app.bootstrap as Lifecycle, props);
        bootstrapped = true;
      }
      await run(app.mount as Lifecycle, { ...props, domElement });
      appMounted = true;
      beaconMount(remote);
    } catch (error) {
      if (reloadIfStale(error)) return;
      // Load failures are reported by the errorLoadRemote plugin; mount failures here.
      if (phase === 'mount') report.exception(error, { remote, remoteVersion: remoteVersion(remote), phase: 'mount' });
      if (phase === 'load') app = null;
      showFallback(domElement, props);
    } finally {
      bus.emit('host:loading', { key: remote, active: false });
    }
  }

  function showFallback(domElement: HTMLElement, props: Props) {
    const holder = document.createElement('div');
    domElement.replaceChildren(holder);
    fallback = createRoot(holder);
    fallback.render(
      <RemoteFallback
        remote={remote}
        onRetry={() => {
          clearFallback();
          void mountRemote(props);
        }}
      />,
    );
  }

  function clearFallback() {
    fallback?.unmount();
    fallback = null;
    region()?.replaceChildren();
  }

  return {
    bootstrap: async () => undefined,
    mount: mountRemote,
    unmount: async (props: Props) => {
      if (appMounted && app) {
        appMounted = false;
        await run(app.unmount as Lifecycle, { ...props, domElement: region() });
      }
      clearFallback();
    },
  };
}
