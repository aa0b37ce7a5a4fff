// Consents (§9: all communications 1, newsletter 2) as the API sends them and the account
// remote shows them: one declaration for both sides.

export interface ConsentChoice {
  consentTypeId: number;
  granted: boolean;
}

/** Where a change was made: kept with it, so the consent manager can tell sign-up from a later change. */
export type ConsentSource = 'registration' | 'profile' | 'preferences' | 'cookie-notice' | 'email-link';

/** Communication preferences (§9 ids 1, 2) or cookie choices made in the data-protection notice. */
export type ConsentKind = 'communication' | 'cookies';

/** The cookie purposes' consent type ids (issue 18; the notice's purposes, strictly necessary has none). */
export const COOKIE_CONSENT_TYPE_IDS = { analytics: 3, marketing: 4, sessionReplay: 5 } as const;
/** The 'coming up' e-mail a few weeks before a child's next clothes size (issue 37): a communication consent. */
export const COMING_UP_CONSENT_TYPE_ID = 6;

export interface ConsentView extends ConsentChoice {
  name: string;
  description: string;
  /** Absent from an API older than the consent manager: communication. */
  kind?: ConsentKind;
}

export interface ConsentChange extends ConsentChoice {
  name: string;
  source: ConsentSource;
  /** ISO 8601. */
  changedAt: string;
  /** The notice version a cookie choice answered; null otherwise. */
  noticeVersion?: number | null;
  /** When a cookie choice was made (on the device, perhaps before sign-in), ISO 8601; null when only changedAt is known. */
  chosenAt?: string | null;
  kind?: ConsentKind;
}

/** GET and PUT members/{id}/consents answer this. */
export interface MemberConsents {
  consents: ConsentView[];
  history: ConsentChange[];
}
