// /v3/members: one plugin for the resource, schemas beside it (schemas.ts), logic in service.ts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../auth/member-auth.js';
import { assertNewPassword } from '../auth/passwords.js';
import type { SignIn } from '../auth/sign-in.js';
import type { MemberService } from './service.js';
import * as s from './schemas.js';

type Id = { id: string };

export async function memberRoutes(app: FastifyInstance, { members, signIn, webClientId }: { members: MemberService; signIn: SignIn; webClientId: string }) {
  app.post<{ Body: Parameters<MemberService['register']>[0] }>('/v3/members', { schema: s.registerSchema, config: { fieldCodes: s.registerCodes } }, async (req, reply) => {
    // The password's length is checked in register (prepareAccount), as for an unlocked account.
    return reply.code(201).send(ok(await members.register(req.body)));
  });

  app.post<{ Body: { email: string; password: string } }>('/v3/members/login', { schema: s.loginSchema, config: { fieldCodes: s.loginCodes } }, async (req, reply) => {
    const { memberId, access_token, refresh_token, expires_in, accountRestored } = await signIn(req.body.email, req.body.password, req.ip, webClientId);
    reply.header('cache-control', 'no-store');
    return ok({ memberId, access_token, refresh_token, expires_in, accountRestored, member: await members.get(memberId) });
  });

  // Member details carry the addresses (§3: addresses by addressId; §7 has no list call of its own).
  app.get<{ Params: Id }>('/v3/members/:id', { schema: s.getMemberSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const { member, addresses } = await members.details(req.params.id);
    return ok({ memberDetails: { member, addresses } });
  });

  app.put<{ Params: Id; Body: Parameters<MemberService['update']>[1] }>('/v3/members/:id', { schema: s.updateSchema, config: { fieldCodes: s.updateCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ memberDetails: { member: await members.update(req.params.id, req.body) } });
  });

  app.delete<{ Params: Id }>('/v3/members/:id/contactnumber', { schema: s.removeContactNumberSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ memberDetails: { member: await members.removeContactNumber(req.params.id) } });
  });

  app.get<{ Params: Id }>('/v3/members/:id/identitydetails', { schema: s.identityDetailsSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ identityDetails: await members.identityDetails(req.params.id) });
  });

  // DELETE /v3/members/:id (account deletion with a grace period) lives in ../account-deletion.

  // The link from a verification e-mail works signed out: the token is the proof.
  app.put<{ Body: { token: string } }>('/v3/members/validateemail', { schema: s.tokenBodySchema, config: { fieldCodes: s.tokenCodes } }, async (req) => ok(await members.validateEmail(req.body.token)));

  app.post<{ Params: Id; Body: { token: string } }>('/v3/members/:id/validateemail', { schema: s.memberTokenSchema, config: { fieldCodes: s.tokenCodes } }, async (req) =>
    ok(await members.validateEmail(req.body.token, req.params.id)),
  );

  app.post<{ Body: { email: string } }>('/v3/members/resendverificationemail', { schema: s.resendVerificationSchema, config: { fieldCodes: s.emailOnlyCodes } }, async (req) => {
    await members.resendVerification(req.body.email);
    return ok({ sent: true });
  });

  app.post<{ Body: { email: string } }>('/v3/members/newpassword', { schema: s.newPasswordSchema, config: { fieldCodes: s.emailOnlyCodes } }, async (req) => {
    await members.requestPasswordReset(req.body.email);
    return ok({ sent: true });
  });

  app.get<{ Querystring: { token: string } }>('/v3/members/verifynewpasswordtoken', { schema: s.verifyResetSchema, config: { fieldCodes: s.tokenCodes } }, async (req) =>
    ok(await members.verifyResetToken(req.query.token)),
  );

  app.put<{ Params: Id; Body: { token: string; password: string } }>(
    '/v3/members/:id/resetpassword',
    // A forgotten password is reset signed out; signed in, the token must be the path's member.
    { schema: s.resetPasswordSchema, config: { fieldCodes: s.resetPasswordCodes, auth: 'owner-if-signed-in' } },
    async (req) => {
      await assertNewPassword(req.body.password);
      await members.resetPassword(req.params.id, req.body.token, req.body.password);
      return ok({ reset: true });
    },
  );

  app.put<{ Body: { oldPassword: string; newPassword: string } }>('/v3/members/password', { schema: s.changePasswordSchema, config: { fieldCodes: s.changePasswordCodes, auth: 'member' } }, async (req) => {
    const me = requireMember(req);
    await assertNewPassword(req.body.newPassword);
    await members.changePassword(me.memberId, me.sessionId, req.body.oldPassword, req.body.newPassword, req.ip);
    return ok({ changed: true });
  });

  app.post<{ Body: { email: string } }>('/v3/members/emailtoken', { schema: s.emailChangeSchema, config: { fieldCodes: s.emailOnlyCodes, auth: 'member' } }, async (req) => {
    await members.requestEmailChange(requireMember(req).memberId, req.body.email);
    return ok({ sent: true });
  });

  app.delete('/v3/members/emailtoken', { schema: s.cancelEmailChangeSchema, config: { auth: 'member' } }, async (req) => {
    await members.cancelEmailChange(requireMember(req).memberId);
    return ok({ cancelled: true });
  });
}
