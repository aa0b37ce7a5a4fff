// The acknowledgement a franchise enquirer gets (issue 33 §7): their reference and what happens
// next, from fixed text (nothing they typed is sent back), signed off as all the shop's e-mails are.
import { firstNameOf } from '../contact/emails.js';
import { signed } from '../outbox/email-text.js';

export function franchiseEnquiryReceivedEmail(name: string, reference: string) {
  return {
    subject: `Your franchise enquiry (reference ${reference})`,
    body: signed([
      `Hello ${firstNameOf(name)},`,
      '',
      'Thank you for your interest in opening a Little Loop franchise. Your enquiry is with our franchise team, who will be in touch within five working days to arrange a first call.',
      `Your reference is ${reference}: please quote it if you write to us again about this.`,
    ]),
  };
}
