import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@shop/shared/routes';
import { bootData, containerName } from '../boot-data';

/** Tell the federation runtime where each remote's current build lives (from the inlined manifest). */
export function registerRemotesFromBoot(): void {
  const remotes = Object.entries(bootData().remotes).map(([name, info]) => ({
    name: containerName(name as RemoteName),
    entry: info!.entry,
  }));
  registerRemotes(remotes);
}

/** One module a remote exposes; throws when the remote is unreachable or broken. */
export async function loadExpose<T>(remote: RemoteName, expose: 'app' | 'dialogs' | 'basket-agent' | 'favourites-agent' | 'search-box'): Promise<T> {
  if (!bootData().remotes[remote]) throw new Error(`Remote ${remote} is not in the remotes manifest`);
  const mod = await loadRemote<T>(`${containerName(remote)}/${expose}`);
  if (!mod) throw new Error(`Remote ${remote} returned no module for ./${expose}`);
  return mod;
}

export function remoteVersion(remote: RemoteName): string {
  return bootData().remotes[remote]?.version ?? 'unknown';
}
