// The acknowledgement a job applicant gets (issue 33 §7): the job, the store, their reference and
// what happens next, signed off as all the shop's e-mails are. Nothing they typed is sent back.
import { firstNameOf } from '../contact/emails.js';
import { signed } from '../outbox/email-text.js';

export function applicationReceivedEmail(name: string, reference: string, job: { title: string; storeName: string }) {
  return {
    subject: `Your application for ${job.title} (reference ${reference})`,
    body: signed([
      `Hello ${firstNameOf(name)},`,
      '',
      `Thank you for applying for ${job.title} at ${job.storeName}. Your application and CV are with the store's hiring team.`,
      'If they would like to meet you, they will contact you within two weeks of the closing date. We keep your application for six months, as you agreed.',
      `Your reference is ${reference}: please quote it if you write to us about your application.`,
    ]),
  };
}
