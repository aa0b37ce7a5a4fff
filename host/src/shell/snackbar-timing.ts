/** Spec §2: appear after 200 ms, fade out 500 ms before the end, removed at the end. */
export const SNACKBAR_APPEAR_MS = 200;
export const SNACKBAR_FADE_BEFORE_END_MS = 500;
export const SNACKBAR_DEFAULT_MS = 5000;
/** Basket warnings are short. */
export const SNACKBAR_BASKET_WARNING_MS = 2000;

export interface SnackbarSchedule {
  showAt: number;
  fadeAt: number;
  removeAt: number;
}

export function snackbarSchedule(durationMs: number = SNACKBAR_DEFAULT_MS): SnackbarSchedule {
  const removeAt = Math.max(durationMs, SNACKBAR_APPEAR_MS);
  return { showAt: SNACKBAR_APPEAR_MS, fadeAt: Math.max(SNACKBAR_APPEAR_MS, removeAt - SNACKBAR_FADE_BEFORE_END_MS), removeAt };
}
