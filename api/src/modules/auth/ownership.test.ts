// Every member-scoped route, read from the OpenAPI document (every /v3/members/{id} path and
// every operation marked x-member-scoped), refuses member A's token on member B's id. A new
// route under /v3/members/:id or /v3/basket/:id joins the document by itself, so it is covered.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { OPENAPI_PATH } from '../../http/openapi.js';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';
import { staffSession } from '../../testing/staff.js';
import { grantReleasePermission } from '../deployment/permissions.js';
import { MEMBER_SCOPED, STAFF_ONLY_MARK } from './member-auth.js';
import { STAFF_ONLY } from './tokens.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

// Bodies that pass each route's schema, so the answer is about ownership, not about input.
const VALID_BODY: Record<string, object> = {
  'PUT /v3/members/:id': { firstName: 'Mallory' },
  'POST /v3/members/:id/validateemail': { token: 'x'.repeat(43) },
  'PUT /v3/members/:id/resetpassword': { token: 'x'.repeat(43), password: 'a long new password' },
  'PUT /v3/members/:id/consents': { consents: [{ consentTypeId: 1, granted: true }] },
  'DELETE /v3/members/:id': { password: 'correct horse battery' },
  'DELETE /v3/members/:id/sessions': {},
  'POST /v3/members/:id/walletaddress': { email: 'mallory@example.com' },
  'PUT /v3/members/:id/walletaddress': { email: 'mallory@example.com' },
  'POST /v3/members/:id/instoredetail': { homeStoreId: 101 },
  'PUT /v3/members/:id/instoredetail': { homeStoreId: 101 },
};

it('finds the member-scoped routes', () => {
  const urls = t.app.memberScopedRoutes.map((r) => `${r.method} ${r.url}`);
  const favourites = ['GET /v3/members/:id/favouriteboxes', 'POST /v3/members/:id/favouriteboxes', 'DELETE /v3/members/:id/favouriteboxes', 'GET /v3/members/:id/favouriteboxesids'];
  const stockAlerts = ['GET /v3/members/:id/stockalertstatus', 'GET /v3/members/:id/stockalerts', 'POST /v3/members/:id/stockalert', 'PUT /v3/members/:id/restorestockalerts', 'DELETE /v3/members/:id/stockalerts'];
  const quotePhotos = [
    'GET /v3/members/:id/quotations/:quoteId/images',
    'POST /v3/members/:id/quotations/:quoteId/images',
    'DELETE /v3/members/:id/quotations/:quoteId/images/:imageId',
    'GET /v3/members/:id/quotations/:quoteId/images/:imageId/:size',
  ];
  const walletInStoreCards = [
    'GET /v3/members/:id/walletaddress',
    'POST /v3/members/:id/walletaddress',
    'PUT /v3/members/:id/walletaddress',
    'DELETE /v3/members/:id/walletaddress',
    'GET /v3/members/:id/instoredetail',
    'POST /v3/members/:id/instoredetail',
    'PUT /v3/members/:id/instoredetail',
    'GET /v3/members/:id/idproofs',
    'DELETE /v3/members/:id/idproof/:idproofPrimaryId',
    'GET /v3/members/:id/cardtokens',
    'DELETE /v3/members/:id/cardtokens',
    'DELETE /v3/members/:id/contactnumber',
    'GET /v3/members/:id/events',
  ];
  for (const expected of [
    ...quotePhotos,
    ...walletInStoreCards,
    'GET /v3/members/:id',
    'PUT /v3/members/:id',
    'DELETE /v3/members/:id',
    'POST /v3/members/:id/validateemail',
    'PUT /v3/members/:id/resetpassword',
    'GET /v3/members/:id/consents',
    'PUT /v3/members/:id/consents',
    'GET /v3/members/:id/sessions',
    'DELETE /v3/members/:id/sessions',
    'GET /v3/members/:id/export',
    ...favourites,
    ...stockAlerts,
  ]) {
    assert.ok(urls.includes(expected), `${expected} is member-scoped (found: ${urls.join(', ')})`);
  }
});

type Operation = { requestBody?: unknown; security?: unknown; 'x-member-scoped'?: boolean };

/** Method and path of every operation the OpenAPI document marks as the path member's own. */
async function memberScopedOperations() {
  const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => path.startsWith('/v3/members/{id}') || op[MEMBER_SCOPED])
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

it('the OpenAPI document marks every member-scoped route the server has', async () => {
  const documented = new Set((await memberScopedOperations()).map((o) => `${o.method} ${o.path}`));
  for (const route of t.app.memberScopedRoutes) {
    const key = `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`;
    assert.ok(documented.has(key), `${key} is in the document as member-scoped`);
  }
});

