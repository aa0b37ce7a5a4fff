// The acknowledgements a customer gets for what they sent (issue 33 §7): the reference to quote,
// what happens next, signed off as all the shop's e-mails are. Written from fixed text and the
// sender's first name only: nothing they typed is sent back, so the form cannot be used to mail
// someone else a message of one's own.
import { signed } from '../outbox/email-text.js';

/** 'Jane Smith' → 'Jane': how an e-mail greets whoever sent a form. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** The team's reply promise, as the page's thank-you says it (enquiry.sentReference). */
const REPLY_TIME = 'We reply within two working days.';

export function enquiryReceivedEmail(name: string, reference: string, topic: string) {
  return {
    subject: `We have your message (reference ${reference})`,
    body: signed([
      `Hello ${firstNameOf(name)},`,
      '',
      `Thank you for getting in touch about ${topic.toLowerCase()}. Your message is with our customer team.`,
      `Your reference is ${reference}: please quote it if you write to us again about this. ${REPLY_TIME}`,
    ]),
  };
}

export function priceRequestReceivedEmail(name: string, reference: string, itemName: string) {
  return {
    subject: `Your price request for ${itemName} (reference ${reference})`,
    body: signed([
      `Hello ${firstNameOf(name)},`,
      '',
      `Thank you for asking the price of ${itemName}. The store that has it will e-mail you the price.`,
      `Your reference is ${reference}: please quote it if you write to us again about this. ${REPLY_TIME}`,
    ]),
  };
}
