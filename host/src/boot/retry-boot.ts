/**
 * The boot's chunks, asked for again when one fails to arrive (a dropped connection, a phone
 * between masts): before the shell is up nothing else would notice, and the page would stay the
 * server's first view for good, with no header, basket or sign-in. Webpack forgets a failed
 * chunk, so a new `import()` fetches it afresh. After the last try the page reloads, under the
 * same guard as a stale chunk's reload (reload-guard.ts: once in 10 s, so a broken deploy cannot
 * loop it), unless offline: a reload would swap the first view for the browser's offline page.
 */
import { reloadAtMostOnce, type ReloadGuardOptions } from './reload-guard';

export interface RetryBootOptions {
  delaysMs?: number[];
  online?: () => boolean;
  /** The guard's clock, storage and reload (tests). */
  guard?: () => ReloadGuardOptions;
}

export async function retryBoot<T>(load: () => Promise<T>, o: RetryBootOptions = {}): Promise<T> {
  const { delaysMs = [300, 1500], online = () => navigator.onLine, guard = () => ({}) } = o;
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) {
        if (online()) reloadAtMostOnce(guard());
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
