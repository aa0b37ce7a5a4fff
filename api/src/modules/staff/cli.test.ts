// The staff CLI for real: `npm run staff -- ...` run as a process against a PGlite database in a
// temporary folder, a member's parcel made through the API first. The goods-in commands share
// the staff API's service, so this checks the command lines, the account they act as, their exit
// codes and what they print (never the member's e-mail address).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDb } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { createVerifiedMember, signedIn } from '../../testing/test-app.js';
import { addRequiredPhotos } from '../../testing/quote-photos.js';
import { seedCatalogueIfEmpty } from '../catalogue/reference.js';
import { BUY_IN_MODELS } from '../quotations/buy-in-models.js';
import { phoneJpeg } from '../quote-images/test-photos.js';
import { parseCreateStaffCommand } from './create-staff.js';
import { boxPhotoCommand } from './box-photo-command.js';
import { inspectItem } from './inspect-item.js';

const folder = mkdtempSync(join(tmpdir(), 'staff-cli-'));
const ENV = {
  // The shop's mode on a developer's machine: goods-in runs the shop's services (buildApp).
  SHOP_MODE: 'development',
  DATABASE_URL: '',
  PGLITE_DIR: join(folder, 'pglite'),
  DATA_DIR: folder,
  AUTH_JWT_SECRET: 'cli-test-secret-0123456789abcdef012345',
  BANK_DATA_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
};
const STAFF_EMAIL = 'goods-in@littleloop.example';
let memberEmail = '';
let orderId = '';
let quoteIds: string[] = [];

/** Runs `npm run staff -- ...args` (what that script runs) with this environment. */
const staff = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url)), ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...ENV, ...env },
    timeout: 180_000,
  });
const asStaff = (...args: string[]) => staff(args, { STAFF_EMAIL });

async function withDb<T>(fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: ENV.PGLITE_DIR });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

before(async () => {
  // A member's parcel of two accepted quotes, its label printed (sent), made through the API.
  await withDb(async (db) => {
    await migrate(db);
    await seedCatalogueIfEmpty(db, 40);
    const app = await buildApp(loadConfig(ENV), { db, logger: false });
    try {
      await app.ready();
      const m = await createVerifiedMember(app);
      memberEmail = m.email;
      const { auth } = await signedIn(app, m.email, m.password);
      const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
        const res = await app.inject({ method, url: `/v3/${url}`, headers: auth, ...(payload ? { payload } : {}) });
        assert.ok(res.statusCode < 300, `${url}: ${res.body}`);
        return res.json().response.data;
      };
      for (const name of ['Joie Pact', 'Graco Breaze Lite 2']) {
        const model = BUY_IN_MODELS.find((x) => x.name === name)!;
        const id = (await call('POST', 'quotations/create', { categoryId: model.categoryId, masterBoxId: model.masterBoxId })).quotation.quoteId as string;
        await call('POST', `quotations/${id}/questions`, {
          answers: [
            { questionId: 'condition', answerIds: ['B'] },
            { questionId: 'included', answerIds: ['manual'] },
            { questionId: 'faults', answerIds: [] },
            { questionId: 'age', answerIds: ['under-1'] },
          ],
        });
        await addRequiredPhotos(app, { memberId: m.memberId, auth }, id);
        await call('POST', `quotations/${id}/offer`);
        await call('PUT', `quotations/${id}/accept`, { payoutMethod: 'voucher' });
        quoteIds.push(id);
      }
      quoteIds = quoteIds.sort();
      orderId = (await call('POST', 'webbuyorders/generate', { quoteIds })).webBuyOrder.webBuyOrderId;
      const address = await call('POST', `members/${m.memberId}/address`, { firstName: 'Ada', lastName: 'Lovelace', line1: '12 Lavender Hill', town: 'London', county: '', postcode: 'SW11 5QW', phone: '07700 900123' });
      await call('PUT', `webbuyorders/${orderId}/address`, { handover: 'collection', addressId: Number(address.address.addressId) });
      const label = await app.inject({ method: 'POST', url: `/v3/webbuyorders/${orderId}/generateshippinglabel`, headers: auth });
      assert.equal(label.statusCode, 200, label.body);
    } finally {
      await app.close();
    }
  });
});
after(() => rmSync(folder, { recursive: true, force: true }));

