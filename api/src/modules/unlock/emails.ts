// The e-mails of unlocking online access (PIN, link, a new code), as builders every test can read
// (outbox/email-text.test.ts): signed off as all the shop's e-mails are (issue 33 §7).
import { signed } from '../outbox/email-text.js';

const ignore = 'If this was not you, ignore this e-mail: nothing changes.';

export function unlockPinEmail(firstName: string, pin: string, minutes: number) {
  return {
    subject: 'Your PIN to unlock online access',
    body: signed([`Hello ${firstName},`, '', `Your PIN to unlock online access to your Little Loop membership is ${pin}.`, `It works for ${minutes} minutes. ${ignore}`]),
  };
}

/** The link by e-mail, its PIN by text: one mailbox alone never opens the membership (issue 33 §1). */
export function unlockLinkEmail(firstName: string, link: string, minutes: number) {
  return {
    subject: 'Unlock online access to your membership',
    body: signed([
      `Hello ${firstName},`,
      '',
      'Open this link to unlock online access to your Little Loop membership:',
      link,
      '',
      'We have texted the PIN to type there to the mobile number on your membership.',
      `The link works for ${minutes} minutes. ${ignore}`,
    ]),
  };
}

export function unlockCodeEmail(firstName: string, code: string, unlockPage: string, minutes: number) {
  return {
    subject: 'Your code to unlock online access',
    body: signed([
      `Hello ${firstName},`,
      '',
      `Your new code to unlock online access to your Little Loop membership is ${code}.`,
      `Type it with your membership number at ${unlockPage} within ${minutes} minutes. ${ignore}`,
    ]),
  };
}
