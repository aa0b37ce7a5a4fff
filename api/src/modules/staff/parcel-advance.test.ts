// `staff parcel advance <order>`: reads its arguments, and prints the parcel's new tracking state.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { parseParcelAdvance, runParcelAdvance } from './parcel-advance.js';

it('reads an order code (any case) and nothing else', () => {
  assert.deepEqual(parseParcelAdvance(['parcel', 'advance', 'wb7k3m9q2x']), { orderId: 'WB7K3M9Q2X' });
  assert.equal(parseParcelAdvance(['parcel', 'advance']), null);
  assert.equal(parseParcelAdvance(['parcel', 'advance', 'WB7K3M9Q2X', 'extra']), null);
  assert.equal(parseParcelAdvance(['parcel', 'advance', 'not-an-order']), null);
  assert.equal(parseParcelAdvance(['receive', 'WB7K3M9Q2X']), null);
});

it('advances through the service and prints courier, tracking number and status', async () => {
  const lines: string[] = [];
  const asked: string[] = [];
  const service = {
    advance: async (orderId: string) => {
      asked.push(orderId);
      return { webBuyOrderId: orderId, collection: { courier: 'Royal Mail (stand-in)', trackingNumber: 'LL473124829GB', status: 'collected' } };
    },
  };
  await runParcelAdvance(service as never, { orderId: 'WB7K3M9Q2X' }, (l) => lines.push(l));
  assert.deepEqual(asked, ['WB7K3M9Q2X']);
  assert.deepEqual(lines, ['WB7K3M9Q2X: Royal Mail (stand-in) LL473124829GB collected']);
});