describe('reading the command line', () => {
  it('inspect: confirm, revise <grade> "<reason>" [--photo <file>]…, return ["<reason>"]; anything else is not a command', () => {
    const id = '01JDQ7A4V9X2C3B5N6M7K8H9G0';
    assert.deepEqual(inspectItem.parse(['inspect', id, 'confirm']), { quoteId: id, outcome: { outcome: 'confirm' }, photoFiles: [] });
    assert.deepEqual(inspectItem.parse(['inspect', id, 'revise', 'c', ' Torn hood ']), { quoteId: id, outcome: { outcome: 'revise', grade: 'C', reason: 'Torn hood' }, photoFiles: [] });
    assert.deepEqual(inspectItem.parse(['inspect', id, 'revise', 'C', 'Torn hood', '--photo', 'a.jpg', '--photo', 'b.jpg']), {
      quoteId: id,
      outcome: { outcome: 'revise', grade: 'C', reason: 'Torn hood' },
      photoFiles: ['a.jpg', 'b.jpg'],
    });
    assert.deepEqual(inspectItem.parse(['inspect', id, 'return']), { quoteId: id, outcome: { outcome: 'return' }, photoFiles: [] });
    assert.deepEqual(inspectItem.parse(['inspect', id, 'return', 'Wrong model']), { quoteId: id, outcome: { outcome: 'return', reason: 'Wrong model' }, photoFiles: [] });
    const sevenPhotos = Array.from({ length: 7 }, (_, i) => ['--photo', `${i}.jpg`]).flat();
    for (const bad of [
      ['inspect', id, 'revise', 'D', 'x'],
      ['inspect', id, 'revise', 'C'],
      ['inspect', id, 'revise', 'C', ' '],
      ['inspect', id, 'revise', 'C', 'Torn hood', '--photo'],
      ['inspect', id, 'revise', 'C', 'Torn hood', '--picture', 'a.jpg'],
      ['inspect', id, 'revise', 'C', 'Torn hood', ...sevenPhotos],
      ['inspect', id, 'confirm', '--photo', 'a.jpg'],
      ['inspect', 'nope', 'confirm'],
      ['inspect', id, 'confirm', 'extra'],
      ['inspect', id],
    ]) {
      assert.equal(inspectItem.parse(bad), null, bad.join(' '));
    }
    assert.equal(parseCreateStaffCommand(['create-staff', STAFF_EMAIL]), null);
  });

  it('box-photo <boxId> <view> <file>: a §9 view of a box; anything else is not a command', () => {
    assert.deepEqual(boxPhotoCommand.parse(['box-photo', 'll900001', '1', 'front.jpg']), { boxId: 'LL900001', view: 1, file: 'front.jpg' });
    for (const bad of [
      ['box-photo', 'LL900001', '77', 'a.jpg'],
      ['box-photo', 'LL900001', '1'],
      ['box-photo', "x';--", '1', 'a.jpg'],
      ['box-photo', 'LL900001', '1', 'a.jpg', 'extra'],
      ['photo', 'LL900001', '1', 'a.jpg'],
    ]) {
      assert.equal(boxPhotoCommand.parse(bad), null, bad.join(' '));
    }
  });
});

