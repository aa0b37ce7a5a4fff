// Texts never offered under the search box, however many shoppers typed them (issue 31 §5). A
// suggestion is the shop speaking to every shopper, so it never carries somewhere to go or
// someone to contact: an address (a URL, a bare domain, a scheme such as javascript: or tel:),
// an e-mail address, a phone number, or markup (and no invisible characters that could hide
// one). Such texts are not even logged: a phone number or an e-mail is personal data too.
// What is left a staff member can hide by hand (`npm run staff -- search-hide "<text>"`).

const ADDRESS = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b(?:javascript|vbscript|data|mailto|tel|sms|file):|[\p{L}\p{N}-]\.[a-z]{2,}\b/iu;
const EMAIL = /@/;
/** Seven digits or more, whatever spaces, dots, dashes or brackets are between them (UK numbers have 10 or 11). */
const PHONE = /(?:\d[\s().-]*){7,}/;
const MARKUP = /[<>{}[\]`\\]|&#?[a-z0-9]+;/i;
/** Control and format characters (zero-width joiners, direction overrides). */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

export type UnsuggestibleReason = 'address' | 'email' | 'phone' | 'markup';

/** Why a (normalised) text may never be a suggestion, or null when it may. */
export function unsuggestible(text: string): UnsuggestibleReason | null {
  if (EMAIL.test(text)) return 'email';
  if (MARKUP.test(text) || HIDDEN.test(text)) return 'markup';
  if (ADDRESS.test(text)) return 'address';
  if (PHONE.test(text)) return 'phone';
  return null;
}

export const isSuggestible = (text: string) => unsuggestible(text) === null;
