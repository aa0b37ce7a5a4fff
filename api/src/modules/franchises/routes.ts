// /v3/franchises, /v3/franchises/casestudies, /v3/franchises/heardfrom (spec §7 'Contact,
// feedback, franchise'). An enquiry is stored and sent to the franchise team's inbox in one transaction,
// with the enquirer's acknowledgement (their reference, issue 33 §7).
import { ENQUIRY_CODES as C } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.js';
import { ApiError, ok } from '../../http/envelope.js';
import type { Outbox } from '../outbox/outbox.js';
import type { SpamGuard } from '../contact/spam-guard.js';
import { CASE_STUDIES, HEARD_FROM } from './content.js';
import { franchiseEnquiryReceivedEmail } from './emails.js';
import * as schemas from './schemas.js';

interface FranchiseEnquiry {
  name: string;
  email: string;
  phone?: string;
  town: string;
  heardFromId?: number;
  message: string;
  website?: string;
}

export async function franchiseRoutes(app: FastifyInstance, { db, outbox, spam, inbox }: { db: Db; outbox: Outbox; spam: SpamGuard; inbox: string }) {
  const publicFor5Minutes = { 'cache-control': 'public, max-age=300' };
  app.get('/v3/franchises/heardfrom', { schema: schemas.heardFromSchema }, async (_req, reply) => reply.headers(publicFor5Minutes).send(ok({ heardFrom: HEARD_FROM })));
  app.get('/v3/franchises/casestudies', { schema: schemas.caseStudiesSchema }, async (_req, reply) => reply.headers(publicFor5Minutes).send(ok({ caseStudies: CASE_STUDIES })));

  app.post<{ Body: FranchiseEnquiry }>('/v3/franchises', { schema: schemas.enquirySchema, config: { fieldCodes: schemas.enquiryCodes } }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    await spam.check(req, 'franchise', req.body.website);
    const b = req.body;
    const heardFrom = b.heardFromId === undefined ? undefined : HEARD_FROM.find((h) => h.id === b.heardFromId);
    if (b.heardFromId !== undefined && !heardFrom) throw new ApiError(400, C.heardFromInvalid, 'Please choose where you heard of us from the list.');
    const reference = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ enquiry_id: string }>('INSERT INTO franchise_enquiries (name, email, phone, town, heard_from_id, message) VALUES ($1, $2, $3, $4, $5, $6) RETURNING enquiry_id::text', [
        b.name.trim(),
        b.email.trim(),
        b.phone?.trim() || null,
        b.town.trim(),
        heardFrom?.id ?? null,
        b.message.trim(),
      ]);
      const ref = `FE${row!.enquiry_id}`;
      const body = [
        `Franchise enquiry ${ref}`,
        `From: ${b.name.trim()} <${b.email.trim()}>${b.phone?.trim() ? `, ${b.phone.trim()}` : ''}`,
        `Where: ${b.town.trim()}`,
        `Heard of us: ${heardFrom?.name ?? 'not said'}`,
        '',
        b.message.trim(),
      ].join('\n');
      await outbox.enqueue(tx, { channel: 'email', recipient: inbox, subject: `[${ref}] Franchise enquiry: ${b.town.trim()}`, body, regarding: b.email });
      await outbox.enqueue(tx, { channel: 'email', recipient: b.email.trim(), ...franchiseEnquiryReceivedEmail(b.name, ref) });
      return ref;
    });
    return reply.code(201).send(ok({ reference }));
  });
}
