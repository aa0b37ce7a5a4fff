// The e-mails an account sends (verify an address, reset a password, security notices), as
// builders so every one can be read in a test (outbox/email-text.test.ts): each is signed off as
// all the shop's e-mails are, and says 'e-mail' (issue 33 §7).
import { signed } from '../outbox/email-text.js';

export interface Email {
  subject: string;
  body: string;
}

/** Confirm an address: a new account's, or the one a member asked to change to. */
export function verificationEmail(firstName: string, link: string, hours: number, purpose: 'verify_email' | 'change_email'): Email {
  return {
    subject: purpose === 'verify_email' ? 'Verify your e-mail address' : 'Confirm your new e-mail address',
    body: signed([`Hello ${firstName},`, '', 'Please confirm this e-mail address for your Little Loop account:', link, '', `The link works for ${hours} hours. If this was not you, ignore this e-mail.`]),
  };
}

export function passwordResetEmail(firstName: string, link: string): Email {
  return {
    subject: 'Reset your password',
    body: signed([
      `Hello ${firstName},`,
      '',
      'Choose a new password for your Little Loop account:',
      link,
      '',
      'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ]),
  };
}

/** 'This was not me': the way back, and where to reach us. */
const notMeLines = (notMeLink: string, contactLink: string, what: string) => [`If this was not you, use this link within 7 days: it ${what}:`, notMeLink, '', `Or contact us: ${contactLink}`];

export function passwordChangedEmail(firstName: string, notMeLink: string, contactLink: string): Email {
  return {
    subject: 'Your password was changed',
    body: signed([
      `Hello ${firstName},`,
      '',
      'The password of your Little Loop account was changed just now, and your other devices were signed out.',
      '',
      ...notMeLines(notMeLink, contactLink, 'signs out every device and lets you choose a new password'),
    ]),
  };
}

/** To the address an account no longer uses, with a way back: whoever took the account cannot silence it. */
export function emailChangedEmail(firstName: string, newEmail: string, notMeLink: string, contactLink: string): Email {
  return {
    subject: 'Your e-mail address was changed',
    body: signed([
      `Hello ${firstName},`,
      '',
      `The e-mail address of your Little Loop account was changed to ${newEmail}. From now on we write to that address.`,
      '',
      ...notMeLines(notMeLink, contactLink, 'signs out every device, gives the account back this address and lets you choose a new password'),
    ]),
  };
}
