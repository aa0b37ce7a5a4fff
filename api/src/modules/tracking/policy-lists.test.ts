// Issue 33 §3: the cookie policy says exactly what is sent to the advertising provider, and what
// is kept in the browser for it. These tests read the policy's tables and compare them with what
// the code sends (providerEvent, every field set) and keeps (the guest's id key): a field added to
// the event, or an event name, fails here until the policy lists it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { ANONYMOUS_ID_KEY, CONVERSION_EVENT_NAMES, type ConversionRequest } from '@shop/shared/rules';
import { providerEvent } from './service.js';

const policy = readFileSync(new URL('../content/seed/policies/policy.cookies.md', import.meta.url), 'utf8');
const section = policy.slice(policy.indexOf('## Advertising measurement'), policy.indexOf('## When something goes wrong'));
/** The back-quoted names in the first column of the section's table rows. */
const listed = (text: string) => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
const eventsListed = [...section.matchAll(/^\|[^|]+\| `([A-Za-z]+)` \|$/gm)].map((m) => m[1]!);

/** Every field the provider's event can carry, nested ones by their own name. */
function fieldsSent(): string[] {
  const everything: ConversionRequest = {
    eventName: 'Purchase',
    eventId: 'e-1',
    consent: { marketing: true, noticeVersion: 1 },
    anonymousId: 'a-1',
    boxId: 'B1',
    cartId: 'c-1',
    mode: 'delivery',
    quantity: 1,
    synced: true,
    totalPrice: 12,
    currency: 'GBP',
    value: 12,
  };
  const e = providerEvent(everything, { memberId: null, userAgent: 'Mozilla/5.0' }, new Date());
  const { user_data, custom_data, ...top } = e;
  return [...Object.keys(top), ...Object.keys(user_data), ...Object.keys(custom_data)];
}

it('lists every event the code sends to the advertising provider, and no other', () => {
  assert.deepEqual([...eventsListed].sort(), [...CONVERSION_EVENT_NAMES].sort());
});

it('lists every detail an event carries, and no other', () => {
  const details = listed(section).filter((n) => n !== ANONYMOUS_ID_KEY);
  assert.deepEqual(details.sort(), fieldsSent().sort());
});

it('lists what is kept in the browser for it', () => {
  assert.ok(listed(section).includes(ANONYMOUS_ID_KEY), `${ANONYMOUS_ID_KEY} is listed`);
  assert.doesNotMatch(policy, /no advertising or tracking cookies/i, 'the old promise is gone');
});

it('the privacy policy names the advertising provider and the consent it needs', () => {
  const privacy = readFileSync(new URL('../content/seed/policies/policy.privacy.md', import.meta.url), 'utf8');
  assert.match(privacy, /Marketing.*Meta Platforms Ireland/);
  assert.doesNotMatch(privacy, /do not share it with advertisers/);
});