it("answers 403 (1002) to member A's token on member B's id, on every member-scoped path of the OpenAPI document, and changes nothing", async () => {
  const a = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app, { firstName: 'Bea' });
  const tokenA = await signedIn(t.app, a.email, a.password);
  const operations = await memberScopedOperations();
  assert.ok(operations.length >= 30, `member-scoped operations: ${operations.length}`);
  for (const { method, path, op } of operations) {
    const key = `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
    // B's id in the path; any other path part is a well-formed id (the owner check comes first).
    const url = path
      .replace('{id}', b.memberId)
      .replace('{bankAccountId}', '00000000-0000-4000-8000-000000000000')
      .replace(/\{\w+\}/g, '1');
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: tokenA.auth,
      ...(op.requestBody ? { payload: VALID_BODY[key] ?? {} } : {}),
    });
    assert.equal(res.statusCode, 403, `${key}: ${res.body}`);
    const body = res.json().response;
    assert.equal(body.ack, 'Failure', key);
    assert.equal(body.error.code, 1002, key);
    assert.equal(body.data, null, key);
    assert.doesNotMatch(res.body, new RegExp(`${b.email.replace(/[.+]/g, '\\$&')}|Bea`), `${key} leaks nothing of B`);
  }
  const [bRow] = await t.db.query<{ first_name: string; status: string; deletion_requested_at: string | null }>('SELECT first_name, status, deletion_requested_at FROM members WHERE member_id = $1', [b.memberId]);
  assert.deepEqual(bRow, { first_name: 'Bea', status: 'active', deletion_requested_at: null });
  const bConsents = await t.db.query('SELECT consent_type_id, granted FROM member_consents WHERE member_id = $1 ORDER BY consent_type_id', [b.memberId]);
  assert.deepEqual(bConsents, [{ consent_type_id: 2, granted: true }], "B's consents unchanged");
  for (const table of ['member_wallet_addresses', 'member_instore_details']) {
    assert.deepEqual(await t.db.query(`SELECT 1 FROM ${table} WHERE member_id = $1`, [b.memberId]), [], `nothing written to B's ${table}`);
  }
  const bSessions = await signedIn(t.app, b.email, b.password);
  assert.equal((await t.app.inject({ url: `/v3/members/${b.memberId}`, headers: bSessions.auth })).statusCode, 200, "B's sessions still stand");
  // HEAD runs a GET's handler: it is refused too, on every member-scoped GET.
  for (const route of t.app.memberScopedRoutes.filter((r) => r.method === 'GET')) {
    const res = await t.app.inject({ method: 'HEAD', url: route.url.replace(':id', b.memberId), headers: tokenA.auth });
    assert.equal(res.statusCode, 403, `HEAD ${route.url}`);
  }
  // And A on A's own id is fine.
  assert.equal((await t.app.inject({ url: `/v3/members/${a.memberId}`, headers: tokenA.auth })).statusCode, 200);
});

// The same for quotes: every route under /v3/quotations/:id, from the server's own list, refuses
// member A's token on member B's quote (403, §8 quotation code 1001) and leaves it as it was.
it("answers 403 (1001) to member A's token on member B's quote, on every quote-scoped route, and changes nothing", async () => {
  const a = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app);
  const tokenA = await signedIn(t.app, a.email, a.password);
  const tokenB = await signedIn(t.app, b.email, b.password);
  const created = await t.app.inject({
    method: 'POST',
    url: '/v3/quotations/create',
    headers: tokenB.auth,
    payload: { categoryId: 90, masterBoxId: 'M90-GRACOBREAZELITE2', quantity: 1 },
  });
  assert.equal(created.statusCode, 201, created.body);
  const quoteId = created.json().response.data.quotation.quoteId as string;
  const before = await t.db.query('SELECT * FROM quotations WHERE quote_id = $1', [quoteId]);
  assert.ok(t.app.quoteScopedRoutes.length >= 5);
  const bodies: Record<string, object> = { '/v3/quotations/:id/questions': { answers: [{ questionId: 'condition', answerIds: ['A'] }] }, '/v3/quotations/:id/accept': { payoutType: 'cash' } };
  for (const route of t.app.quoteScopedRoutes) {
    const res = await t.app.inject({
      method: route.method as 'GET',
      url: route.url.replace(':id', quoteId),
      headers: tokenA.auth,
      ...(route.method === 'GET' ? {} : { payload: bodies[route.url] ?? {} }),
    });
    assert.equal(res.statusCode, 403, `${route.method} ${route.url}: ${res.body}`);
    assert.equal(res.json().response.error.code, 1001);
    assert.equal(res.json().response.data, null);
    assert.doesNotMatch(res.body, /Graco|Breaze/, 'leaks nothing of the quote');
  }
  assert.deepEqual(await t.db.query('SELECT * FROM quotations WHERE quote_id = $1', [quoteId]), before);
});