describe('npm run staff -- ... against a PGlite database', () => {
  it('creates a staff account with the password from STAFF_PASSWORD, never from argv', () => {
    const made = staff(['create-staff', STAFF_EMAIL, 'Sam Goods-In'], { STAFF_PASSWORD: 'a long staff password' });
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /staff account ST[0-9A-HJKMNP-TV-Z]{8} made/);
    const inArgv = staff(['create-staff', 'x@littleloop.example', 'X', 'hunter2hunter2']);
    assert.equal(inArgv.status, 2, 'a password on the command line is not a command');
    assert.match(inArgv.stderr, /usage: staff create-staff/);
    // No terminal and no STAFF_PASSWORD: nothing is made.
    const noPassword = staff(['create-staff', 'y@littleloop.example', 'Y'], { STAFF_PASSWORD: '' });
    assert.notEqual(noPassword.status, 0);
  });

  it('goods-in commands need STAFF_EMAIL to name an account: who did it is kept', () => {
    const res = staff(['arriving']);
    assert.equal(res.status, 1);
    assert.match(res.stderr, /set STAFF_EMAIL/);
  });

  it('arriving → receive → inspect → pay, each item on its own; an illegal move exits 1 with the code; the member is never named', async () => {
    const arriving = asStaff('arriving');
    assert.equal(arriving.status, 0, arriving.stderr);
    assert.match(arriving.stdout, new RegExp(`${orderId}.*2 item\\(s\\)`));
    for (const q of quoteIds) assert.match(arriving.stdout, new RegExp(`${q}\\s+sent`));

    const early = asStaff('pay', quoteIds[0]!);
    assert.equal(early.status, 1);
    assert.match(early.stderr, /QUOTE_STATE_CONFLICT/);

    const received = asStaff('receive', orderId.toLowerCase());
    assert.equal(received.status, 0, received.stderr);
    assert.match(received.stdout, new RegExp(`${orderId}: received; ${quoteIds[0]} received, ${quoteIds[1]} received`));

    assert.equal(asStaff('inspect', quoteIds[0]!, 'confirm').status, 0);
    const paid = asStaff('pay', quoteIds[0]!);
    assert.equal(paid.status, 0, paid.stderr);
    assert.match(paid.stdout, /paid/);
    // A revision with a photo of the damage: an unreadable file is refused before anything moves.
    const missingFile = asStaff('inspect', quoteIds[1]!, 'revise', 'C', 'Torn hood', '--photo', join(folder, 'no-such.jpg'));
    assert.equal(missingFile.status, 1);
    assert.match(missingFile.stderr, /cannot read/);
    const photoFile = join(folder, 'torn-hood.jpg');
    writeFileSync(photoFile, await phoneJpeg({ width: 640, height: 480 }));
    const revised = asStaff('inspect', quoteIds[1]!, 'revise', 'C', 'Torn hood', '--photo', photoFile);
    assert.equal(revised.status, 0, revised.stderr);
    assert.match(revised.stdout, /photo [A-Za-z0-9_-]{22} added/);
    assert.match(revised.stdout, /revised \(the member is asked\)/);

    for (const r of [arriving, early, received, paid, missingFile, revised]) assert.doesNotMatch(r.stdout + r.stderr, new RegExp(memberEmail.replace(/[.+]/g, '\\$&')));

    await withDb(async (db) => {
      const [account] = await db.query<{ staff_id: string }>('SELECT staff_id FROM staff_accounts WHERE email = $1', [STAFF_EMAIL]);
      const rows = await db.query<{ quote_id: string; state: string }>('SELECT quote_id, state FROM quotations WHERE quote_id = ANY($1::text[]) ORDER BY quote_id', [quoteIds]);
      assert.deepEqual(
        rows.map((r) => r.state),
        ['paid', 'revised'],
      );
      // The revision names the staff photo the command added, taken by this account.
      const shown = await db.query<{ taken_by_staff_id: string }>('SELECT i.taken_by_staff_id FROM quote_revision_photos r JOIN quote_images i USING (image_id) WHERE r.quote_id = $1', [quoteIds[1]]);
      assert.deepEqual(shown, [{ taken_by_staff_id: account!.staff_id }]);
      const moves = await db.query<{ event: string; actor_id: string }>("SELECT event, actor_id FROM quotation_history WHERE quote_id = $1 AND actor_type = 'staff' ORDER BY id", [quoteIds[0]]);
      assert.deepEqual(moves, [
        { event: 'receive', actor_id: account!.staff_id },
        { event: 'inspect', actor_id: account!.staff_id },
        { event: 'pay', actor_id: account!.staff_id },
      ]);
      const [order] = await db.query<{ state: string; actor_id: string }>('SELECT o.state, h.actor_id FROM web_buy_orders o JOIN web_buy_order_history h USING (web_buy_order_id) WHERE o.web_buy_order_id = $1', [
        orderId,
      ]);
      assert.deepEqual(order, { state: 'received', actor_id: account!.staff_id });
    });
  });

  it("box-photo: the paid item's box, drawn (its member said no photos), gets the staff's photo", async () => {
    const [box] = await withDb((db) => db.query<{ box_id: string }>('SELECT box_id FROM restocked_quotes WHERE quote_id = $1', [quoteIds[0]]));
    const photoFile = join(folder, 'on-sale.jpg');
    writeFileSync(photoFile, await phoneJpeg({ width: 900, height: 900 }));
    const added = asStaff('box-photo', box!.box_id, '1', photoFile);
    assert.equal(added.status, 0, added.stderr);
    assert.equal(added.stdout.trim(), `${box!.box_id}: photo of view 1 added; its pictures are now views 1 (1 staff, 0 the member's)`);
    const [row] = await withDb((db) => db.query<{ taken_by_staff_id: string; member_id: string | null }>('SELECT taken_by_staff_id, member_id FROM box_photos WHERE box_id = $1', [box!.box_id]));
    assert.equal(row!.member_id, null);
    assert.match(row!.taken_by_staff_id, /^ST/);
  });
  it("stock: the back-in-stock e-mail a CLI process sends links to the shop's PUBLIC_URL, not localhost (issue 33 §5)", async () => {
    const boxId = await withDb(async (db) => {
      const [m] = await db.query<{ member_id: string }>('SELECT member_id FROM members WHERE email = $1', [memberEmail]);
      const [b] = await db.query<{ box_id: string }>('SELECT box_id FROM boxes WHERE box_sale_allowed AND box_web_sale_allowed ORDER BY box_id LIMIT 1');
      await db.query('UPDATE boxes SET ecom_quantity = 0 WHERE box_id = $1', [b!.box_id]);
      await db.query('DELETE FROM store_stock WHERE box_id = $1', [b!.box_id]);
      await db.query('INSERT INTO stock_alerts (member_id, box_id) VALUES ($1, $2)', [m!.member_id, b!.box_id]);
      return b!.box_id;
    });
    const res = staff(['stock', boxId, '1'], { PUBLIC_URL: 'https://www.littleloop.example' });
    assert.equal(res.status, 0, res.stderr);
    const mails = await withDb((db) => db.query<{ body: string }>("SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE 'Back in stock:%'", [memberEmail]));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.body, new RegExp(`https://www\\.littleloop\\.example/product-detail\\?id=${boxId.toLowerCase()}&`));
    assert.doesNotMatch(mails[0]!.body, /localhost/);
  });
});
