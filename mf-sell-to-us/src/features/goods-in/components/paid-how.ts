import type { BenchItem } from '../api/types';

/** How an item came to be paid: confirmed and paid by staff, revised within the tolerance (paid automatically), or accepted by the member. */
export function paidHow(item: BenchItem): 'staff' | 'automatically' | 'member' {
  if (item.history.findLast((h) => h.toStatus === 'paid')?.actor === 'member') return 'member';
  return item.revision ? 'automatically' : 'staff';
}
