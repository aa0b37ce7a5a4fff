// `npm run staff -- <command>`: staff commands run against the configured database (the
// embedded one by default):
//   stock <boxId> <quantity>                       stock received (receive-stock.ts)
//   dispatch <orderId> <carrier> <trackingNumber>  an order handed to a carrier (dispatch-order.ts)
//   idproof <email> <type> <last4> <expiry>        an ID check done in store (record-id-proof.ts)
//   restock <quoteId>                              a paid quote's item put on sale (restock-quote.ts)
//   create-staff <email> "<name>"                  a staff account (create-staff.ts; password from STAFF_PASSWORD or asked)
//   search-rollup                                  popular searches counted now (search-command.ts; the API does it every 10 min)
//   search-hide "<text>" | search-unhide "<text>" | search-hidden
//                                                  a text never suggested under the search box (search-command.ts)
//   unlock-code <membershipNumber>                 a new unlock code for an in-store membership (unlock-code.ts)
//   flag list | flag <name> on|off                 the §6 feature flags, without a deploy (flag-command.ts)
//   queue on|off|status                            the waiting room's switch for a sale day (queue-command.ts)
//   goods-in-permission grant|revoke <email> | goods-in-permission list
//                                                  who may work the goods-in bench (goods-in-permission-command.ts)
//   release-permission grant|revoke <email> <target> | release-permission list
//                                                  release roles of the deploy commands (release-permission-command.ts)
//   content publish <key> <file.md> [--note "why"] | content history <key> | content show <key>
//                                                  the content service's Markdown, with its history (content-command.ts)
//   arriving | receive <order> | inspect <quote> ... [--photo <file>] | pay <quote> | box-photo <boxId> <view> <file>
//                                                  goods-in, as the staff account STAFF_EMAIL (goods-in.ts, one file each)
//   parcel advance <order>                         the stand-in courier's next scan of a booked collection (parcel-advance.ts)
import { loadConfig, NotReadyToStart, requirePublicUrl } from '../../config.js';
import { openDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { recordIdProof } from '../in-store/id-proofs.js';
import { createOutbox } from '../outbox/outbox.js';
import { dispatchOrder, DISPATCH_USAGE, parseDispatchCommand } from './dispatch-order.js';
import { ID_PROOF_USAGE, parseIdProofCommand } from './record-id-proof.js';
import { parseStockCommand, receiveStock, USAGE } from './receive-stock.js';
import { parseRestockCommand, restockQuote, RESTOCK_USAGE } from './restock-quote.js';
import { buildApp } from '../../app.js';
import { ApiError } from '../../http/envelope.js';
import { arriving } from './arriving.js';
import { staffIdOf, type GoodsInCommand } from './command.js';
import { promptPassword } from '../../lib/prompt-password.js';
import { createStaff, CREATE_STAFF_USAGE, parseCreateStaffCommand } from './create-staff.js';
import { inspectItem } from './inspect-item.js';
import { payItem } from './pay-item.js';
import { boxPhotoCommand } from './box-photo-command.js';
import { receiveParcel } from './receive-parcel.js';
import { parseSearchCommand, runSearchCommand, SEARCH_USAGE } from './search-command.js';
import { issueUnlockCode, parseUnlockCodeCommand, UNLOCK_CODE_USAGE } from './unlock-code.js';
import { CONTENT_USAGE, parseContentCommand, runContentCommand } from './content-command.js';
import { FLAG_USAGE, parseFlagCommand, runFlagCommand } from './flag-command.js';
import { parseQueueCommand, QUEUE_USAGE, runQueueCommand } from './queue-command.js';
import { PARCEL_ADVANCE_USAGE, parseParcelAdvance, runParcelAdvance } from './parcel-advance.js';
import { GOODS_IN_PERMISSION_USAGE, parseGoodsInPermissionCommand, runGoodsInPermissionCommand } from './goods-in-permission-command.js';
import { parseReleasePermissionCommand, RELEASE_PERMISSION_USAGE, runReleasePermissionCommand } from './release-permission-command.js';

const GOODS_IN_COMMANDS: GoodsInCommand<never>[] = [arriving, receiveParcel, inspectItem, payItem, boxPhotoCommand] as GoodsInCommand<never>[];

/** A goods-in command: run through the app's own services (the same as the staff API), as STAFF_EMAIL's account. */
function goodsInJob(args: string[]): Job | null {
  for (const command of GOODS_IN_COMMANDS) {
    const input = command.parse(args);
    if (input === null) continue;
    return async (db, config) => {
      const staffId = await staffIdOf(db, process.env.STAFF_EMAIL);
      if (!staffId) {
        console.error('set STAFF_EMAIL to your staff account (npm run staff -- create-staff ...)');
        process.exitCode = 1;
        return;
      }
      const app = await buildApp(config, { db, logger: false });
      try {
        await app.ready();
        await command.run({ db, goodsIn: app.goodsIn, inspectionPhotos: app.inspectionPhotos, boxPhotos: app.boxPhotos, staffId, print: (line) => console.log(line) }, input);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        console.error(`${err.code}: ${err.message}`);
        process.exitCode = 1;
      } finally {
        await app.close();
      }
    };
  }
  return null;
}

type Job = (db: Db, config: ReturnType<typeof loadConfig>) => Promise<void>;

function jobFor(args: string[]): Job | null {
  const goodsIn = goodsInJob(args);
  if (goodsIn) return goodsIn;
  const advance = parseParcelAdvance(args);
  if (advance) {
    return async (db, config) => {
      const app = await buildApp(config, { db, logger: false });
      try {
        await app.ready();
        await runParcelAdvance(app.webBuyOrders, advance, (line) => console.log(line));
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        console.error(`${err.code}: ${err.message}`);
        process.exitCode = 1;
      } finally {
        await app.close();
      }
    };
  }
  const search = parseSearchCommand(args);
  if (search === 'usage') return null;
  if (search) return (db) => runSearchCommand(db, search, (line) => console.log(line));
  const unlockCode = parseUnlockCodeCommand(args);
  if (unlockCode) {
    return async (db, config) => {
      const app = await buildApp(config, { db, logger: false });
      try {
        await app.ready();
        if (!(await issueUnlockCode(db, app.unlockAccess, unlockCode.membershipNumber, (line) => console.log(line)))) process.exitCode = 1;
      } finally {
        await app.close();
      }
    };
  }
  const flag = parseFlagCommand(args);
  if (flag === 'usage') return null;
  if (flag) return (db, config) => runFlagCommand(db, flag, config.flagOverrides, (line) => console.log(line));
  const queue = parseQueueCommand(args);
  if (queue === 'usage') return null;
  if (queue) return (db, config) => runQueueCommand(db, config, queue, (line) => console.log(line));
  const releasePermission = parseReleasePermissionCommand(args);
  if (releasePermission === 'usage') return null;
  if (releasePermission) {
    return async (db) => {
      if (!(await runReleasePermissionCommand(db, releasePermission, (line) => console.log(line)))) process.exitCode = 1;
    };
  }
  const goodsInPermission = parseGoodsInPermissionCommand(args);
  if (goodsInPermission === 'usage') return null;
  if (goodsInPermission) {
    return async (db) => {
      if (!(await runGoodsInPermissionCommand(db, goodsInPermission, (line) => console.log(line)))) process.exitCode = 1;
    };
  }
  const content = parseContentCommand(args);
  if (content) {
    return async (db) => {
      if (!(await runContentCommand(db, content, (line) => console.log(line)))) process.exitCode = 1;
    };
  }
  const newStaff = parseCreateStaffCommand(args);
  if (newStaff) {
    return async (db) => {
      const password = process.env.STAFF_PASSWORD ?? (await promptPassword('Password for the new staff account: '));
      if (!(await createStaff(db, newStaff, password, (line) => console.log(line)))) process.exitCode = 1;
    };
  }
  const stock = parseStockCommand(args);
  if (stock) {
    return async (db, config) => {
      const outbox = createOutbox(config.mail);
      const now = await receiveStock(db, { ...stock, publicUrl: requirePublicUrl(config), outbox });
      if (now === null) {
        console.error(`no box ${stock.boxId}`);
        process.exitCode = 1;
        return;
      }
      await outbox.flush(db);
      console.log(`${stock.boxId}: ${now} online`);
    };
  }
  const dispatch = parseDispatchCommand(args);
  if (dispatch) {
    return async (db) => {
      const outcome = await dispatchOrder(db, dispatch);
      if (!outcome.ok) {
        console.error(`order ${dispatch.orderId} not dispatched: ${outcome.reason}`);
        process.exitCode = 1;
        return;
      }
      console.log(`${outcome.orderNumber}: dispatched with ${dispatch.carrier}, ${dispatch.trackingNumber}`);
    };
  }
  const idProof = args[0] === 'idproof' ? parseIdProofCommand(args) : null;
  if (idProof) {
    return async (db) => {
      const result = await recordIdProof(db, idProof);
      if ('problem' in result) {
        console.error(result.problem);
        process.exitCode = 1;
        return;
      }
      // The e-mail address is not echoed: terminal scroll-back and CI logs keep what is printed.
      console.log(`ID check ${result.idproofPrimaryId} recorded`);
    };
  }
  const restock = parseRestockCommand(args);
  if (restock) {
    return async (db, config) => {
      const outbox = createOutbox(config.mail);
      const result = await restockQuote(db, { ...config, publicUrl: requirePublicUrl(config) }, outbox, restock.quoteId);
      if ('problem' in result) {
        console.error(result.problem);
        process.exitCode = 1;
        return;
      }
      await outbox.flush(db);
      console.log(`${restock.quoteId}: on sale as ${result.boxId}`);
    };
  }
  return null;
}

async function main() {
  const job = jobFor(process.argv.slice(2));
  if (!job) {
    console.error(
      [
        USAGE,
        DISPATCH_USAGE,
        ID_PROOF_USAGE,
        RESTOCK_USAGE,
        CREATE_STAFF_USAGE,
        SEARCH_USAGE,
        UNLOCK_CODE_USAGE,
        FLAG_USAGE,
        QUEUE_USAGE,
        RELEASE_PERMISSION_USAGE,
        GOODS_IN_PERMISSION_USAGE,
        CONTENT_USAGE,
        PARCEL_ADVANCE_USAGE,
        ...GOODS_IN_COMMANDS.map((c) => c.usage),
      ].join('\n'),
    );
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb(config.database);
  try {
    await migrate(db);
    await job(db, config);
  } catch (err) {
    // A command that runs the shop's services, without the settings production mode needs: the list.
    if (!(err instanceof NotReadyToStart)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

await main();
