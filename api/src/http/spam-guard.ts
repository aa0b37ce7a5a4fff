// What every enquiry form's route asks before it takes a message (contact, price, feedback,
// franchise, job applications): the guard itself, a honeypot and a limit per address and form, is
// contact/spam-guard.ts, given to each form's routes where the app composes them.
import type { FastifyRequest } from 'fastify';

export type EnquiryForm = 'contact' | 'price' | 'feedback' | 'franchise' | 'apply';

export interface SpamGuard {
  /** Refuses a filled honeypot (1033) and a send over the limit (429, 1032); counts the send. */
  check(req: FastifyRequest, form: EnquiryForm, honeypot: unknown): Promise<void>;
}
