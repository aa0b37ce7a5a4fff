// Issue 33 §7: every e-mail a customer gets ends with the same sign-off and spells 'e-mail' as the
// rest of the shop does. Reads the output of every e-mail builder, checks that every outbox writer
// (enqueue / enqueueMessage / INSERT INTO outbox) sends a customer only what a builder read here
// wrote, and reads the customer-facing text elsewhere (pages, seed content, API messages).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { QUOTE_TRANSITIONS } from '@shop/shared/rules';
import { deletionRequestedEmail } from '../account-deletion/service.js';
import { bankDetailsEmail } from '../bank-accounts/service.js';
import { comingUpEmail } from '../children/coming-up-mail.js';
import { enquiryReceivedEmail, priceRequestReceivedEmail } from '../contact/emails.js';
import { franchiseEnquiryReceivedEmail } from '../franchises/emails.js';
import { applicationReceivedEmail } from '../jobs/emails.js';
import { paymentEmail, quoteEmail, quoteFactsOf, quoteLinks, quoteMoveEmail, webBuyOrderCancelledEmail, type QuoteMailRow } from '../live/status-emails.js';
import { emailChangedEmail, passwordChangedEmail, passwordResetEmail, verificationEmail } from '../members/emails.js';
import { confirmationEmail } from '../orders/confirmation-email.js';
import type { OrderView } from '../orders/service.js';
import { backInStockEmail } from '../stock-alerts/back-in-stock.js';
import { unlockCodeEmail, unlockLinkEmail, unlockPinEmail } from '../unlock/emails.js';
import { walletEmail } from '../wallet/service.js';
import { MISSPELT_EMAIL, SIGN_OFF, signed } from './email-text.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const API_SRC = join(ROOT, 'api', 'src');
const files = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === 'node_modules' ? [] : files(join(dir, e.name), keep)) : keep(e.name) ? [join(dir, e.name)] : []));

/** The builders, by the name an outbox writer calls them: what they write for a customer. */
const quote: QuoteMailRow = {
  quote_id: '01QUOTE',
  member_first_name: 'Ada',
  brand_name: 'Joie',
  model_name: 'Versatrax',
  quantity: 1,
  payout_type: 'cash',
  payout_method: 'bank',
  offer_cash: 4815,
  offer_exchange: 5800,
  offer_expires_at: '2026-12-24T12:00:00Z',
  revised_cash: 4000,
  revised_exchange: null,
  revision_reason: 'A scuff on the frame',
  revision_tolerance: 100,
  payout_charity_name: null,
};
const links = quoteLinks('https://shop.example', '01QUOTE');
const events = [...new Set(QUOTE_TRANSITIONS.map((m) => m.event))];
const froms = [...new Set(QUOTE_TRANSITIONS.map((m) => m.from))];
const order = {
  orderId: '500023',
  orderNumber: 'WS500023',
  status: 'paid',
  createdAt: '2026-12-12T21:40:00.000Z',
  paidAt: '2026-12-12T21:41:00.000Z',
  items: [{ boxId: 'LL000001', boxName: 'Bugaboo Fox pushchair', quantity: 1, deliveryMethodId: 1, storeInfo: null, unitPrice: 240, totalPrice: 240, deliveryCharge: 0 }],
  sellCost: 240,
  deliveryCharge: 0,
  voucherCode: null,
  voucherAmount: 0,
  storeCreditAmount: 0,
  totalCost: 240,
  toPay: 240,
  payments: [{ paymentTypeId: 20, method: 'Debit or credit card', amount: 240, reference: null }],
  paymentTypeId: 20,
  deliveryAddress: { firstName: 'Nadia', lastName: 'Ali', line1: '3 Mill Lane', town: 'Leeds', postcode: 'LS1 4AP' },
  paymentFailure: null,
  expectedDelivery: { earliest: '2026-12-16', latest: '2026-12-17' },
  stores: [],
} satisfies OrderView;
const account = { bankAccountNumber: '****5678', sortCode: '**-**-56', accountHolderName: 'Ada Lovelace' };

