// `npm run bench:checkout`: add-to-basket and place-order throughput and latency with 20
// shoppers at once (one connection each) on loopback, against a real server: PGlite by
// default, PostgreSQL with DATABASE_URL. Each shopper is a real member with a real token.
// Place order = generate (takes the stock) + process (test card) for one box. Prints figures;
// asserts nothing. Bounded: BENCH_SECONDS per phase (default 10).
import { apiCall, startApiServer } from './lib.mjs';

const SHOPPERS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };
const CARD = { number: '4242424242424242', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvc: '123', holderName: 'Bench Mark' };
const ADDRESS = { firstName: 'Bench', lastName: 'Mark', line1: '1 Park Row', town: 'Leeds', postcode: 'LS1 4AP' };

const { base, stop } = await startApiServer({ tmpPrefix: 'bench-checkout-' });

const call = (path, options = {}) => apiCall(base, path, options);

async function shopper(n) {
  const email = `bench-co-${Date.now()}-${n}@example.co.uk`;
  const password = 'a benchmark password';
  const reg = await call('/v3/members', { method: 'POST', json: { firstName: 'Bench', lastName: 'Mark', email, password } });
  const outbox = await call(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(outbox.body[0].body)[1];
  await call('/v3/members/validateemail', { method: 'PUT', json: { token: verifyToken } });
  const signIn = await call('/auth/token', { method: 'POST', form: { grant_type: 'password', username: email, password, ...CLIENT } });
  if (reg.status !== 201 || signIn.status !== 200) throw new Error(`setup failed: ${reg.status} ${signIn.status}`);
  return { memberId: reg.body.response.data.memberId, token: signIn.body.access_token };
}

/** Boxes that can be delivered, shared out so no two shoppers want the same one. */
async function deliverableBoxes(limit) {
  const ids = Array.from({ length: limit }, (_, i) => `LL${String(i + 1).padStart(6, '0')}`);
  const found = [];
  for (let i = 0; i < ids.length; i += 50) {
    const details = await Promise.all(ids.slice(i, i + 50).map((id) => call(`/v3/boxes/${id}/detail`)));
    for (const d of details) {
      const b = d.body?.response?.data?.boxDetails?.[0];
      if (b && b.webSaleAllowed && b.boxSaleAllowed && b.ecomQuantity > 0 && b.sellPrice >= 5) found.push(b.boxId); // §9 minimum basket
    }
  }
  return found;
}

/** Counts a failure, and says why the first few failed (a benchmark that hides its errors measures nothing). */
let told = 0;
function failed(what, res) {
  if (told++ < 3) console.log(`  ${what} failed: ${res.status} ${JSON.stringify(res.body?.response?.error ?? res.body).slice(0, 160)}`);
  return false;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
function report(title, latencies, failures, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${title.padEnd(36)} ${(latencies.length / seconds).toFixed(0).padStart(6)} /s   p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms   p99 ${percentile(sorted, 99).toFixed(0).padStart(4)} ms   ${latencies.length} ok, ${failures} failed`,
  );
}

async function phase(title, shoppers, step) {
  const latencies = [];
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  const started = Date.now();
  await Promise.all(
    shoppers.map(async (s, i) => {
      for (let n = 0; Date.now() < until; n++) {
        const ms = await step(s, i, n); // the timed part's latency; false when it failed
        if (ms === null) return; // this shopper has nothing left to do
        if (ms === false) failures++;
        else latencies.push(ms);
      }
    }),
  );
  report(title, latencies, failures, (Date.now() - started) / 1000);
}

const shoppers = [];
for (let i = 0; i < SHOPPERS; i++) shoppers.push(await shopper(i));
const boxes = await deliverableBoxes(Number(process.env.BENCH_BOXES ?? 3000));
const perShopper = Math.floor(boxes.length / SHOPPERS);
console.log(`\n${SHOPPERS} shoppers at once, ${SECONDS} s a phase, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; ${boxes.length} deliverable boxes\n`);

// Add to basket: each shopper adds a box and takes it out again, over and over (the add is timed).
await phase('POST /v3/basket/{id}/add', shoppers, async (s, i, n) => {
  const boxId = boxes[i * perShopper + (n % Math.min(perShopper, 5))];
  const t0 = performance.now();
  const res = await call(`/v3/basket/${s.memberId}/add`, { method: 'POST', token: s.token, form: { boxId, quantity: '1', deliveryMethodId: '1', mode: '2', memberId: s.memberId } });
  const ms = performance.now() - t0;
  await call(`/v3/basket/${s.memberId}`, { method: 'DELETE', token: s.token, form: { boxId, deliveryMethodId: '1', mode: '2', quantity: '1', memberId: s.memberId } });
  return res.status === 200 ? ms : false;
});

// Place order: each shopper buys its own boxes one at a time (add not timed; generate + process timed).
await phase('place order (generate + process)', shoppers, async (s, i, n) => {
  if (n >= perShopper) return null;
  const boxId = boxes[i * perShopper + n];
  const added = await call(`/v3/basket/${s.memberId}/add`, { method: 'POST', token: s.token, form: { boxId, quantity: '1', deliveryMethodId: '1', mode: '2', memberId: s.memberId } });
  if (added.status !== 200) return failed('add', added);
  const t0 = performance.now();
  const expectedTotal = added.body.response.data.wesellItems.totalSellCost;
  const gen = await call('/v3/websellorders/generate', { method: 'POST', token: s.token, json: { paymentTypeId: 20, address: ADDRESS, expectedTotal }, headers: { 'idempotency-key': `bench-${s.memberId}-${n}` } });
  if (gen.status !== 201) return failed('generate', gen);
  const paid = await call(`/v3/websellorders/${gen.body.response.data.order.orderId}/process`, { method: 'POST', token: s.token, json: { card: CARD } });
  return paid.status === 200 && paid.body.response.data.payment.status === 'paid' ? performance.now() - t0 : failed('process', paid);
});

stop();
