// Settings and reference data (spec §6, §7 'Content / settings', Members' lists). Content (GET
// content) is the content service's: modules/content/.
import { GENERIC_CODES, SETTINGS_CODES } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { ApiError, ok } from '../../http/envelope.js';
import { SHOP_PLATFORM_ID, type ShopFeatureFlag } from '@shop/shared/rules';
import { requireMember, requireStaff } from '../auth/member-auth.js';
import type { FeatureFlagService } from './feature-flags.js';
import * as schemas from './schemas.js';

export function createSettingsService(db: Db, flagOverrides: Record<string, boolean>) {
  async function scope(platformId: number, name: 'prelogin' | 'postlogin'): Promise<Record<string, unknown>> {
    const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings WHERE platform_id = $1 AND scope = $2 ORDER BY key', [platformId, name]);
    if (rows.length === 0) throw new ApiError(404, SETTINGS_CODES.platformUnknown, `No settings for platform ${platformId}`);
    const out: Record<string, unknown> = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    if (name === 'prelogin') out.featureFlags = { ...(out.featureFlags as object), ...flagOverrides };
    return { platformId, ...out };
  }
  return {
    prelogin: (platformId = SHOP_PLATFORM_ID) => scope(platformId, 'prelogin'),
    postlogin: (platformId = SHOP_PLATFORM_ID) => scope(platformId, 'postlogin'),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export async function settingsRoutes(app: FastifyInstance, { db, settings, flags }: { db: Db; settings: SettingsService; flags: FeatureFlagService }) {
  // Staff only (every /v3/staff/ route takes a staff token); answers are operational, not cached.
  app.get('/v3/staff/featureflags', { schema: schemas.staffFlagsSchema }, async (req, reply) => {
    requireStaff(req);
    return reply.header('cache-control', 'no-store').send(ok({ featureFlags: await flags.list() }));
  });
  app.put<{ Params: { flag: ShopFeatureFlag }; Body: { on: boolean } }>('/v3/staff/featureflags/:flag', { schema: schemas.staffSetFlagSchema }, async (req, reply) => {
    const staffId = requireStaff(req).staffId;
    return reply.header('cache-control', 'no-store').send(ok({ featureFlags: await flags.set(req.params.flag, req.body.on, staffId) }));
  });

  app.get<{ Querystring: { platformId: number } }>('/v3/settings/prelogin', { schema: schemas.preloginSchema }, async (req) => ok({ preLoginSettings: await settings.prelogin(req.query.platformId) }));

  app.get<{ Querystring: { platformId: number; memberId?: string } }>(
    '/v3/settings/postlogin',
    {
      schema: schemas.postloginSchema,
      config: { auth: 'member' },
    },
    async (req) => {
      const me = requireMember(req);
      if (req.query.memberId && req.query.memberId !== me.memberId) throw new ApiError(403, GENERIC_CODES.memberId, 'You may only read your own settings');
      return ok({ postLoginSettings: { ...(await settings.postlogin(req.query.platformId)), memberId: me.memberId } });
    },
  );

  const list = (sql: string) => async () => db.query(sql);
  app.get('/v3/members/titles', { schema: schemas.titlesSchema }, async () => ok({ titles: await list('SELECT title_id AS "titleId", title FROM titles ORDER BY title_id')() }));
  app.get('/v3/members/idtypes', { schema: schemas.idTypesSchema }, async () => ok({ idTypes: await list('SELECT id_type_id AS "idTypeId", name FROM id_types ORDER BY id_type_id')() }));
  app.get('/v3/members/consenttypes', { schema: schemas.consentTypesSchema }, async () =>
    ok({ consentTypes: await list(`SELECT consent_type_id AS "consentTypeId", name, description FROM consent_types WHERE kind = 'communication' ORDER BY consent_type_id`)() }),
  );
  app.get('/v3/utilities/regions', { schema: schemas.regionsSchema }, async () => ok({ regions: await list('SELECT region_id AS "regionId", name FROM regions ORDER BY region_id')() }));
}
