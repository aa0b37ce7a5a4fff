// The funnel rule over the model catalogue, and the "what are you selling?" search.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSellToUsCategory, SELL_TO_US_CATEGORY_IDS } from '@shop/shared/rules';
import { FUNNEL_CATEGORY_IDS } from '../catalogue/reference.js';
import { BUY_IN_MODELS, buyInModel, searchBuyInModels } from './buy-in-models.js';
import { questionsFor } from './questions.js';

describe('the funnel', () => {
  it('seeds the 14 funnel ids of §5 on 14 categories, each with models to sell and questions to ask', () => {
    assert.deepEqual(
      Object.values(FUNNEL_CATEGORY_IDS).sort((a, b) => a - b),
      [...SELL_TO_US_CATEGORY_IDS],
    );
    for (const id of SELL_TO_US_CATEGORY_IDS) {
      assert.ok(
        BUY_IN_MODELS.some((m) => m.categoryId === id),
        `models in ${id}`,
      );
      assert.ok(questionsFor(id).length >= 4, `questions for ${id}`);
    }
  });

  it('offers only funnel models, each priced cash below exchange', () => {
    for (const m of BUY_IN_MODELS) {
      assert.ok(isSellToUsCategory(m.categoryId), m.name);
      assert.ok(m.top.cash > 0 && m.top.exchange > m.top.cash, m.name);
    }
    assert.equal(new Set(BUY_IN_MODELS.map((m) => m.masterBoxId)).size, BUY_IN_MODELS.length);
  });

  it('finds a model by its id in any case', () => {
    const [first] = BUY_IN_MODELS;
    assert.equal(buyInModel(first!.masterBoxId.toLowerCase()), first);
    assert.equal(buyInModel('M90-NOSUCH'), null);
  });
});

describe('model search', () => {
  it('needs every word typed, ranks the brand typed first, and honours the limit', () => {
    assert.deepEqual(
      searchBuyInModels('cybex cloud', { limit: 5 }).map((m) => m.name),
      ['Cybex Cloud T i-Size'],
    );
    const cots = searchBuyInModels('cot bed', { limit: 50 });
    assert.ok(cots.length >= 4 && cots.every((m) => m.categoryId === 160));
    assert.equal(searchBuyInModels('pushchair', { limit: 2 }).length, 2);
    assert.deepEqual(searchBuyInModels('', { limit: 3 }).length, 3, 'nothing typed: anything, within the limit');
    assert.ok(searchBuyInModels('silver', { limit: 50, categoryId: 86 }).every((m) => m.categoryId === 86 && m.brand === 'Silver Cross'));
  });
});