// Staff routes (every path under /v3/staff/ and every route marked staffOnly), from the server's
// own list and the OpenAPI document: no token is 401, a member's token 403 and changes nothing, a
// staff token is let through (what it then finds is the route's business, never 401 or 403).
/** The status a stream answers with, over real HTTP; the stream is closed once it has answered. */
async function streamStatus(url: string, headers: Record<string, string>) {
  const base = t.app.server.listening ? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}` : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const stop = new AbortController();
  const res = await fetch(`${base}${url}`, { headers, signal: stop.signal });
  stop.abort();
  return res.status;
}

it('refuses a member on every staff route (403), asks for a token without one (401), and lets staff through', async () => {
  const m = await createVerifiedMember(t.app);
  const member = await signedIn(t.app, m.email, m.password);
  const staff = await staffSession(t.app);
  // The release routes (/v3/ops/releases) also ask for a release permission (403 R001 without one).
  await grantReleasePermission(t.db, staff.staffId, '*', 'test');
  const urls = t.app.staffRoutes.map((r) => `${r.method} ${r.url}`);
  for (const expected of [
    'GET /v3/staff/webbuyorders/arriving',
    'PUT /v3/staff/webbuyorders/:id/receive',
    'PUT /v3/staff/webbuyorders/:id/tracking/advance',
    'PUT /v3/staff/quotations/:id/inspect',
    'PUT /v3/staff/quotations/:id/pay',
    'GET /v3/webbuyorders/:id/internal',
    'POST /v3/nvidiatradeups/devices',
    'GET /v3/staff/quotations/:id/images',
    'GET /v3/staff/quotations/:id/images/:imageId/:size',
    // The goods-in bench (issue 35).
    'GET /v3/staff/goods-in/parcels/:id',
    'PUT /v3/staff/quotations/:id/claim',
    'DELETE /v3/staff/quotations/:id/claim',
    'GET /v3/staff/quotations/:id/listing',
    'PUT /v3/staff/quotations/:id/listing',
    'GET /v3/staff/goods-in/events',
  ]) {
    assert.ok(urls.includes(expected), `${expected} is a staff route (found: ${urls.join(', ')})`);
  }
  const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, Operation & { 'x-staff-only'?: boolean }>> };
  const marked = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op[STAFF_ONLY_MARK])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
  for (const route of t.app.staffRoutes) assert.ok(marked.has(`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`), `${route.method} ${route.url} is marked x-staff-only`);
  const bodies: Record<string, object> = { '/v3/staff/quotations/:id/inspect': { outcome: 'confirm' }, '/v3/nvidiatradeups/devices': { masterBoxId: 'M90-JOIEPACT', bonus: 500 } };
  const ids: Record<string, string> = { webbuyorders: 'WB00000000', quotations: '0'.repeat(26) };
  const devicesBefore = await t.db.query('SELECT * FROM trade_up_devices ORDER BY master_box_id');
  for (const route of t.app.staffRoutes) {
    const url = route.url
      .replace(':id', ids[route.url.includes('webbuyorders') ? 'webbuyorders' : 'quotations']!)
      .replace(':imageId', 'a'.repeat(22))
      .replace(':size', 'm');
    const call = (headers: Record<string, string>) => t.app.inject({ method: route.method as 'GET', url, headers, ...(route.method === 'GET' ? {} : { payload: bodies[route.url] ?? {} }) });
    const anonymous = await call({});
    assert.equal(anonymous.statusCode, 401, `${route.method} ${route.url} without a token: ${anonymous.body}`);
    assert.equal(anonymous.json().response.error.code, 8);
    const asMember = await call(member.auth);
    assert.equal(asMember.statusCode, 403, `${route.method} ${route.url} as a member: ${asMember.body}`);
    assert.equal(asMember.json().response.error.code, STAFF_ONLY);
    assert.equal(asMember.json().response.data, null);
    // A live stream stays open for staff (inject would wait for its end): its status is read over real HTTP, then it is closed.
    const asStaff = route.url.endsWith('/events') ? { statusCode: await streamStatus(url, staff.auth), body: '(a stream)' } : await call(staff.auth);
    assert.ok(![401, 403].includes(asStaff.statusCode), `${route.method} ${route.url} as staff: ${asStaff.body}`);
  }
  assert.deepEqual(
    await t.db.query('SELECT * FROM trade_up_devices WHERE added_by IS NULL OR added_by <> $1 ORDER BY master_box_id', [staff.staffId]),
    devicesBefore.filter((d) => d.master_box_id !== 'M90-JOIEPACT'),
  );
});

// And the other way round: a staff token is never a member's, on any member, quote or order route.
it('refuses a staff token on every member-scoped, quote and web buy order route (403), whatever id it names', async () => {
  const staff = await staffSession(t.app);
  const routes = [...t.app.memberScopedRoutes, ...t.app.quoteScopedRoutes, ...t.app.webBuyOrderScopedRoutes];
  for (const route of routes) {
    // The staff id itself in the path: it never owns anything.
    const url = route.url.replace(':id', staff.staffId).replace(/:\w+/g, '1');
    const res = await t.app.inject({ method: route.method as 'GET', url, headers: staff.auth, ...(route.method === 'GET' ? {} : { payload: {} }) });
    assert.equal(res.statusCode, 403, `${route.method} ${route.url}: ${res.body}`);
    assert.equal(res.json().response.data, null);
  }
  for (const url of ['/v3/quotations/list', `/v3/members/${staff.staffId}`]) {
    const res = await t.app.inject({ url, headers: staff.auth });
    assert.equal(res.statusCode, 403, `${url}: ${res.body}`);
    assert.equal(res.json().response.error.code, 1002);
  }
});
