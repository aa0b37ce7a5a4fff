/** Spec §9: a reload happens at most once in 10 s, so a broken deploy cannot loop the page. */
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'shop:last-stale-reload';

export interface ReloadGuardOptions {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads the page unless it already did within RELOAD_GUARD_MS; returns whether it reloaded.
 * Free of shared modules: the boot calls it before the shared singletons are negotiated.
 */
export function reloadAtMostOnce({ now = Date.now(), storage = sessionStorage, reload = () => location.reload() }: ReloadGuardOptions = {}): boolean {
  if (now - Number(storage.getItem(LAST_RELOAD_KEY) ?? 0) < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
