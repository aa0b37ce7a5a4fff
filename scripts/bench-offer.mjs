// `npm run bench:offer`: the sell-to-us offer (POST /v3/quotations/{id}/offer) at 20 connections
// on loopback, against a real server (PGlite by default; DATABASE_URL for PostgreSQL). Every
// request prices a different quote with different answers: the quotes are made first, through
// the real calls, by enough members to stay inside the §9 sell limits, each with a small photo of
// every view its category requires (an offer needs them, 1042). Budget: p99 ≤ 50 ms.
// Prints figures (with the machine's load, and the CPU one offer cost in the API and, on
// PostgreSQL, in the database: latency on a shared machine follows its load, CPU does not);
// asserts nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiCall, ROOT, startApiServer } from './lib.mjs';
import { cpuPerRequest, loadText, withCpu } from './bench/cpu.mjs';

const require = createRequire(join(ROOT, 'api', 'package.json'));
const autocannon = require('autocannon');
const sharp = require('sharp');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const QUOTES = Number(process.env.BENCH_QUOTES ?? 2000);
const PER_MEMBER = 20; // the sell total basket item limit of the seeded settings
const CLIENT = { client_id: 'shop-web', client_secret: 'shop-web-public' };

const { base, pid, stop } = await startApiServer({ tmpPrefix: 'bench-offer-' });

const call = (path, options = {}) => apiCall(base, path, options);

async function member(n) {
  const email = `bench-offer-${Date.now()}-${n}@example.co.uk`;
  const password = 'a benchmark password';
  const reg = await call('/v3/members', { method: 'POST', json: { firstName: 'Bench', lastName: 'Mark', email, password } });
  const outbox = await call(`/dev/outbox.json?to=${encodeURIComponent(email)}`);
  await call('/v3/members/validateemail', { method: 'PUT', json: { token: /token=([A-Za-z0-9_-]+)/.exec(outbox.body[0].body)[1] } });
  const signIn = await call('/auth/token', { method: 'POST', form: { grant_type: 'password', username: email, password, ...CLIENT } });
  if (reg.status !== 201 || signIn.status !== 200) throw new Error(`member setup failed: ${reg.status} ${signIn.status}`);
  return { token: signIn.body.access_token, memberId: reg.body.response.data.memberId };
}

// Every funnel model, found by its category's own name, with the category's questions.
const wizard = (await call('/v3/attributes/buyinwizards')).body.response.data.buyInWizards.flatMap((w) => w.categories);
const catalogue = [];
for (const c of wizard) {
  const word = c.categoryName.split(/\W+/)[0].toLowerCase();
  const models = (await call(`/v3/quotations/models?query=${encodeURIComponent(word)}&categoryId=${c.categoryId}&limit=50`)).body.response.data.models;
  const questions = (await call(`/v3/quotations/questions?categoryId=${c.categoryId}`)).body.response.data.questions;
  for (const m of models) catalogue.push({ ...m, questions });
}

// One small JPEG for every required view: the bench measures the offer, not the photo check.
const PHOTO = new Blob(
  [
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#d9c7a8' } })
      .jpeg({ quality: 70 })
      .toBuffer(),
  ],
  { type: 'image/jpeg' },
);
const requiredViews = new Map();
async function addRequiredPhotos(memberId, token, quoteId, categoryId) {
  if (!requiredViews.has(categoryId)) {
    const types = (await call(`/v3/quotations/imagetypes?categoryId=${categoryId}`)).body.response.data.imageTypes;
    requiredViews.set(
      categoryId,
      types.filter((t) => t.required).map((t) => t.view),
    );
  }
  for (const view of requiredViews.get(categoryId)) {
    const form = new FormData();
    form.append('photo', PHOTO, 'photo.jpg');
    const res = await fetch(`${base}/v3/members/${memberId}/quotations/${quoteId}/images?view=${view}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (res.status !== 201) throw new Error(`photo upload failed: ${res.status} ${await res.text()}`);
  }
}

/** The i-th set of answers: every question answered, the choices varying with i, nothing we would refuse. */
function answersFor(questions, i) {
  return questions.map((q, k) => {
    const options = (q.options ?? []).filter((o) => !o.refuse);
    const bits = i * 7 + k * 13;
    if (q.type === 'single') return { questionId: q.questionId, answerIds: [options[bits % options.length].answerId] };
    if (q.type === 'included' || q.type === 'multiple') return { questionId: q.questionId, answerIds: options.filter((_, j) => (bits >> j) & 1).map((o) => o.answerId) };
    if (q.questionId === 'manufactureDate') return { questionId: q.questionId, value: `${2024 + (i % 2)}-0${1 + (i % 8)}` };
    if (q.questionId === 'expiryDate') return { questionId: q.questionId, value: `${2033 + (i % 3)}-0${1 + (i % 8)}` };
    return { questionId: q.questionId, value: `B${100000 + i}` };
  });
}

console.log(`\nMaking ${QUOTES} quotes over ${catalogue.length} models (${Math.ceil(QUOTES / PER_MEMBER)} members)...`);
const started = Date.now();
const quotes = [];
for (let m = 0; m * PER_MEMBER < QUOTES; m++) {
  const { token, memberId } = await member(m);
  await Promise.all(
    Array.from({ length: Math.min(PER_MEMBER, QUOTES - m * PER_MEMBER) }, async (_, k) => {
      const i = m * PER_MEMBER + k;
      const model = catalogue[(i * 31) % catalogue.length];
      const created = await call('/v3/quotations/create', { method: 'POST', token, json: { categoryId: model.categoryId, masterBoxId: model.masterBoxId, quantity: 1 } });
      if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body.response.error)}`);
      const quoteId = created.body.response.data.quotation.quoteId;
      const answered = await call(`/v3/quotations/${quoteId}/questions`, { method: 'POST', token, json: { answers: answersFor(model.questions, i) } });
      if (answered.status !== 200 || !answered.body.response.data.quotation.safety.sellable)
        throw new Error(`answers failed: ${JSON.stringify(answered.body.response.error ?? answered.body.response.data.quotation.safety)}`);
      await addRequiredPhotos(memberId, token, quoteId, model.categoryId);
      quotes.push({ quoteId, token });
    }),
  );
}
console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

// Warm up (JIT, connections) on quotes of their own, not counted.
const WARM = Math.min(50, Math.floor(quotes.length / 10));
for (const q of quotes.splice(0, WARM)) await call(`/v3/quotations/${q.quoteId}/offer`, { method: 'POST', token: q.token, json: {} });

let next = 0;
const loadBefore = loadText();
const result = await withCpu(
  pid,
  () =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          amount: quotes.length,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const q = quotes[next++ % quotes.length];
                return { ...req, path: `/v3/quotations/${q.quoteId}/offer`, headers: { authorization: `Bearer ${q.token}`, 'content-type': 'application/json' }, body: '{}' };
              },
            },
          ],
        },
        (err, r) => (err ? reject(err) : resolve(r)),
      );
    }),
);
console.log(`${CONNECTIONS} connections, ${quotes.length} offers (each a different quote), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(
  `${'POST /v3/quotations/{id}/offer'.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors   (budget: p99 ≤ 50 ms)`,
);
console.log(
  `CPU per offer: API ${cpuPerRequest(result.apiCpuMs, result.requests.total)}, database ${cpuPerRequest(result.dbCpuMs, result.requests.total)}; load before ${loadBefore}, after ${loadText()} (2 cores shared: latency above a load of 2 is pessimistic, CPU per offer is not)`,
);
stop();
