import { report } from '@shop/shared/reporting';
import { RELOAD_GUARD_MS, reloadAtMostOnce, type ReloadGuardOptions } from '../boot/reload-guard';

export { RELOAD_GUARD_MS } from '../boot/reload-guard';

export function isStaleChunkError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  if (!e) return false;
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message ?? '') || /Failed to fetch dynamically imported module/i.test(e.message ?? '');
}

/** Reload once for a stale script; returns whether it reloaded. */
export function reloadOnce(reason: string, o: ReloadGuardOptions = {}): boolean {
  if (reloadAtMostOnce(o)) return true;
  report.message(`Stale script again within ${RELOAD_GUARD_MS} ms; not reloading`, 'warning', { reason });
  return false;
}

/**
 * Reload once when an error means the page's scripts are stale; returns whether it reloaded.
 * Offline, a chunk fails because the network is gone, not because it is stale: a reload
 * would only swap the page for the browser's offline error.
 */
export function reloadIfStale(error: unknown): boolean {
  return isStaleChunkError(error) && navigator.onLine && reloadOnce(String((error as Error).message));
}

/** Watch for stale-chunk errors anywhere on the page. */
export function watchStaleChunks(): void {
  const onError = (error: unknown) => void reloadIfStale(error);
  window.addEventListener('error', (e) => onError(e.error));
  window.addEventListener('unhandledrejection', (e) => onError(e.reason));
}
