// Consents (§9: all communications 1, newsletter 2) as the API sends them and the account
// remote shows them: one declaration for both sides.

export interface ConsentChoice {
  consentTypeId: number;
  granted: boolean;
}

/** Where a change was made: kept with it, so the consent manager can tell sign-up from a later change. */
export type ConsentSource = 'registration' | 'profile' | 'preferences';

export interface ConsentView extends ConsentChoice {
  name: string;
  description: string;
}

export interface ConsentChange extends ConsentChoice {
  name: string;
  source: ConsentSource;
  /** ISO 8601. */
  changedAt: string;
}

/** GET and PUT members/{id}/consents answer this. */
export interface MemberConsents {
  consents: ConsentView[];
  history: ConsentChange[];
}
