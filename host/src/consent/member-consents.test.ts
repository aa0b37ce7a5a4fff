import { createConsentManager, createRecord, ACCEPT_ALL, REJECT_ALL, CONSENT_NOTICE_VERSION, type ConsentRecord } from '@shop/shared/consent';
import type { MemberConsents } from '@shop/shared/rules';
import { createMemberConsents, memberRecord } from './member-consents';

const cookieTypes = (a: boolean, m: boolean, s: boolean) => [
  { consentTypeId: 1, granted: true, name: 'All communications', description: '', kind: 'communication' as const },
  { consentTypeId: 3, granted: a, name: 'Analytics', description: '', kind: 'cookies' as const },
  { consentTypeId: 4, granted: m, name: 'Marketing', description: '', kind: 'cookies' as const },
  { consentTypeId: 5, granted: s, name: 'Session replay', description: '', kind: 'cookies' as const },
];
const answered = (changedAt: string, a: boolean, m = false, s = false): MemberConsents => ({
  consents: cookieTypes(a, m, s),
  history: [
    { consentTypeId: 1, granted: true, name: 'All communications', source: 'preferences', changedAt: '2026-09-01T00:00:00.000Z', noticeVersion: null },
    { consentTypeId: 3, granted: a, name: 'Analytics', source: 'cookie-notice', changedAt, noticeVersion: CONSENT_NOTICE_VERSION },
  ],
});

function setup(guest: ConsentRecord | null, member: MemberConsents) {
  const consent = createConsentManager({ readStored: async () => guest, write: async () => undefined });
  const client = {
    get: jest.fn(async () => member),
    put: jest.fn(async () => member),
  };
  return { consent, client, sync: createMemberConsents(client as never, consent) };
}

it("reads the member's latest answer to the notice; none when they never answered", () => {
  expect(memberRecord(answered('2026-10-01T00:00:00.000Z', true, false, true))).toEqual(createRecord({ analytics: true, marketing: false, sessionReplay: true }, new Date('2026-10-01T00:00:00.000Z')));
  expect(memberRecord({ consents: cookieTypes(false, false, false), history: [] })).toBeNull();
});

it("a newer guest choice is written to the member's history", async () => {
  const guest = createRecord(ACCEPT_ALL, new Date('2026-11-01T00:00:00.000Z'));
  const { consent, client, sync } = setup(guest, answered('2026-10-01T00:00:00.000Z', false));
  await sync.merge('42');
  expect(client.put).toHaveBeenCalledWith('/members/42/consents', {
    consents: [
      { consentTypeId: 3, granted: true },
      { consentTypeId: 4, granted: true },
      { consentTypeId: 5, granted: true },
    ],
    noticeVersion: CONSENT_NOTICE_VERSION,
    chosenAt: '2026-11-01T00:00:00.000Z',
  });
  expect(consent.allows('analytics')).toBe(true);
});

it("weighs the account's choice by when it was made, not when the history row was written (issue 33 §3)", async () => {
  // Rejected on this device at 10:00 and synced at 10:05; accepted elsewhere at 10:02.
  const history = answered('2026-11-01T10:05:00.000Z', false);
  history.history[1] = { ...history.history[1]!, chosenAt: '2026-11-01T10:00:00.000Z' };
  expect(memberRecord(history)?.chosenAt).toBe('2026-11-01T10:00:00.000Z');
  const guest = createRecord(ACCEPT_ALL, new Date('2026-11-01T10:02:00.000Z'));
  const { consent, sync } = setup(guest, history);
  await consent.load();
  await sync.merge('42');
  expect(consent.allows('marketing')).toBe(true);
});

it("a Reject all made on this device after the page loaded wins over the account's older Accept all, and nothing optional runs", async () => {
  const { consent, client, sync } = setup(null, answered('2026-10-01T00:00:00.000Z', true, true, true));
  await consent.load();
  await consent.choose(REJECT_ALL);
  await sync.merge('42');
  expect(consent.allows('marketing')).toBe(false);
  expect(consent.allows('analytics')).toBe(false);
  expect(client.put).toHaveBeenCalledWith(
    '/members/42/consents',
    expect.objectContaining({
      consents: [
        { consentTypeId: 3, granted: false },
        { consentTypeId: 4, granted: false },
        { consentTypeId: 5, granted: false },
      ],
    }),
  );
});

it("a newer member choice becomes this device's choice", async () => {
  const guest = createRecord(ACCEPT_ALL, new Date('2026-09-01T00:00:00.000Z'));
  const { consent, client, sync } = setup(guest, answered('2026-10-01T00:00:00.000Z', false));
  await sync.merge('42');
  expect(client.put).not.toHaveBeenCalled();
  expect(consent.allows('analytics')).toBe(false);
  expect(consent.record()?.chosenAt).toBe('2026-10-01T00:00:00.000Z');
});

it('a member who never answered and a guest who never chose: nothing is written, the notice still asks', async () => {
  const { consent, client, sync } = setup(null, { consents: cookieTypes(false, false, false), history: [] });
  await sync.merge('42');
  expect(client.put).not.toHaveBeenCalled();
  expect(consent.needsNotice()).toBe(true);
  void REJECT_ALL;
});
