import type { Paint } from './paint.js';

/**
 * One kind of item, drawn from the views a product photo session takes (§9). `front` is the
 * shot a listing shows; `back` reuses it from behind (mirrored, with `back` set, so the front's
 * details are left off); `side`, `top` (and `bottom`) are their own drawings, never the front turned.
 */
export interface Drawing {
  front(p: Paint, back: boolean): string;
  side(p: Paint): string;
  top(p: Paint): string;
  /** From below; without one, the top's outline upside down and in shadow. */
  bottom?(p: Paint): string;
}
