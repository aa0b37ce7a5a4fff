// The visitor's cookie choice by purpose (spec §1 consent manager, §5 'tracking events fire
// only if consent for the relevant purpose is given'). Pure rules, shared by the host's notice,
// the account's communication tab and the member sync; no storage and no bus here.

/** Strictly necessary storage and calls need no consent (they are always on). */
export type ConsentPurpose = 'necessary' | 'analytics' | 'marketing' | 'sessionReplay';
export type OptionalPurpose = Exclude<ConsentPurpose, 'necessary'>;

/** The purposes a visitor chooses, in the order the notice lists them. */
export const OPTIONAL_PURPOSES: readonly OptionalPurpose[] = ['analytics', 'marketing', 'sessionReplay'];

/**
 * The data-protection notice's version. Raise it when the notice's wording or purposes change:
 * every stored choice of an older version stops counting and the notice asks again.
 */
export const CONSENT_NOTICE_VERSION = 1;

/** Where a guest's choice is kept on the device (a localforage database of its own; consent-storage.ts). */
export const CONSENT_STORAGE = { name: 'little-loop-consent', storeName: 'keyvaluepairs', key: 'choice' } as const;

export type PurposeChoices = Record<OptionalPurpose, boolean>;

/** One choice as it is stored: by purpose, with its time and the notice version it answered. */
export interface ConsentRecord {
  purposes: PurposeChoices;
  /** ISO 8601, UTC. */
  chosenAt: string;
  noticeVersion: number;
}

export const REJECT_ALL: PurposeChoices = { analytics: false, marketing: false, sessionReplay: false };
export const ACCEPT_ALL: PurposeChoices = { analytics: true, marketing: true, sessionReplay: true };

export function createRecord(purposes: PurposeChoices, now: Date = new Date(), noticeVersion = CONSENT_NOTICE_VERSION): ConsentRecord {
  return {
    purposes: { analytics: purposes.analytics === true, marketing: purposes.marketing === true, sessionReplay: purposes.sessionReplay === true },
    chosenAt: now.toISOString(),
    noticeVersion,
  };
}

/** A record answers the notice in force (an older version's choice must be asked again). */
export function isCurrent(record: ConsentRecord | null | undefined, noticeVersion = CONSENT_NOTICE_VERSION): record is ConsentRecord {
  return Boolean(record) && record!.noticeVersion === noticeVersion;
}

/** Whether a purpose may run: strictly necessary always; others only with a current choice that grants it. */
export function recordAllows(record: ConsentRecord | null | undefined, purpose: ConsentPurpose, noticeVersion = CONSENT_NOTICE_VERSION): boolean {
  if (purpose === 'necessary') return true;
  return isCurrent(record, noticeVersion) && record.purposes[purpose] === true;
}

/** What storage gave back, checked: anything malformed counts as no choice (ask again). */
export function parseRecord(value: unknown): ConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<ConsentRecord>;
  const p = v.purposes as Partial<PurposeChoices> | undefined;
  if (!p || typeof p !== 'object' || typeof v.chosenAt !== 'string' || Number.isNaN(Date.parse(v.chosenAt))) return null;
  if (typeof v.noticeVersion !== 'number' || !Number.isInteger(v.noticeVersion)) return null;
  if (!OPTIONAL_PURPOSES.every((k) => typeof p[k] === 'boolean')) return null;
  return createRecord(p as PurposeChoices, new Date(v.chosenAt), v.noticeVersion);
}

/**
 * At sign-in: the guest's choice on this device against the member's latest one, each by the
 * time it was made. The newer choice wins; `writeToMember` says the guest's choice must be added
 * to the member's history. Two different choices made at the same time: neither wins, and
 * `ask` says the notice must ask (nothing optional runs meanwhile: the device keeps its own).
 */
export function mergeChoices(guest: ConsentRecord | null, member: ConsentRecord | null): { winner: ConsentRecord | null; writeToMember: boolean; ask?: true } {
  if (!guest) return { winner: member, writeToMember: false };
  if (!member) return { winner: guest, writeToMember: true };
  const g = Date.parse(guest.chosenAt);
  const m = Date.parse(member.chosenAt);
  if (g === m && !sameChoices(guest.purposes, member.purposes)) return { winner: null, writeToMember: false, ask: true };
  return g > m ? { winner: guest, writeToMember: true } : { winner: member, writeToMember: false };
}

export function sameChoices(a: PurposeChoices, b: PurposeChoices): boolean {
  return OPTIONAL_PURPOSES.every((k) => a[k] === b[k]);
}
