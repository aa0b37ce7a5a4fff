// Issue 30: the confirmation e-mail as the shopper reads it, whole: each line with its price and how
// it comes, the sums, the delivery address with its expected dates, the store with its address and
// the time the collection is ready. Paid late on Saturday 12 December 2026: delivery leaves on
// Monday; the store is closed on Sunday, so the collection is ready two hours after Monday's opening.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SIGN_OFF } from '../outbox/email-text.js';
import { confirmationEmail } from './confirmation-email.js';
import type { OrderView } from './service.js';

const hours = { monday: '09:00-17:30', tuesday: '09:00-17:30', wednesday: '09:00-17:30', thursday: '09:00-17:30', friday: '09:00-17:30', saturday: '09:00-17:30', sunday: null };

const order = {
  orderId: '500023',
  orderNumber: 'WS500023',
  status: 'paid',
  createdAt: '2026-12-12T21:40:00.000Z',
  paidAt: '2026-12-12T21:41:00.000Z',
  items: [
    { boxId: 'LL000001', boxName: 'Bugaboo Fox pushchair', quantity: 1, deliveryMethodId: 1, storeInfo: null, unitPrice: 240, totalPrice: 240, deliveryCharge: 0 },
    { boxId: 'LL000002', boxName: 'Muslin squares (pack of 3)', quantity: 2, deliveryMethodId: 1, storeInfo: null, unitPrice: 4, totalPrice: 8, deliveryCharge: 3.98 },
    { boxId: 'LL000003', boxName: 'Winter coat, age 2–3', quantity: 1, deliveryMethodId: 2, storeInfo: { storeId: 104, storeName: 'Birmingham Moseley' }, unitPrice: 12, totalPrice: 12, deliveryCharge: 0 },
  ],
  sellCost: 260,
  deliveryCharge: 3.98,
  voucherCode: null,
  voucherAmount: 0,
  storeCreditAmount: 0,
  totalCost: 263.98,
  toPay: 263.98,
  paymentTypeId: 20,
  payments: [{ paymentTypeId: 20, method: 'Debit or credit card', amount: 263.98, reference: null }],
  deliveryAddress: { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', line2: 'Flat 2', town: 'Leeds', postcode: 'LS1 4AP' },
  paymentFailure: null,
  expectedDelivery: { earliest: '2026-12-16', latest: '2026-12-17' },
  stores: [
    {
      storeId: 104,
      storeName: 'Birmingham Moseley',
      address: { line1: '15 Alcester Road', line2: null, town: 'Birmingham', county: 'West Midlands', postcode: 'B13 8AR' },
      phone: '0121 496 0104',
      openingHours: hours,
      readyFrom: '2026-12-14T11:00:00.000Z',
    },
  ],
} satisfies OrderView;

it('gives each line its price and delivery method, the address with its dates, and the store with its ready time', () => {
  const mail = confirmationEmail(order, 'Nadia', 'https://shop.example/feedback?code=ABCD2345');
  assert.equal(mail.subject, 'Your order WS500023');
  assert.equal(
    mail.body,
    [
      'Hello Nadia,',
      '',
      'Thank you for your order WS500023.',
      '',
      '1 × Bugaboo Fox pushchair  £240.00',
      '  Delivery to LS1 4AP',
      '2 × Muslin squares (pack of 3)  £8.00',
      '  Delivery to LS1 4AP',
      '1 × Winter coat, age 2–3  £12.00',
      '  Collect from Birmingham Moseley',
      '',
      'Items: £260.00',
      'Delivery: £3.98',
      'Total paid: £263.98',
      '',
      'Delivery to:',
      'Nadia Ali',
      '3 Mill Lane',
      'Flat 2',
      'Leeds',
      'LS1 4AP',
      'Expected between Wednesday 16 and Thursday 17 December.',
      '',
      'Collect from Birmingham Moseley:',
      '15 Alcester Road',
      'Birmingham',
      'West Midlands',
      'B13 8AR',
      'Telephone 0121 496 0104',
      'Ready to collect from Monday 14 December at 11:00.',
      'Bring your order number to the store within 7 days.',
      '',
      'How did we do? Tell us about your order with your feedback code ABCD2345:',
      'https://shop.example/feedback?code=ABCD2345',
      '',
      ...SIGN_OFF,
    ].join('\n'),
  );
});

it('names no address and no store for an order that has none of that kind', () => {
  const collectOnly = confirmationEmail({ ...order, items: [order.items[2]!], deliveryAddress: null, expectedDelivery: null }, 'Nadia');
  assert.doesNotMatch(collectOnly.body, /Delivery to/);
  assert.match(collectOnly.body, /^Ready to collect from Monday 14 December at 11:00\.$/m);
  const deliverOnly = confirmationEmail({ ...order, items: order.items.slice(0, 2), stores: [] }, 'Nadia');
  assert.doesNotMatch(deliverOnly.body, /Collect from|Ready to collect/);
  assert.match(deliverOnly.body, /^Expected between Wednesday 16 and Thursday 17 December\.$/m);
});

it('says what store credit paid, like the voucher, before the total paid by card (issue 33 §2)', () => {
  const mail = confirmationEmail({ ...order, storeCreditAmount: 43.5, toPay: 220.48 }, 'Nadia');
  assert.match(mail.body, /^Delivery: £3\.98\nStore credit: -£43\.50\nTotal paid: £220\.48$/m);
});
