import 'fake-indexeddb/auto';
import { bus } from '@shop/shared/bus';
import { ACCEPT_ALL, CONSENT_NOTICE_VERSION, REJECT_ALL, createConsentManager, createRecord, mergeChoices, parseRecord, readFromIndexedDb, recordAllows, type ConsentRecord } from '@shop/shared/consent';
import { CONSENT_STORAGE } from './consent-record';
import { readStoredChoice, writeStoredChoice, writeToIndexedDb } from './consent-storage';

const at = (iso: string, purposes = ACCEPT_ALL, version = CONSENT_NOTICE_VERSION): ConsentRecord => createRecord(purposes, new Date(iso), version);

describe('consent record', () => {
  it('strictly necessary is always allowed; nothing else without a choice', () => {
    expect(recordAllows(null, 'necessary')).toBe(true);
    for (const p of ['analytics', 'marketing', 'sessionReplay'] as const) expect(recordAllows(null, p)).toBe(false);
  });

  it('allows by purpose, and only for the notice version in force', () => {
    const r = createRecord({ analytics: true, marketing: false, sessionReplay: false });
    expect(recordAllows(r, 'analytics')).toBe(true);
    expect(recordAllows(r, 'marketing')).toBe(false);
    expect(recordAllows(r, 'analytics', CONSENT_NOTICE_VERSION + 1)).toBe(false);
  });

  it('reads back only well-formed records', () => {
    const r = at('2026-01-02T03:04:05.000Z');
    expect(parseRecord(JSON.parse(JSON.stringify(r)))).toEqual(r);
    expect(parseRecord(null)).toBeNull();
    expect(parseRecord({ ...r, chosenAt: 'yesterday' })).toBeNull();
    expect(parseRecord({ ...r, noticeVersion: '1' })).toBeNull();
    expect(parseRecord({ ...r, purposes: { analytics: 'yes', marketing: false, sessionReplay: false } })).toBeNull();
  });

  it('merges at sign-in: the newer choice wins, a newer guest choice is written to the member', () => {
    const older = at('2026-01-01T00:00:00Z', REJECT_ALL);
    const newer = at('2026-02-01T00:00:00Z', ACCEPT_ALL);
    expect(mergeChoices(newer, older)).toEqual({ winner: newer, writeToMember: true });
    expect(mergeChoices(older, newer)).toEqual({ winner: newer, writeToMember: false });
    expect(mergeChoices(null, older)).toEqual({ winner: older, writeToMember: false });
    expect(mergeChoices(older, null)).toEqual({ winner: older, writeToMember: true });
    expect(mergeChoices(older, older)).toEqual({ winner: older, writeToMember: false });
  });
});

describe('consent storage (localforage layout)', () => {
  it('reading where nothing was chosen gives null and creates no database', async () => {
    const name = `${CONSENT_STORAGE.name}`;
    expect(await readFromIndexedDb()).toBeNull();
    const dbs = await indexedDB.databases();
    expect(dbs.map((d) => d.name)).not.toContain(name);
  });

  it('writes without localforage, and reads it back', async () => {
    const r = at('2026-03-01T10:00:00Z', { analytics: true, marketing: false, sessionReplay: true });
    await writeStoredChoice(r);
    expect(await readFromIndexedDb()).toEqual(r);
    expect(await readStoredChoice()).toEqual(r);
  });

  it('what it writes, localforage reads; what localforage writes, it reads', async () => {
    const { createStorage } = await import('@shop/shared/toolkit');
    const forage = createStorage({ name: CONSENT_STORAGE.name, storeName: CONSENT_STORAGE.storeName });
    const ours = at('2026-04-01T10:00:00Z', { analytics: false, marketing: true, sessionReplay: false });
    await writeToIndexedDb(ours);
    expect(await forage.getItem(CONSENT_STORAGE.key)).toEqual(ours);
    const theirs = at('2026-05-01T10:00:00Z', { analytics: true, marketing: true, sessionReplay: true });
    await forage.setItem(CONSENT_STORAGE.key, theirs);
    expect(await readFromIndexedDb()).toEqual(theirs);
  });
});

describe('consent manager', () => {
  const memoryStore = (initial: unknown = null) => {
    const store = { value: initial, readStored: async () => store.value, write: jest.fn(async (r: ConsentRecord) => void (store.value = r)) };
    return store;
  };

  it('knows nothing until the stored choice is read, then announces it', async () => {
    const seen: unknown[] = [];
    const sub = bus.on('host:consent-changed').subscribe((e) => seen.push(e.origin));
    const m = createConsentManager(memoryStore());
    expect(m.isKnown()).toBe(false);
    expect(m.needsNotice()).toBe(false);
    expect(m.allows('analytics')).toBe(false);
    await m.load();
    expect(m.isKnown()).toBe(true);
    expect(m.needsNotice()).toBe(true);
    expect(seen).toEqual(['stored']);
    sub.unsubscribe();
  });

  it('a choice applies at once, is stored, and is announced', async () => {
    const store = memoryStore();
    const m = createConsentManager(store);
    await m.load();
    const changes: Array<boolean> = [];
    const off = m.onChange(() => changes.push(m.allows('analytics')));
    await m.choose({ analytics: true, marketing: false, sessionReplay: false });
    expect(m.allows('analytics')).toBe(true);
    expect(m.allows('marketing')).toBe(false);
    expect(m.needsNotice()).toBe(false);
    expect(store.write).toHaveBeenCalledTimes(1);
    expect(changes).toEqual([true]);
    off();
  });

  it('a choice of an older notice version is kept for the notice but asks again and allows nothing', async () => {
    const m = createConsentManager(memoryStore(at('2025-01-01T00:00:00Z', ACCEPT_ALL, CONSENT_NOTICE_VERSION - 1)));
    await m.load();
    expect(m.record()?.noticeVersion).toBe(CONSENT_NOTICE_VERSION - 1);
    expect(m.needsNotice()).toBe(true);
    expect(m.allows('analytics')).toBe(false);
  });

  it('unreadable storage counts as no choice', async () => {
    const m = createConsentManager({ readStored: () => Promise.reject(new Error('blocked')), write: async () => undefined });
    expect(await m.load()).toBeNull();
    expect(m.needsNotice()).toBe(true);
  });

  it('a refused write still applies the choice for this page', async () => {
    const m = createConsentManager({ readStored: async () => null, write: () => Promise.reject(new Error('quota')) });
    await m.load();
    await m.choose(REJECT_ALL);
    expect(m.needsNotice()).toBe(false);
  });
});

describe('load after a choice (issue 33 §3)', () => {
  it('answers the choice made after the first read, not what the device held at boot', async () => {
    const m = createConsentManager({ readStored: async () => null, write: async () => undefined });
    expect(await m.load()).toBeNull();
    await m.choose({ analytics: false, marketing: false, sessionReplay: false });
    expect((await m.load())?.purposes).toEqual({ analytics: false, marketing: false, sessionReplay: false });
  });
});

describe('mergeChoices when neither is newer (issue 33 §3)', () => {
  it('asks when two different choices were made at the same time; the same choice needs no question', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const rejected = createRecord({ analytics: false, marketing: false, sessionReplay: false }, at);
    const accepted = createRecord({ analytics: true, marketing: true, sessionReplay: true }, at);
    expect(mergeChoices(rejected, accepted)).toEqual({ winner: null, writeToMember: false, ask: true });
    expect(mergeChoices(rejected, rejected)).toEqual({ winner: rejected, writeToMember: false });
  });
});
