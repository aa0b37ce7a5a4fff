import assert from 'node:assert/strict';
import { it } from 'node:test';
import { KeptMap } from './kept-map.js';

it('keeps at most max entries, the least recently used dropped first', () => {
  const kept = new KeptMap<string, number>(10);
  for (let i = 0; i < 10; i++) kept.set(`k${i}`, i);
  assert.ok(kept.size <= 10);
  assert.equal(kept.get('k9'), 9);
  assert.equal(kept.get('k0'), undefined, 'the oldest went first');
  // k5 read again moves to the young generation, so it outlives k6..k8.
  assert.equal(kept.get('k5'), 5);
  for (let i = 10; i < 14; i++) kept.set(`k${i}`, i);
  assert.equal(kept.get('k5'), 5);
  assert.equal(kept.get('k6'), undefined);
  for (let i = 0; i < 1000; i++) kept.set(`n${i}`, i);
  assert.ok(kept.size <= 10);
});

it('forgets a deleted key and everything on clear', () => {
  const kept = new KeptMap<object, string>(4);
  const a = {};
  kept.set(a, 'a');
  kept.set({}, 'b');
  kept.delete(a);
  assert.equal(kept.get(a), undefined);
  kept.set(a, 'again');
  kept.clear();
  assert.equal(kept.get(a), undefined);
  assert.equal(kept.size, 0);
});
