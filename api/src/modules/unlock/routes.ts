// The 14 unlock and linking calls (spec §7), under /v3/members/ like the rest of §7 Members, the
// account's linked memberships (GET members/{id}/instoremembership, owner-checked by member-auth)
// and staff's new code (POST /v3/staff/unlockcodes). Token calls work signed out; a combine
// attempt is its member's only. Every answer carries Cache-Control: no-store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember, requireStaff } from '../auth/member-auth.js';
import type { TokenService } from '../auth/tokens.js';
import type { UnlockAccountInput } from './finish.js';
import * as s from './schemas.js';
import type { UnlockService } from './service.js';
import { emptyBody } from '../../http/empty-body.js';

type Token = { token: string };
type Code = { membershipNumber: string; unlockCode: string };

export async function unlockRoutes(app: FastifyInstance, { unlock, tokens }: { unlock: UnlockService; tokens: TokenService }) {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /** The signed-in member when a token is sent (a bad one is 6/7), else null. */
  const callerOf = async (req: FastifyRequest) => (req.headers.authorization ? (await tokens.verifyAccess(req.headers.authorization)).memberId : null);
  const p = '/v3/members';
  const codeConfig = { fieldCodes: s.codeCodes };
  const tokenConfig = { fieldCodes: s.tokenCodes };

  app.get<{ Querystring: Token }>(`${p}/onlineaccesstokendetails`, { schema: s.tokenDetailsSchema, config: tokenConfig }, async (req) => ok({ attempt: await unlock.details(req.query.token, await callerOf(req)) }));
  app.put<{ Body: Code }>(`${p}/verifyunlockonlineaccesscode`, { schema: s.verifyCodeSchema, config: codeConfig }, async (req, reply) =>
    reply.code(201).send(ok({ attempt: await unlock.verifyUnlockCode({ ...req.body, ip: req.ip }) })),
  );
  app.post<{ Body: { membershipNumber: string; mobile?: string; email?: string } }>(`${p}/unlockonlineaccesscode`, { schema: s.requestCodeSchema, config: codeConfig }, async (req, reply) =>
    reply.code(202).send(ok(await unlock.requestCode({ ...req.body, ip: req.ip }))),
  );
  app.post<{ Body: Token }>(`${p}/unlockonlinelink`, { schema: s.sendLinkSchema, config: tokenConfig }, async (req, reply) =>
    reply.code(201).send(ok({ attempt: await unlock.emailLink(req.body.token, await callerOf(req), req.ip) })),
  );
  app.put<{ Body: { link: string; pin: string } }>(`${p}/verifyunlockonlinecode`, { schema: s.verifyLinkSchema, config: { fieldCodes: s.linkPinCodes } }, async (req) =>
    ok({ attempt: await unlock.verifyPin('link', req.body.link, req.body.pin, await callerOf(req)) }),
  );
  app.put<{ Body: Token & UnlockAccountInput }>(`${p}/unlockonlineaccess`, { schema: s.unlockAccessSchema, config: { fieldCodes: s.unlockAccessCodes } }, async (req, reply) => {
    const { token, ...account } = req.body;
    return reply.code(201).send(ok(await unlock.createAccount(token, account)));
  });
  app.put<{ Body: Token }>(`${p}/instantverification`, { schema: s.sendPinSchema, config: tokenConfig }, async (req) => ok({ attempt: await unlock.instantVerification(req.body.token, await callerOf(req), req.ip) }));
  app.put<{ Body: Token }>(`${p}/resendinstantverificationotp`, { schema: s.resendSchema, config: tokenConfig }, async (req) => ok({ attempt: await unlock.resend(req.body.token, await callerOf(req), req.ip) }));
  for (const [path, channel] of [
    ['verifymobileotp', 'mobile'],
    ['verifyemailotp', 'email'],
  ] as const) {
    app.put<{ Body: Token & { pin: string } }>(`${p}/${path}`, { schema: s.verifyPinSchema(channel === 'mobile' ? 'mobile' : 'e-mail'), config: { fieldCodes: s.pinCodes } }, async (req) =>
      ok({ attempt: await unlock.verifyPin(channel, req.body.token, req.body.pin, await callerOf(req)) }),
    );
  }

  app.get<{ Querystring: Token }>(`${p}/combinemembershiptokendetails`, { schema: s.combineDetailsSchema, config: { ...tokenConfig, auth: 'member' } }, async (req) =>
    ok({ attempt: await unlock.details(req.query.token, requireMember(req).memberId) }),
  );
  app.put<{ Body: Code | Token }>(`${p}/verifycombinemembershipcode`, { schema: s.combineCodeSchema, config: { ...codeConfig, auth: 'member' } }, async (req, reply) => {
    const memberId = requireMember(req).memberId;
    if ('token' in req.body) return ok(await unlock.combine(req.body.token, memberId));
    return reply.code(201).send(ok({ attempt: await unlock.verifyCombineCode({ ...req.body, ip: req.ip, memberId }) }));
  });
  app.put<{ Body: Token }>(`${p}/cancelcombinemembership`, { schema: s.cancelCombineSchema, config: tokenConfig }, async (req) => ok({ attempt: await unlock.cancel(req.body.token, await callerOf(req)) }));
  app.get(`${p}/tradeabilities`, { schema: s.tradeabilitiesSchema, config: { auth: 'member' } }, async (req) => ok({ tradeabilities: await unlock.views.tradeabilities(requireMember(req).memberId) }));

  app.get<{ Params: { id: string } }>(`${p}/:id/instoremembership`, { schema: s.inStoreMembershipSchema }, async (req) => ok(await unlock.views.ofMember(req.params.id)));

  // /verify-phone-number: the member's own (owner-checked by member-auth, like every /v3/members/:id route).
  type ById = { Params: { id: string } };
  app.get<ById>(`${p}/:id/mobileverification`, { schema: s.mobileStatusSchema }, async (req) => ok({ mobileVerification: await unlock.mobilePins.status(req.params.id) }));
  app.put<ById>(`${p}/:id/instantverification`, { schema: s.memberSendPinSchema(false), preValidation: emptyBody }, async (req) => ok({ mobileVerification: await unlock.mobilePins.send(req.params.id, req.ip, false) }));
  app.put<ById>(`${p}/:id/resendinstantverificationotp`, { schema: s.memberSendPinSchema(true), preValidation: emptyBody }, async (req) =>
    ok({ mobileVerification: await unlock.mobilePins.send(req.params.id, req.ip, true) }),
  );
  app.put<ById & { Body: { pin: string } }>(`${p}/:id/verifymobileotp`, { schema: s.memberVerifyPinSchema, config: { fieldCodes: s.memberPinCodes } }, async (req) =>
    ok({ mobileVerification: await unlock.mobilePins.verify(req.params.id, req.body.pin) }),
  );

  app.post<{ Body: { membershipNumber: string } }>('/v3/staff/unlockcodes', { schema: s.staffIssueCodeSchema, config: { fieldCodes: s.staffCodes } }, async (req, reply) => {
    const staffId = requireStaff(req).staffId;
    const issued = await unlock.issueByStaff(req.body.membershipNumber, staffId);
    return reply.code(201).send(ok(issued));
  });
}
