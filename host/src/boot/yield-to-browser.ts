/**
 * Ends the current task so the browser can paint and handle input before the next boot step.
 * A chunk's arrival runs everything that awaited it as microtasks of one task; on a slow phone
 * that one task (module set-up, the shell's render, the router's start) blocks for 100+ ms.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
