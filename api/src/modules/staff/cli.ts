// `npm run staff -- <command>`: staff commands run against the configured database (the
// embedded one by default):
//   stock <boxId> <quantity>                       stock received (receive-stock.ts)
//   dispatch <orderId> <carrier> <trackingNumber>  an order handed to a carrier (dispatch-order.ts)
//   idproof <email> <type> <last4> <expiry>        an ID check done in store (record-id-proof.ts)
//   restock <quoteId>                              a paid quote's item put on sale (restock-quote.ts)
import { loadConfig } from '../../config.js';
import { openDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { recordIdProof } from '../in-store/id-proofs.js';
import { createOutbox } from '../outbox/outbox.js';
import { dispatchOrder, DISPATCH_USAGE, parseDispatchCommand } from './dispatch-order.js';
import { ID_PROOF_USAGE, parseIdProofCommand } from './record-id-proof.js';
import { parseStockCommand, receiveStock, USAGE } from './receive-stock.js';
import { parseRestockCommand, restockQuote, RESTOCK_USAGE } from './restock-quote.js';

type Job = (db: Db, config: ReturnType<typeof loadConfig>) => Promise<void>;

function jobFor(args: string[]): Job | null {
  const stock = parseStockCommand(args);
  if (stock) {
    return async (db, config) => {
      const outbox = createOutbox(config.mail);
      const now = await receiveStock(db, { ...stock, publicUrl: config.publicUrl, outbox });
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
      const result = await restockQuote(db, config, outbox, restock.quoteId);
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
    console.error(`${USAGE}\n${DISPATCH_USAGE}\n${ID_PROOF_USAGE}\n${RESTOCK_USAGE}`);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb(config.database);
  try {
    await migrate(db);
    await job(db, config);
  } finally {
    await db.close();
  }
}

await main();
