// A staff account and its signed-in token for API tests, made the way the CLI makes one and
// signed in through the real auth host (POST /auth/token with scope=staff).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createStaffAccount } from '../modules/staff/accounts.js';
import { grantGoodsIn } from '../modules/staff/goods-in-permission-command.js';
import { WEB_CLIENT } from './test-app.js';

export function staffGrant(app: FastifyInstance, username: string, password: string, ip = '10.0.0.9') {
  return app.inject({
    method: 'POST',
    url: '/auth/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password, scope: 'staff', ...WEB_CLIENT }).toString(),
  });
}

/** A signed-in staff account; it works the goods-in bench unless `goodsIn: false` (issue 35: the permission's refusals). */
export async function staffSession(app: FastifyInstance, name = 'Sam Goods-In', { goodsIn = true }: { goodsIn?: boolean } = {}) {
  const email = `staff-${randomBytes(4).toString('hex')}@littleloop.example`;
  const password = 'staff password 123';
  const made = await createStaffAccount(app.db, { email, name, password });
  if (!made.ok) throw new Error(made.problem);
  if (goodsIn) await grantGoodsIn(app.db, made.staffId, 'test');
  const res = await staffGrant(app, email, password);
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.body}`);
  const body = res.json() as { access_token: string; refresh_token: string; staff_id: string; scope: string };
  return { staffId: made.staffId, email, password, ...body, auth: { authorization: `Bearer ${body.access_token}` } };
}
