import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { createVerifiedMember, signedIn, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const codeOf = (res: { json(): { response: { error: { code: unknown } | null } } }) => res.json().response.error?.code;

it('reads every consent type with the member choice, and the history starts at registration', async () => {
  const m = await createVerifiedMember(t.app); // registers with newsletter (2) granted
  const { auth } = await signedIn(t.app, m.email, m.password);
  const res = await t.app.inject({ url: `/v3/members/${m.memberId}/consents`, headers: auth });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'no-store');
  const { consents, history } = res.json().response.data;
  assert.deepEqual(
    consents.map((c: { consentTypeId: number; granted: boolean; kind: string }) => [c.consentTypeId, c.granted, c.kind]),
    [
      [1, false, 'communication'],
      [2, true, 'communication'],
      [3, false, 'cookies'],
      [4, false, 'cookies'],
      [5, false, 'cookies'],
      [6, false, 'communication'],
    ],
  );
  assert.equal(history.length, 1);
  assert.deepEqual(
    { ...history[0], changedAt: typeof history[0].changedAt },
    { consentTypeId: 2, name: 'Newsletter', kind: 'communication', granted: true, source: 'registration', noticeVersion: null, chosenAt: null, changedAt: 'string' },
  );
  assert.equal(new Date(history[0].changedAt).toISOString(), history[0].changedAt, 'an ISO 8601 time in UTC');
});

it('keeps every change with its time, newest first; an unchanged choice adds nothing', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const put = (consents: unknown) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload: { consents } });
  const first = await put([
    { consentTypeId: 1, granted: true },
    { consentTypeId: 2, granted: false },
  ]);
  assert.equal(first.statusCode, 200, first.body);
  assert.deepEqual(
    first
      .json()
      .response.data.consents.filter((c: { kind: string }) => c.kind === 'communication')
      .map((c: { granted: boolean }) => c.granted),
    [true, false, false],
  );
  await put([{ consentTypeId: 2, granted: false }]); // no change
  await put([{ consentTypeId: 1, granted: false }]);
  const { history } = (await t.app.inject({ url: `/v3/members/${m.memberId}/consents`, headers: auth })).json().response.data;
  assert.deepEqual(
    history.map((h: { consentTypeId: number; granted: boolean; source: string }) => [h.consentTypeId, h.granted, h.source]),
    [
      [1, false, 'preferences'],
      [2, false, 'preferences'],
      [1, true, 'preferences'],
      [2, true, 'registration'],
    ],
  );
  const times = history.map((h: { changedAt: string }) => Date.parse(h.changedAt));
  assert.ok(
    times.every((ms: number, i: number) => i === 0 || ms <= times[i - 1]),
    'newest first',
  );
});

it('a change through the profile (PUT members/{id}) is kept in the history too', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload: { consents: [{ consentTypeId: 1, granted: true }] } });
  const { history } = (await t.app.inject({ url: `/v3/members/${m.memberId}/consents`, headers: auth })).json().response.data;
  assert.deepEqual([history[0].consentTypeId, history[0].granted, history[0].source], [1, true, 'profile']);
});

