// Contact and price enquiries: checked (the parts a type needs, an order that is the sender's),
// stored, and sent to the shop's inbox through the outbox in one transaction, so the team gets
// exactly the enquiries that were kept; the sender gets an acknowledgement with their reference
// in the same transaction (issue 33 §7).
import { ENQUIRY_CODES as C, type EnquiryInput, type OrderType, type PriceRequestInput } from '@shop/shared/api';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/envelope.js';
import { boxOnSaleOnline } from '../catalogue/box-sale.js';
import { activeMemberNameAndEmail, memberContact } from '../members/rows.js';
import { sellOrderMemberId } from '../orders/order-lookups.js';
import type { Outbox } from '../outbox/outbox.js';
import { webBuyOrderOwner } from '../web-buy-orders/order-reads.js';
import { enquiryReceivedEmail, priceRequestReceivedEmail } from './emails.js';
import { enquiryType } from './enquiry-types.js';

const refuse = (code: number, message: string) => new ApiError(400, code, message);
const clean = (s: string | undefined) => (s ?? '').trim();

/** Is the order the sender's: the signed-in member's, or else one placed with the e-mail given. */
async function ownsOrder(q: Queryable, orderNumber: string, orderType: OrderType, memberId: string | null, email: string): Promise<boolean> {
  const ownerId = orderType === 'buy' ? await sellOrderMemberId(q, orderNumber) : ((await webBuyOrderOwner(q)(orderNumber)) ?? undefined);
  if (ownerId === undefined) return false;
  const owner = await memberContact(q, ownerId);
  if (!owner) return false;
  return memberId ? ownerId === memberId : owner.email.toLowerCase() === email.toLowerCase();
}

/** Who sent it: what they typed, or for a signed-in member who left them out, the account's name and address. */
async function senderOf(q: Queryable, input: { name?: string; email?: string }, memberId: string | null): Promise<{ name: string; email: string }> {
  let name = clean(input.name);
  let email = clean(input.email);
  if (memberId && (!name || !email)) {
    const m = await activeMemberNameAndEmail(q, memberId);
    name ||= m?.name ?? '';
    email ||= m?.email ?? '';
  }
  if (!name) throw refuse(C.nameMissing, 'Please enter your name.');
  if (!email) throw refuse(C.emailMissing, 'Please enter your e-mail address.');
  return { name, email };
}

export function createContactService({ db, outbox, inbox }: { db: Db; outbox: Outbox; inbox: string }) {
  return {
    async enquire(given: EnquiryInput, memberId: string | null): Promise<{ reference: string }> {
      const input = { ...given, ...(await senderOf(db, given, memberId)) };
      const type = enquiryType(input.categoryId);
      if (!type) throw refuse(C.categoryInvalid, 'Please choose what your enquiry is about.');
      const orderNumber = clean(input.orderNumber).toUpperCase();
      if (type.needsOrder) {
        if (!orderNumber) throw refuse(C.orderNumberMissing, 'Please give the order number.');
        if (!input.orderType) throw refuse(C.orderTypeMissing, 'Please say whether you bought it from us or sold it to us.');
        const webOrder = input.webOrder ?? true;
        if (webOrder && !(await ownsOrder(db, orderNumber, input.orderType, memberId, input.email))) {
          throw refuse(C.orderNotFound, 'We could not find that order for you.');
        }
      }
      if (type.needsItem) {
        if (!input.priceStock) throw refuse(C.priceStockMissing, 'Please say whether you are asking about a price or stock.');
        if (!clean(input.item)) throw refuse(C.priceStockMissing, 'Please tell us which item you are asking about.');
      }
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ enquiry_id: string }>(
          `INSERT INTO contact_enquiries (kind, member_id, name, email, phone, category_id, subject, message, order_number, web_order, order_type, price_stock, item)
           VALUES ('enquiry', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING enquiry_id::text`,
          [
            memberId,
            input.name.trim(),
            input.email.trim(),
            clean(input.phone) || null,
            type.id,
            input.subject.trim(),
            input.message.trim(),
            type.needsOrder ? orderNumber : null,
            type.needsOrder ? (input.webOrder ?? true) : null,
            type.needsOrder ? input.orderType : null,
            type.needsItem ? input.priceStock : null,
            type.needsItem ? clean(input.item) : null,
          ],
        );
        const reference = `CE${row!.enquiry_id}`;
        const lines = [
          `Enquiry ${reference}: ${type.name}`,
          `From: ${input.name.trim()} <${input.email.trim()}>${clean(input.phone) ? `, ${clean(input.phone)}` : ''}${memberId ? ` (member ${memberId})` : ''}`,
          ...(type.needsOrder ? [`Order: ${orderNumber} (${input.webOrder === false ? 'in store' : 'online'}, ${input.orderType === 'sell' ? 'sold to us' : 'bought from us'})`] : []),
          ...(type.needsItem ? [`${input.priceStock === 'price' ? 'Price' : 'Stock'} question about: ${clean(input.item)}`] : []),
          '',
          input.message.trim(),
        ];
        await outbox.enqueue(tx, { channel: 'email', recipient: inbox, subject: `[${reference}] ${input.subject.trim()}`, body: lines.join('\n'), regarding: input.email });
        await outbox.enqueue(tx, { channel: 'email', recipient: input.email.trim(), ...enquiryReceivedEmail(input.name, reference, type.name) });
        return { reference };
      });
    },

    async requestPrice(given: PriceRequestInput, memberId: string | null): Promise<{ reference: string }> {
      const input = { ...given, ...(await senderOf(db, given, memberId)) };
      const boxId = input.boxId.toUpperCase();
      const box = await boxOnSaleOnline(db, boxId);
      if (!box) throw new ApiError(404, C.boxNotFound, 'We could not find that item.');
      if (box.onSaleOnline) throw refuse(C.boxOnSale, 'This item is on sale online: its price is on the product page.');
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ enquiry_id: string }>(
          `INSERT INTO contact_enquiries (kind, member_id, name, email, phone, subject, message, box_id, price_stock, item)
           VALUES ('price', $1, $2, $3, $4, $5, $6, $7, 'price', $8) RETURNING enquiry_id::text`,
          [memberId, input.name.trim(), input.email.trim(), clean(input.phone) || null, `Price of ${box.boxName}`, clean(input.message), boxId, box.boxName],
        );
        const reference = `CE${row!.enquiry_id}`;
        const body = [
          `Price enquiry ${reference}: ${box.boxName} (${boxId})`,
          `From: ${input.name.trim()} <${input.email.trim()}>${clean(input.phone) ? `, ${clean(input.phone)}` : ''}`,
          '',
          clean(input.message) || '(no message)',
        ].join('\n');
        await outbox.enqueue(tx, { channel: 'email', recipient: inbox, subject: `[${reference}] Price enquiry: ${box.boxName}`, body, regarding: input.email });
        await outbox.enqueue(tx, { channel: 'email', recipient: input.email.trim(), ...priceRequestReceivedEmail(input.name, reference, box.boxName) });
        return { reference };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
