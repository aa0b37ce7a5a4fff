import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { homeContentFor } from './home-content.js';

const content = {
  quickLinks: {
    top: [
      { label: 'Car seats', href: '/products?productLineId=702&superCatId=7' },
      { label: 'Reduced', href: '/products?priceReduced=1' },
    ],
    bottom: [
      { label: 'Sell to us', href: '/sell-to-us' },
      { label: 'Find a store', href: '/store' },
      { label: 'Selling guide', href: '/sell-to-us/supercats' },
    ],
  },
  uspIcons: [],
};
const labels = (c: ReturnType<typeof homeContentFor>) => [...c.quickLinks!.top!, ...c.quickLinks!.bottom!].map((l) => l.label);

describe('the home content as the flags allow it', () => {
  it('keeps every link while selling and reductions are on', () => {
    const c = homeContentFor(content, { sellToUsEnabled: true, priceReductionOnBoxes: true });
    assert.deepEqual(labels(c), ['Car seats', 'Reduced', 'Sell to us', 'Find a store', 'Selling guide']);
    assert.equal(c.offersSelling, true);
  });

  it('drops links to selling while it is off, and to the reduced listing while reductions are off', () => {
    const c = homeContentFor(content, { sellToUsEnabled: false, priceReductionOnBoxes: false });
    assert.deepEqual(labels(c), ['Car seats', 'Find a store']);
    assert.equal(c.offersSelling, false);
    assert.deepEqual(labels(homeContentFor(content, { priceReductionOnBoxes: false })), ['Car seats', 'Sell to us', 'Find a store', 'Selling guide']);
  });
});