const BUILDERS: Record<string, () => Array<{ subject: string; body: string } | null>> = {
  quoteEmail: () =>
    events.flatMap((e) => froms.flatMap((from) => ['bank', 'voucher', 'charity'].map((method) => quoteEmail(e, from, quoteFactsOf({ ...quote, payout_method: method as 'bank', revision_tolerance: 0 }), links)))),
  quoteMoveEmail: () => events.map((e) => quoteMoveEmail(quote, { event: e, from: 'sent' }, 'https://shop.example')),
  paymentEmail: () =>
    (['bank', 'voucher', 'charity'] as const).flatMap((method) => [
      paymentEmail(quoteFactsOf({ ...quote, payout_method: method }), {}, links),
      paymentEmail(quoteFactsOf({ ...quote, payout_method: method }), { accountMasked: '****5678', reference: 'LL1', voucherCode: 'LLV-1234', tradeUpBonus: 500, withoutAsking: true, revisionPhotos: 2 }, links),
    ]),
  webBuyOrderCancelledEmail: () => [webBuyOrderCancelledEmail('Ada', 'WB1', links.account)],
  confirmationEmail: () => [confirmationEmail(order, 'Nadia'), confirmationEmail(order, 'Nadia', 'https://shop.example/feedback?code=ABCD2345')],
  backInStockEmail: () => [
    backInStockEmail(
      { member_id: 1, email: 'ada@example.co.uk', first_name: 'Ada', box_id: 'LL000001', box_name: 'Bugaboo Fox pushchair', category_name: 'Pushchairs', super_cat_name: 'Pushchairs & travel' },
      'https://shop.example',
    ),
  ],
  verificationEmail: () => [verificationEmail('Ada', 'https://shop.example/v', 48, 'verify_email'), verificationEmail('Ada', 'https://shop.example/v', 24, 'change_email')],
  passwordResetEmail: () => [passwordResetEmail('Ada', 'https://shop.example/r')],
  passwordChangedEmail: () => [passwordChangedEmail('Ada', 'https://shop.example/n', 'https://shop.example/contactus')],
  emailChangedEmail: () => [emailChangedEmail('Ada', 'ada@new.example.co.uk', 'https://shop.example/n', 'https://shop.example/contactus')],
  unlockPinEmail: () => [unlockPinEmail('Ada', '123456', 15)],
  unlockLinkEmail: () => [unlockLinkEmail('Ada', 'https://shop.example/unlock?link=x', 15)],
  unlockCodeEmail: () => [unlockCodeEmail('Ada', 'AB12CD', 'https://shop.example/unlock', 15)],
  walletEmail: () => (['added', 'changed', 'removed'] as const).map((w) => walletEmail('Ada', w, 'a***@example.co.uk')),
  bankDetailsEmail: () => (['added', 'changed', 'removed'] as const).map((w) => bankDetailsEmail('Ada', w, account)),
  deletionRequestedEmail: () => [deletionRequestedEmail('Ada', new Date('2026-12-24T12:00:00Z'))],
  enquiryReceivedEmail: () => [enquiryReceivedEmail('Sophie Turner', 'CE12', 'An order I placed')],
  priceRequestReceivedEmail: () => [priceRequestReceivedEmail('Sophie Turner', 'CE13', 'Silver Cross Wayfarer pram')],
  franchiseEnquiryReceivedEmail: () => [franchiseEnquiryReceivedEmail('Oliver Bennett', 'FE4')],
  comingUpEmail: () =>
    [0, 14].map((inStock) =>
      comingUpEmail('Ada', { label: '9–12 months', due: '2027-01', inStock }, { listing: 'https://shop.example/products?size=9-12%20months', unsubscribe: 'https://shop.example/email-preferences?token=x' }),
    ),
  applicationReceivedEmail: () => [applicationReceivedEmail('Sophie Turner', 'JA7', { title: 'Sales assistant', storeName: 'London Clapham' })],
};

const ENDING = `\n\n${SIGN_OFF.join('\n')}`;

/** A call's text from its opening parenthesis to the one that closes it. */
function callAt(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '(') depth++;
    else if (source[i] === ')' && --depth === 0) return source.slice(open, i + 1);
  }
  return source.slice(open);
}

