// Staff turn the §6 feature flags on and off without a deploy: the live value in the prelogin
// settings (read on every page load and every call that honours it), each change kept with who
// and when (feature_flag_changes). An environment override (FEATURE_*) still wins, and says so.
import { FEATURE_FLAGS, SHOP_PLATFORM_ID, type ShopFeatureFlag } from '@shop/shared/rules';
import type { Db } from '../../db/db.js';

export interface FlagView {
  flag: ShopFeatureFlag;
  on: boolean;
  /** Set by the environment (FEATURE_*): a change here is stored but does not show until it is removed. */
  overridden: boolean;
  lastChange: { turnedOn: boolean; changedBy: string; changedAt: string } | null;
}

export function createFeatureFlags(db: Db, overrides: Record<string, boolean>) {
  async function list(): Promise<FlagView[]> {
    const [row] = await db.query<{ value: Record<string, boolean> }>("SELECT value FROM settings WHERE platform_id = $1 AND scope = 'prelogin' AND key = 'featureFlags'", [SHOP_PLATFORM_ID]);
    const changes = await db.query<{ flag: string; turned_on: boolean; changed_by: string; changed_at: Date | string }>(
      'SELECT DISTINCT ON (flag) flag, turned_on, changed_by, changed_at FROM feature_flag_changes WHERE platform_id = $1 ORDER BY flag, changed_at DESC, change_id DESC',
      [SHOP_PLATFORM_ID],
    );
    return FEATURE_FLAGS.map((flag) => {
      const last = changes.find((c) => c.flag === flag);
      return {
        flag,
        on: overrides[flag] ?? row?.value?.[flag] === true,
        overridden: flag in overrides,
        lastChange: last ? { turnedOn: last.turned_on, changedBy: last.changed_by, changedAt: new Date(last.changed_at).toISOString() } : null,
      };
    });
  }

  return {
    list,
    /** Turns one flag on or off (in one transaction with its history entry); answers every flag as it now is. */
    async set(flag: ShopFeatureFlag, on: boolean, changedBy: string): Promise<FlagView[]> {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE settings SET value = jsonb_set(value, ARRAY[$2::text], to_jsonb($3::boolean), true)
            WHERE platform_id = $1 AND scope = 'prelogin' AND key = 'featureFlags'`,
          [SHOP_PLATFORM_ID, flag, on],
        );
        await tx.query('INSERT INTO feature_flag_changes (platform_id, flag, turned_on, changed_by) VALUES ($1, $2, $3, $4)', [SHOP_PLATFORM_ID, flag, on, changedBy]);
      });
      return list();
    },
  };
}

export type FeatureFlagService = ReturnType<typeof createFeatureFlags>;
