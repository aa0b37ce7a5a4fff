// The unlock limits are written once (UNLOCK_LIMITS in shared/src/rules/unlock-states.ts); the FAQ
// a member reads and mf-unlock's README quote them, and say the same (issue 33 §1).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { UNLOCK_LIMITS } from '@shop/shared/rules';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the unlock limits, quoted', () => {
  it("the FAQ's unlock answer links to /unlock and gives a receipt code's days", () => {
    const faq = read('../content/seed/faq.md');
    const answer = faq.slice(faq.indexOf('### I have an in-store membership'), faq.indexOf('###', faq.indexOf('### I have an in-store membership') + 4));
    assert.match(answer, /\]\(\/unlock\)/);
    assert.match(answer, new RegExp(`works for ${UNLOCK_LIMITS.receiptCodeValidDays} days`));
  });

  it("mf-unlock's README gives a receipt code's days and a sent code's minutes", () => {
    const readme = read('../../../../mf-unlock/README.md');
    assert.match(readme, new RegExp(`receipt[^.]*${UNLOCK_LIMITS.receiptCodeValidDays} days`, 'i'));
    assert.match(readme, new RegExp(`${UNLOCK_LIMITS.pinValidMinutes} minutes`));
  });
});
