import assert from 'node:assert/strict';
import { it } from 'node:test';
import { cookieValue } from './cookies.js';

it('reads one cookie, and a malformed value is no pass rather than an error', () => {
  assert.equal(cookieValue('a=1; shop_queue=abc%2Edef; b=2', 'shop_queue'), 'abc.def');
  assert.equal(cookieValue('shop_queue=%E0%A4%A', 'shop_queue'), undefined);
  assert.equal(cookieValue(undefined, 'shop_queue'), undefined);
});