it('refuses bad and hostile input with 4xx and changes nothing', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const put = (payload: unknown) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload: payload as object });
  const bad = [
    {},
    { consents: [] },
    { consents: [{ consentTypeId: 999, granted: true }] },
    { consents: [{ consentTypeId: '1; DROP TABLE members', granted: true }] },
    { consents: [{ consentTypeId: 1, granted: 'yes<script>' }] },
    { consents: [{ consentTypeId: Infinity, granted: true }] },
    { consents: Array.from({ length: 11 }, () => ({ consentTypeId: 1, granted: true })) },
    { consents: [{ consentTypeId: 1, granted: true, note: 'x'.repeat(5000) }] },
  ];
  for (const body of bad) {
    const res = await put(body);
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(body).slice(0, 60)}: ${res.statusCode}`);
    assert.equal(codeOf(res), 5);
  }
  const rows = await t.db.query('SELECT consent_type_id, granted FROM member_consents WHERE member_id = $1', [m.memberId]);
  assert.deepEqual(rows, [{ consent_type_id: 2, granted: true }]);
  const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM member_consent_history WHERE member_id = $1', [m.memberId]);
  assert.equal(n!.n, 1);
});

it("another member's token gets 403 and no data", async () => {
  const a = await createVerifiedMember(t.app);
  const b = await createVerifiedMember(t.app);
  const tokenA = await signedIn(t.app, a.email, a.password);
  const read = await t.app.inject({ url: `/v3/members/${b.memberId}/consents`, headers: tokenA.auth });
  assert.equal(read.statusCode, 403);
  assert.equal(read.json().response.data, null);
  const write = await t.app.inject({ method: 'PUT', url: `/v3/members/${b.memberId}/consents`, headers: tokenA.auth, payload: { consents: [{ consentTypeId: 2, granted: false }] } });
  assert.equal(write.statusCode, 403);
  const rows = await t.db.query('SELECT granted FROM member_consents WHERE member_id = $1', [b.memberId]);
  assert.deepEqual(rows, [{ granted: true }]);
});

const cookieChoice = (analytics: boolean, marketing: boolean, sessionReplay: boolean) => [
  { consentTypeId: 3, granted: analytics },
  { consentTypeId: 4, granted: marketing },
  { consentTypeId: 5, granted: sessionReplay },
];

it('keeps an answer to the data-protection notice by purpose, with its notice version, even when nothing changed', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload });
  const first = await put({ consents: cookieChoice(true, false, false), noticeVersion: 1 });
  assert.equal(first.statusCode, 200, first.body);
  const again = await put({ consents: cookieChoice(true, false, false), noticeVersion: 2 });
  const { consents, history } = again.json().response.data;
  assert.deepEqual(
    consents.filter((c: { kind: string }) => c.kind === 'cookies').map((c: { consentTypeId: number; granted: boolean }) => [c.consentTypeId, c.granted]),
    [
      [3, true],
      [4, false],
      [5, false],
    ],
  );
  const answers = history.filter((h: { source: string }) => h.source === 'cookie-notice');
  assert.equal(answers.length, 6, 'each answer is kept, also one that changed nothing (a new notice version)');
  assert.deepEqual([answers[0].noticeVersion, answers[0].kind], [2, 'cookies']);
  assert.deepEqual(
    answers.slice(3).map((h: { noticeVersion: number }) => h.noticeVersion),
    [1, 1, 1],
  );
  // Communication preferences stay as they were.
  assert.deepEqual(
    consents.filter((c: { kind: string }) => c.kind === 'communication').map((c: { granted: boolean }) => c.granted),
    [false, true, false],
  );
});

it('cookie choices come only with a notice version, and preferences never with one', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload });
  for (const payload of [
    { consents: cookieChoice(true, true, true) },
    { consents: [{ consentTypeId: 1, granted: true }], noticeVersion: 1 },
    { consents: cookieChoice(true, true, true), noticeVersion: 0 },
    { consents: cookieChoice(true, true, true), noticeVersion: '1; DROP TABLE members' },
    { consents: cookieChoice(true, true, true), noticeVersion: Infinity },
  ]) {
    const res = await put(payload);
    assert.equal(res.statusCode, 400, JSON.stringify(payload).slice(0, 80));
    assert.equal(codeOf(res), 5);
  }
  // Registration and the profile cannot set cookie choices either.
  const profile = await t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}`, headers: auth, payload: { consents: [{ consentTypeId: 3, granted: true }] } });
  assert.equal(profile.statusCode, 400);
  const [n] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM member_consent_history WHERE member_id = $1 AND source = 'cookie-notice'", [m.memberId]);
  assert.equal(n!.n, 0);
  const types = (await t.app.inject({ url: '/v3/members/consenttypes' })).json().response.data.consentTypes;
  assert.deepEqual(
    types.map((c: { consentTypeId: number }) => c.consentTypeId),
    [1, 2, 6],
    'consent types lists the communication preferences',
  );
});

it('keeps when a cookie choice was made (issue 33 §3): the device time, never later than now; 400 for a bad time', async () => {
  const m = await createVerifiedMember(t.app);
  const { auth } = await signedIn(t.app, m.email, m.password);
  const put = (chosenAt: string) => t.app.inject({ method: 'PUT', url: `/v3/members/${m.memberId}/consents`, headers: auth, payload: { consents: [{ consentTypeId: 3, granted: false }], noticeVersion: 1, chosenAt } });
  const madeBefore = new Date(Date.now() - 3_600_000).toISOString();
  const saved = await put(madeBefore);
  assert.equal(saved.statusCode, 200, saved.body);
  assert.equal(saved.json().response.data.history[0].chosenAt, madeBefore);
  const ahead = await put(new Date(Date.now() + 86_400_000).toISOString());
  assert.ok(Date.parse(ahead.json().response.data.history[0].chosenAt) <= Date.now(), 'a clock ahead is brought back to now');
  assert.equal((await put('yesterday')).statusCode, 400);
});
