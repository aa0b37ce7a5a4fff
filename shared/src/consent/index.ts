export { consent, createConsentManager } from './consent';
export type { ConsentManager, ConsentStore } from './consent';
export { ACCEPT_ALL, CONSENT_NOTICE_VERSION, CONSENT_STORAGE, OPTIONAL_PURPOSES, REJECT_ALL, createRecord, isCurrent, mergeChoices, parseRecord, recordAllows, sameChoices } from './consent-record';
export type { ConsentPurpose, ConsentRecord, OptionalPurpose, PurposeChoices } from './consent-record';
export { readFromIndexedDb } from './consent-storage';
