// The consent manager's state on the page: the visitor's choice by purpose, read once from the
// device, changed by the notice (host) or the account's communication tab, announced on the bus
// as 'host:consent-changed'. A Module Federation singleton (`@shop/shared/consent`), so the
// host and every remote see one choice.
import { bus, type ConsentOrigin } from '@shop/shared/bus';
import { createRecord, isCurrent, parseRecord, recordAllows, type ConsentPurpose, type ConsentRecord, type PurposeChoices } from './consent-record';
import { readStoredChoice, writeStoredChoice } from './consent-storage';

export interface ConsentStore {
  readStored(): Promise<unknown>;
  write(record: ConsentRecord): Promise<void>;
}

export function createConsentManager(store: ConsentStore = { readStored: readStoredChoice, write: writeStoredChoice }) {
  let record: ConsentRecord | null = null;
  let known = false;
  let loading: Promise<ConsentRecord | null> | null = null;

  const apply = (next: ConsentRecord | null, origin: ConsentOrigin) => {
    record = next;
    known = true;
    bus.emit('host:consent-changed', { record, origin });
  };

  return {
    /**
     * Reads the device's choice once (later calls share the first read) and answers the choice
     * in force now: one made after the first read (Reject all, then sign in) is the one the
     * sign-in merge must weigh, not what the device held at boot. Never rejects: unreadable = no choice.
     */
    load(): Promise<ConsentRecord | null> {
      loading ??= store
        .readStored()
        .then(parseRecord, () => null)
        .then((stored) => {
          // A choice made while the read was under way is newer than the stored one.
          if (!known) apply(stored, 'stored');
          return record;
        });
      return loading.then(() => record);
    },
    /** Whether the stored choice has been read (until then nothing optional runs). */
    isKnown: () => known,
    /** The stored choice, also one answering an older notice (to prefill the notice); null when none. */
    record: () => record,
    /** The choice is read and there is none for the notice in force: the notice must ask. */
    needsNotice: () => known && !isCurrent(record),
    /** Strictly necessary: always. Any other purpose: only with a current choice that grants it. */
    allows: (purpose: ConsentPurpose) => recordAllows(record, purpose),
    /** The visitor chose (notice or account): applies at once, then stores it on the device. */
    async choose(purposes: PurposeChoices, origin: ConsentOrigin = 'choice'): Promise<ConsentRecord> {
      const next = createRecord(purposes);
      apply(next, origin);
      await store.write(next).catch(() => undefined); // private browsing may refuse: the choice still holds for this page
      return next;
    },
    /** A member's newer choice (merged at sign-in) becomes this device's choice too. */
    async adopt(member: ConsentRecord): Promise<void> {
      apply(member, 'member');
      await store.write(member).catch(() => undefined);
    },
    /** Calls `listener` on every change from now on; returns the unsubscribe. */
    onChange(listener: (record: ConsentRecord | null, origin: ConsentOrigin) => void): () => void {
      const sub = bus.on('host:consent-changed').subscribe((e) => listener(e.record, e.origin));
      return () => sub.unsubscribe();
    },
  };
}

export type ConsentManager = ReturnType<typeof createConsentManager>;

/** The page's one consent manager. */
export const consent: ConsentManager = createConsentManager();