/** Prose in string literals (a space between words), SQL left out: a statement, or a column list (`x::text AS x`). */
function proseOf(source: string): string[] {
  return (source.match(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g) ?? []).filter((l) => /[a-z] [a-z]/i.test(l) && !/\b(SELECT|UPDATE|INSERT|DELETE FROM|WHERE|AS)\b|::[a-z]|\blower\(/.test(l));
}

describe('every e-mail to a customer', () => {
  for (const [name, build] of Object.entries(BUILDERS)) {
    it(`${name}: ends with the sign-off and spells e-mail`, () => {
      const mails = build().filter((m) => m !== null);
      assert.ok(mails.length > 0, `${name} writes something`);
      for (const m of mails) {
        assert.ok(m.body.endsWith(ENDING), `${name} ends with the sign-off:\n${m.body}`);
        assert.equal(m.body.split(SIGN_OFF[1]).length, 2, 'signed once');
        assert.doesNotMatch(m.subject, MISSPELT_EMAIL);
        assert.doesNotMatch(m.body, MISSPELT_EMAIL);
      }
    });
  }

  it('signed() puts one blank line before the sign-off, however the lines end', () => {
    assert.equal(signed(['Hello Ada,', '', 'Thanks.', '', '']), `Hello Ada,\n\nThanks.${ENDING}`);
  });

  it('is written by a builder read above: every outbox writer sends a customer only what one wrote', () => {
    const writers = files(API_SRC, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).filter((f) => !f.includes(join('modules', 'outbox')));
    const unread: string[] = [];
    let calls = 0;
    for (const file of writers) {
      const source = readFileSync(file, 'utf8');
      const where = relative(ROOT, file);
      const usesBuilder = Object.keys(BUILDERS).some((b) => new RegExp(`\\b${b}\\(`).test(source));
      if (/INSERT INTO outbox/.test(source)) {
        calls++;
        if (!usesBuilder) unread.push(`${where}: INSERT INTO outbox without a builder`);
      }
      for (const m of source.matchAll(/\b(?:enqueue|enqueueMessage)\(/g)) {
        const call = callAt(source, m.index + m[0].length - 1);
        if (!/channel: 'email'/.test(call)) continue;
        calls++;
        // A copy to the shop's own inbox (an enquiry, an application) is not a customer's e-mail.
        if (/recipient: (inbox|hiringInbox\()/.test(call) && /regarding:/.test(call)) continue;
        const spread = /\.\.\.(\w+)(\()?/.exec(call);
        if (!spread) unread.push(`${where}: ${call.slice(0, 100)}`);
        else if (spread[2] ? !(spread[1]! in BUILDERS) : !usesBuilder) unread.push(`${where}: ...${spread[1]} is no builder read here`);
      }
    }
    assert.ok(calls >= 15, `found the outbox writers (${calls})`);
    assert.deepEqual(unread, []);
  });
});

describe("'e-mail', one spelling in what customers read", () => {
  it('in every page text (each remote’s, the host’s and shared i18n)', () => {
    const catalogues = files(ROOT, (f) => f === 'en-GB.ts').filter((f) => !f.includes('node_modules') && !f.includes('.deploy'));
    assert.ok(catalogues.length >= 7, `the i18n files (${catalogues.length})`);
    const found = catalogues.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^\s*'[\w.-]+':\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/gm)].filter((m) => MISSPELT_EMAIL.test(m[2]!)).map((m) => `${relative(ROOT, f)}: ${m[2]}`),
    );
    assert.deepEqual(found, []);
  });

  it('in the seed content (pages, FAQ, policies, blog)', () => {
    const seed = files(join(API_SRC, 'modules', 'content', 'seed'), (f) => /\.(md|json|ts)$/.test(f));
    assert.ok(seed.length > 5);
    const found = seed.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .filter((line) => MISSPELT_EMAIL.test(line))
        .map((line) => `${relative(ROOT, f)}: ${line.slice(0, 100)}`),
    );
    assert.deepEqual(found, []);
  });

  it("in the API's messages and e-mails (its string literals, commands and schema field lists aside)", () => {
    const sources = files(API_SRC, (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schemas.ts' && f !== 'cli.ts' && !f.endsWith('-command.ts'));
    const found = sources
      .filter((f) => !f.includes(join('modules', 'staff')) && !f.includes('testing'))
      .flatMap((f) =>
        proseOf(readFileSync(f, 'utf8'))
          .filter((l) => MISSPELT_EMAIL.test(l))
          .map((l) => `${relative(ROOT, f)}: ${l.slice(0, 120)}`),
      );
    assert.deepEqual(found, []);
  });

  it('the check itself: finds the word, not an address, a key or a placeholder', () => {
    for (const bad of ['Verify your email', 'Email address', 'We will email you.', 'emails and texts']) assert.match(bad, MISSPELT_EMAIL, bad);
    for (const good of ['Verify your e-mail', 'E-mail address', 'jane@email.co.uk', '{email}', 'member.email', "'email':", 'verify_email', '/member/verifyEmail', 'email=x'])
      assert.doesNotMatch(good, MISSPELT_EMAIL, good);
  });
});
