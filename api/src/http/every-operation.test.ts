// Every operation of the OpenAPI document, tried as an attacker would (issue 31): with no token,
// with another member's token, with a staff token lacking every permission, and with malformed
// input (broken JSON, the wrong type, a wrong-shaped path id, junk in the query). None may answer
// 5xx, and none may let a wrong caller through on another member's or staff's data: the route
// tests and ownership.test.ts check each refusal's code; this sweep checks that nothing is missed
// when a route is added, and prints the figures the closing note quotes.
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../testing/test-app.js';
import { staffSession } from '../testing/staff.js';
import { OPENAPI_PATH } from './openapi.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type Operation = { requestBody?: unknown; 'x-member-scoped'?: boolean; 'x-staff-only'?: boolean };

async function operations() {
  const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase() as 'GET', path, op })),
  );
}

it('no operation answers 5xx, or lets a wrong caller through, whoever asks and whatever is sent', async () => {
  const victim = await createVerifiedMember(t.app, { firstName: 'Verity' });
  const attacker = await createVerifiedMember(t.app, { firstName: 'Mallory' });
  const attackerToken = await signedIn(t.app, attacker.email, attacker.password);
  const staff = await staffSession(t.app, 'Pat No-Permissions', { goodsIn: false });
  const ops = await operations();
  assert.ok(ops.length >= 150, `operations in the document: ${ops.length}`);

  const callers: Array<[kind: string, headers: Record<string, string>]> = [
    ['no token', {}],
    ["another member's token", attackerToken.auth],
    ['staff without permission', staff.auth],
    ['a forged token', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }],
  ];
  const malformed: Array<[kind: string, payload: string]> = [
    ['broken JSON', '{"a":'],
    ['the wrong type', '[1,2,3]'],
    ['deeply wrong values', JSON.stringify({ email: { $ne: null }, password: ['x'], quantity: -Infinity, id: "1' OR '1'='1" })],
  ];
  const failures: string[] = [];
  let tried = 0;
  for (const { method, path, op } of ops) {
    // The victim's id where a member id goes; elsewhere a well-formed-looking id, then a wrong-shaped one.
    const url = path.replace('{id}', victim.memberId).replace(/\{\w+\}/g, '1');
    const oddUrl = path.replace(/\{\w+\}/g, '%00..%2F..%2Fetc') + '?page=-1&sort[]=x&q=%EF%BF%BF';
    const body = op.requestBody ? { payload: {} } : {};
    for (const [kind, headers] of callers) {
      tried += 1;
      const res = await t.app.inject({ method, url, headers, ...body });
      if (res.statusCode >= 500) failures.push(`${method} ${path} with ${kind}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      // A member-scoped or staff operation on the victim's id is refused to every wrong caller.
      // (A staff token is staff: on staff routes only a permission it lacks may refuse it, which the route's own test checks.)
      const guarded = path.startsWith('/v3/members/{id}') || op['x-member-scoped'] || (op['x-staff-only'] && kind !== 'staff without permission');
      if (guarded && res.statusCode < 400) failures.push(`${method} ${path} let ${kind} through: ${res.statusCode}`);
      if (res.body.includes(victim.email) || res.body.includes('Verity')) failures.push(`${method} ${path} showed the victim to ${kind}`);
    }
    tried += 1;
    const odd = await t.app.inject({ method, url: oddUrl, headers: attackerToken.auth, ...body });
    if (odd.statusCode >= 500) failures.push(`${method} ${oddUrl}: ${odd.statusCode} ${odd.body.slice(0, 200)}`);
    if (!op.requestBody) continue;
    for (const [kind, payload] of malformed) {
      tried += 1;
      const res = await t.app.inject({ method, url, headers: { ...attackerToken.auth, 'content-type': 'application/json' }, payload });
      if (res.statusCode >= 500) failures.push(`${method} ${path} with ${kind}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  console.log(`every-operation sweep: ${ops.length} operations, ${tried} requests (4 callers, a wrong-shaped path, 3 malformed bodies where a body is taken), ${failures.length} failures`);
  assert.deepEqual(failures, []);
  // The victim is as they were: still signed in-able, name unchanged.
  const [row] = await t.db.query<{ first_name: string; status: string }>('SELECT first_name, status FROM members WHERE member_id = $1', [victim.memberId]);
  assert.deepEqual(row, { first_name: 'Verity', status: 'active' });
});
