// The goods-in bench's staff session (@shop/shared/session's staff session, as /ops/releases has):
// this tab only, under its own key; never the member session, never a member's token.
import { createStaffSession, STORAGE_KEYS, type StaffSession } from '@shop/shared/session';

const memory = new Map<string, string>();
/** sessionStorage where there is one (not in a test's Node). */
const storage =
  typeof sessionStorage !== 'undefined' ? sessionStorage : { getItem: (k: string) => memory.get(k) ?? null, setItem: (k: string, v: string) => void memory.set(k, v), removeItem: (k: string) => void memory.delete(k) };

export const benchSession: StaffSession = createStaffSession(storage, STORAGE_KEYS.goodsInStaffSession);
