// Every e-mail a seller can get, written for a donation, a voucher and a bank transfer: a
// donation is never called cash, the brand is written once, links use the public address, and
// a revision paid within the member's tolerance says was, now, why and the tolerance (issue 32 §3).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QUOTE_TRANSITIONS } from '@shop/shared/rules';
import { paymentEmail, quoteEmail, quoteFactsOf, quoteLinks, type QuoteMailRow } from './status-emails.js';

const row = (over: Partial<QuoteMailRow> = {}): QuoteMailRow => ({
  quote_id: '01QUOTE',
  member_first_name: 'Ada',
  brand_name: 'Joie',
  model_name: 'Joie Versatrax',
  quantity: 1,
  payout_type: 'cash',
  payout_method: 'charity',
  offer_cash: 4815,
  offer_exchange: 5800,
  offer_expires_at: '2026-12-24T12:00:00Z',
  revised_cash: null,
  revised_exchange: null,
  revision_reason: null,
  revision_tolerance: 1000,
  payout_charity_name: 'NSPCC',
  ...over,
});
const links = quoteLinks('https://shop.example', '01QUOTE');
const EVENTS = [...new Set(QUOTE_TRANSITIONS.map((m) => m.event))];
/** Every e-mail of a quote after acceptance (the offer e-mail comes before a payout is chosen). */
function emailsAfterAcceptance(r: QuoteMailRow) {
  const f = quoteFactsOf(r);
  const moves = EVENTS.filter((e) => e !== 'offer' && e !== 'create').flatMap((e) => ['accepted', 'sent', 'revised', 'inspected'].map((from) => quoteEmail(e, from, f, links)));
  return [...moves, paymentEmail(f, { reference: 'LL1', withoutAsking: true, revisionPhotos: 1 }, links)].filter((m) => m !== null);
}

describe('e-mails to sellers', () => {
  it('never call a donation cash, in any e-mail, and name the charity', () => {
    for (const r of [row(), row({ revised_cash: 3900, revision_reason: 'A torn hood.' })]) {
      const mails = emailsAfterAcceptance(r);
      assert.ok(mails.length >= 5);
      for (const m of mails) assert.doesNotMatch(`${m.subject}\n${m.body}`, /\bcash\b/i, m.body);
    }
    const accepted = quoteEmail('accept', 'offered', quoteFactsOf(row()), links)!;
    assert.match(accepted.body, /We will give £48\.15 to NSPCC on your behalf/);
    assert.match(paymentEmail(quoteFactsOf(row()), {}, links).body, /We will give £48\.15 to NSPCC on your behalf/);
  });

  it('write the brand once, and every link on the public address', () => {
    for (const r of [row(), row({ payout_method: 'voucher', payout_type: 'exchange' }), row({ model_name: 'Versatrax', payout_method: 'bank' })]) {
      for (const m of emailsAfterAcceptance(r)) {
        assert.doesNotMatch(`${m.subject}\n${m.body}`, /Joie Joie/);
        for (const url of m.body.match(/https?:\/\/\S+/g) ?? []) assert.ok(url.startsWith('https://shop.example/'), url);
      }
    }
  });

  it('lead the offer e-mail to the offer, line by line, with Accept', () => {
    const offer = quoteEmail('offer', 'draft', quoteFactsOf(row({ payout_method: null, payout_type: null })), links)!;
    assert.match(offer.body, /see how we worked it out, and accept it: https:\/\/shop\.example\/sell-to-us\/quotation-questions\?quote=01QUOTE/i);
  });

  it('say a revision paid within the tolerance: was, now, why, the photo and the tolerance, in the one payment e-mail', () => {
    const f = quoteFactsOf(row({ payout_method: 'voucher', payout_type: 'exchange', revised_exchange: 2600, offer_exchange: 3366, revision_reason: 'Scuffed frame.' }));
    const mail = paymentEmail(f, { voucherCode: 'SELL-AAAA-BBBB-CCCC', withoutAsking: true, revisionPhotos: 1 }, links);
    for (const line of ['Was: £33.66', 'Now: £26.00', 'Why: Scuffed frame.', 'within the £10.00 you allowed', 'See the photo we took in your account: https://shop.example/myaccount?tab=orders', 'SELL-AAAA-BBBB-CCCC']) {
      assert.ok(mail.body.includes(line), `${line} in ${mail.body}`);
    }
    // Beyond the tolerance the member was asked and accepted: no tolerance line.
    assert.doesNotMatch(paymentEmail(f, { withoutAsking: false }, links).body, /you allowed/);
  });
});
