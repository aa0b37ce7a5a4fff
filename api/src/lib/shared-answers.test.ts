import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sharedAnswers } from './shared-answers.js';

it('runs identical calls once while fresh, again when stale, and forgets failures', async () => {
  let runs = 0;
  const answer = sharedAnswers<number>({ ttlMs: 30, max: 10 });
  const work = () => new Promise<number>((r) => setTimeout(() => r(++runs), 5));
  const [a, b] = await Promise.all([answer('k', work), answer('k', work)]);
  assert.equal(a, 1);
  assert.equal(b, 1);
  assert.equal(await answer('k', work), 1);
  await new Promise((r) => setTimeout(r, 40));
  assert.equal(await answer('k', work), 2);
  await assert.rejects(answer('bad', () => Promise.reject(new Error('x'))));
  assert.equal(await answer('bad', async () => 7), 7);
});

it('keeps at most `max` keys, dropping the oldest', async () => {
  let runs = 0;
  const answer = sharedAnswers<number>({ ttlMs: 60_000, max: 2 });
  const work = async () => ++runs;
  await answer('a', work);
  await answer('b', work);
  await answer('c', work);
  assert.equal(await answer('b', work), 2);
  assert.equal(await answer('a', work), 4);
});
