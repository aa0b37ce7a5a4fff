// What API instances share through Redis (api/src/lib/redis.ts), on the real Redis the cluster
// uses: two instances' stores count one window together, kept answers expire, and a store whose
// Redis is away answers at once with nothing (the callers then work alone), never an error.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { after, describe, it } from 'node:test';
import { connectRedis } from '../../api/src/lib/redis.ts';
import { windowLimit } from '../../api/src/lib/window-limit.ts';
import { DEFAULT_REDIS_URL } from './services.mjs';

const url = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const prefix = `shop:test-${randomBytes(4).toString('hex')}:`;
const a = connectRedis(url, { prefix });
const b = connectRedis(url, { prefix });
const ready = async (store) => {
  // A new store connects in the background; until then it answers nothing.
  for (let i = 0; i < 50 && (await store.hit(['ready'], 5)) === null; i++) await new Promise((r) => setTimeout(r, 100));
};
after(async () => {
  await a.close();
  await b.close();
});

describe('the Redis shared store', () => {
  it('counts one window across instances, and says how long it has left', async () => {
    await ready(a);
    await ready(b);
    const hits = [];
    for (let i = 0; i < 6; i++) hits.push(...(await (i % 2 ? b : a).hit(['limit:x', 'limit:y'], 60)).map((w) => w.hits));
    assert.deepEqual(hits, [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    const [w] = await a.hit(['limit:x'], 60);
    assert.ok(w.retryAfter > 0 && w.retryAfter <= 60, `retryAfter ${w.retryAfter}`);
  });

  it('starts a new window once the old one ends', async () => {
    assert.equal((await a.hit(['limit:short'], 1))[0].hits, 1);
    assert.equal((await b.hit(['limit:short'], 1))[0].hits, 2);
    await new Promise((r) => setTimeout(r, 2100));
    assert.equal((await a.hit(['limit:short'], 1))[0].hits, 1);
  });

  it('keeps an answer for its time, for every instance', async () => {
    await a.set('answer:k', '{"v":1}', 300);
    assert.equal(await b.get('answer:k'), '{"v":1}');
    await new Promise((r) => setTimeout(r, 400));
    assert.equal(await b.get('answer:k'), null);
  });

  it('while Redis is away: nothing kept, nothing counted, no error; the limit counts in the database', async () => {
    // A port that accepts and at once closes: Redis is not there.
    const dead = createServer((socket) => socket.destroy());
    await new Promise((r) => dead.listen(0, '127.0.0.1', r));
    const away = connectRedis(`redis://127.0.0.1:${dead.address().port}`, { prefix });
    try {
      assert.equal(await away.get('answer:k'), null);
      await away.set('answer:k', 'x', 1000);
      assert.equal(await away.hit(['limit:x'], 60), null);
      const counted = [];
      const limit = windowLimit(away, 60, async (keys) => {
        counted.push(...keys);
        return keys.map(() => ({ hits: 1, retryAfter: 60 }));
      });
      assert.deepEqual(await limit.hit(['enquiry:contact:abc']), [{ hits: 1, retryAfter: 60 }]);
      assert.deepEqual(counted, ['enquiry:contact:abc'], 'counted by the database instead');
    } finally {
      await away.close();
      dead.close();
    }
  });
});
