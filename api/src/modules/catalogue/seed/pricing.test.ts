import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buyPrices, sellPrice, shopPrice, tidyDown, wasPrice, type Grade } from './pricing.js';

const GRADES: Grade[] = ['A', 'B', 'C'];
const ending = (pence: number) => (pence < 10900 ? pence % 100 : pence % 1000);

describe('shopPrice', () => {
  it('rounds down to shop endings: .49 / .99, then .99, then whole pounds ending in 9', () => {
    assert.equal(shopPrice(1234), 1199);
    assert.equal(shopPrice(1250), 1249);
    assert.equal(shopPrice(5678), 5599);
    assert.equal(shopPrice(71940), 71900);
    assert.equal(shopPrice(10899), 10899);
    assert.equal(shopPrice(10900), 10900);
    assert.equal(shopPrice(12000), 11900);
  });

  it('never rises above the amount and never decreases as the amount grows', () => {
    let previous = 0;
    for (let p = 49; p <= 300_000; p++) {
      const price = shopPrice(p);
      assert.ok(price <= p, `${p} -> ${price}`);
      assert.ok(price >= previous, `${p - 1} -> ${previous} but ${p} -> ${price}`);
      assert.ok([49, 99, 0, 900].includes(ending(price)), `${p} -> ${price}`);
      previous = price;
    }
  });
});

describe('sellPrice', () => {
  it('is below new, and A >= B >= C whatever the wear, for every new price from £3 to £3,000', () => {
    for (let rrp = 300; rrp <= 300_000; rrp += 7) {
      const worst = (g: Grade) => sellPrice(rrp, g, 2);
      const best = (g: Grade) => sellPrice(rrp, g, 0);
      for (const g of GRADES) assert.ok(best(g) < rrp && best(g) >= worst(g), `${rrp} ${g}`);
      assert.ok(worst('A') >= best('B') && worst('B') >= best('C'), `grades overlap at ${rrp}`);
    }
  });

  it('keeps one grade of one model within a narrow band: at most 10% (and one 50p step) apart, whatever the wear', () => {
    for (let rrp = 300; rrp <= 300_000; rrp += 7) {
      for (const g of GRADES) {
        const [best, worst] = [sellPrice(rrp, g, 0), sellPrice(rrp, g, 2)];
        assert.ok(best <= worst * 1.1 + 50, `${rrp} ${g}: ${worst}..${best}`);
      }
    }
  });

  it('prices a £1,199 pushchair as a shop would', () => {
    assert.deepEqual(
      GRADES.map((g) => sellPrice(119900, g, 0)),
      [71900, 54900, 39900],
    );
  });
});

describe('wasPrice', () => {
  it('sits above the sell price and never above the new price, or is null', () => {
    assert.equal(wasPrice(54900, 119900, 1.25), 67900);
    assert.equal(wasPrice(71900, 74900, 1.3), 74900);
    assert.equal(wasPrice(999, 1000, 1.0), null);
    for (let sell = 49; sell < 100_000; sell += 13) {
      const was = wasPrice(sell, sell * 2, 1.2);
      assert.ok(was === null || (was > sell && was <= sell * 2), String(sell));
    }
  });
});

describe('buyPrices', () => {
  it('pays less in cash than in exchange, both well below the sell price, in tidy amounts', () => {
    for (let sell = 49; sell <= 300_000; sell += 50) {
      const { cash, exchange } = buyPrices(sell);
      assert.ok(cash >= 0 && cash < exchange && exchange <= sell / 2, `${sell}: ${cash} / ${exchange}`);
      assert.equal(tidyDown(cash), cash);
      assert.equal(tidyDown(exchange), exchange);
    }
    assert.deepEqual(buyPrices(71900), { cash: 21500, exchange: 30100 });
  });
});
