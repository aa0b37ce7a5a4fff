// Quote ids: 26 characters of Crockford's base32, time first, so they sort by creation; random after.
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { isQuoteId, newQuoteId } from './quote-id.js';

it('makes ids of the §5 form that sort by time and do not repeat', () => {
  const earlier = newQuoteId(Date.UTC(2026, 10, 23, 12));
  const later = newQuoteId(Date.UTC(2026, 10, 23, 12, 0, 1));
  assert.ok(isQuoteId(earlier) && isQuoteId(later));
  assert.equal(earlier.length, 26);
  assert.ok(earlier < later);
  const many = new Set(Array.from({ length: 1000 }, () => newQuoteId(0)));
  assert.equal(many.size, 1000);
  for (const bad of ['', 'x'.repeat(26), `${earlier}A`, earlier.toLowerCase(), 'IIIIIIIIIIIIIIIIIIIIIIIIII', 12, null]) assert.equal(isQuoteId(bad), false, String(bad));
});
