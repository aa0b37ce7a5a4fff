// Staff accounts: made by the command's service, signed in at the same auth host as members
// (scope=staff), tokens carrying the staff role through refresh and revocation.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { decodeJwt } from 'jose';
import { createVerifiedMember, refreshGrant, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffGrant, staffSession } from '../../testing/staff.js';
import { createStaffAccount, staffAccountProblem } from './accounts.js';
import { parseCreateStaffCommand } from './create-staff.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ CATALOGUE_BOXES: '40' });
});
after(() => t.close());

it('makes an account once per e-mail address, with a hashed password and an ST id', async () => {
  const made = await createStaffAccount(t.db, { email: 'Pat.Goods@littleloop.example', name: 'Pat', password: 'a long staff password' });
  assert.ok(made.ok);
  assert.match(made.staffId, /^ST[0-9A-HJKMNP-TV-Z]{8}$/);
  const again = await createStaffAccount(t.db, { email: 'pat.goods@LITTLELOOP.example', name: 'Pat again', password: 'another long password' });
  assert.deepEqual(again, { ok: false, problem: 'a staff account with that e-mail address exists' });
  const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM staff_accounts WHERE staff_id = $1', [made.staffId]);
  assert.match(row!.password_hash, /^\$argon2id\$/);
  assert.equal(staffAccountProblem({ email: 'not-an-email', name: 'x', password: 'long enough pw' }), 'the e-mail address is not valid');
  assert.equal(staffAccountProblem({ email: 'a@b.co', name: ' ', password: 'long enough pw' }), 'the name must be 1 to 80 characters');
  assert.equal(staffAccountProblem({ email: 'a@b.co', name: 'A', password: 'short' }), 'the password must be 8 to 64 characters');
});

it('reads create-staff <email> <name> and nothing else: the password never comes from the command line', () => {
  assert.deepEqual(parseCreateStaffCommand(['create-staff', 'a@b.co', 'Ann Lee']), { email: 'a@b.co', name: 'Ann Lee' });
  assert.equal(parseCreateStaffCommand(['create-staff', 'a@b.co', 'Ann Lee', 'hunter2hunter2']), null);
  assert.equal(parseCreateStaffCommand(['create-staff', 'a@b.co']), null);
});

it('signs staff in with scope=staff: a token whose role is staff, kept through a refresh', async () => {
  const staff = await staffSession(t.app);
  assert.equal(staff.scope, 'staff');
  assert.equal(staff.staff_id, staff.staffId);
  const claims = decodeJwt(staff.access_token);
  assert.equal(claims.role, 'staff');
  assert.equal(claims.sub, staff.staffId);
  const refreshed = await refreshGrant(t.app, staff.refresh_token);
  assert.equal(refreshed.statusCode, 200, refreshed.body);
  const next = refreshed.json() as { access_token: string };
  assert.equal(decodeJwt(next.access_token).role, 'staff');
  const arriving = await t.app.inject({ url: '/v3/staff/webbuyorders/arriving', headers: { authorization: `Bearer ${next.access_token}` } });
  assert.equal(arriving.statusCode, 200, arriving.body);
  assert.equal(arriving.headers['cache-control'], 'no-store');
});

it('answers a wrong staff password, or a member signing in as staff, 1007; staff credentials are no member sign-in', async () => {
  const staff = await staffSession(t.app);
  const wrong = await staffGrant(t.app, staff.email, 'not the password', '10.9.0.1');
  assert.equal(wrong.statusCode, 401);
  assert.equal(wrong.json().code, 1007);
  const m = await createVerifiedMember(t.app);
  const memberAsStaff = await staffGrant(t.app, m.email, m.password, '10.9.0.2');
  assert.equal(memberAsStaff.statusCode, 401);
  assert.equal(memberAsStaff.json().code, 1007);
  await assert.rejects(signedIn(t.app, staff.email, staff.password), /sign-in failed/);
  // The member's own sign-in still gives a member token (no role claim), refused on staff routes.
  const member = await signedIn(t.app, m.email, m.password);
  assert.equal(decodeJwt(member.access_token).role, undefined);
  const refused = await t.app.inject({ url: '/v3/staff/webbuyorders/arriving', headers: member.auth });
  assert.equal(refused.statusCode, 403);
});

it('a disabled account signs in no more, and its refresh token stops working', async () => {
  const staff = await staffSession(t.app);
  await t.db.query("UPDATE staff_accounts SET status = 'disabled' WHERE staff_id = $1", [staff.staffId]);
  assert.equal((await staffGrant(t.app, staff.email, staff.password, '10.9.0.3')).statusCode, 401);
  const refreshed = await refreshGrant(t.app, staff.refresh_token);
  assert.equal(refreshed.statusCode, 400);
  assert.equal(refreshed.json().code, 7);
});

it('a signed-out staff token is refused (401, code 7)', async () => {
  const staff = await staffSession(t.app);
  const revoked = await t.app.inject({
    method: 'POST',
    url: '/auth/revoke',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: staff.refresh_token, client_id: 'shop-web', client_secret: 'shop-web-public' }).toString(),
  });
  assert.equal(revoked.statusCode, 200);
  const res = await t.app.inject({ url: '/v3/staff/webbuyorders/arriving', headers: staff.auth });
  assert.equal(res.statusCode, 401);
  assert.equal(res.json().response.error.code, 7);
});
