// GET /v3/members/:id/export?format=json|csv: the member's data as a download, generated on
// request, never cached (owner-checked by member-auth).
import type { FastifyInstance } from 'fastify';
import * as s from './schemas.js';
import { exportToCsv, type MemberDataService } from './service.js';

export async function memberDataRoutes(app: FastifyInstance, { memberData }: { memberData: MemberDataService }) {
  app.get<{ Params: { id: string }; Querystring: { format: 'json' | 'csv' } }>('/v3/members/:id/export', { schema: s.exportSchema }, async (req, reply) => {
    const exported = await memberData.export(req.params.id);
    const name = `little-loop-data-${req.params.id}-${exported.exportedAt.slice(0, 10)}.${req.query.format}`;
    reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="${name}"`);
    if (req.query.format === 'csv') return reply.type('text/csv; charset=utf-8').send(exportToCsv(exported));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(exported, null, 2));
  });
}
