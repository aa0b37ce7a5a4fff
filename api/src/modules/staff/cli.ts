// `npm run staff -- <command>`: staff commands run against the configured database (the
// embedded one by default). Stock received (receive-stock.ts); an ID check done in store
// (record-id-proof.ts).
import { loadConfig } from '../../config.js';
import { openDb, type Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { recordIdProof } from '../in-store/id-proofs.js';
import { createOutbox } from '../outbox/outbox.js';
import { ID_PROOF_USAGE, parseIdProofCommand } from './record-id-proof.js';
import { parseStockCommand, receiveStock, USAGE } from './receive-stock.js';

async function withDb(work: (db: Db, config: ReturnType<typeof loadConfig>) => Promise<void>) {
  const config = loadConfig();
  const db = await openDb(config.database);
  try {
    await migrate(db);
    await work(db, config);
  } finally {
    await db.close();
  }
}

async function stock(args: string[]) {
  const command = parseStockCommand(args);
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  await withDb(async (db, config) => {
    const outbox = createOutbox(config.mail);
    const now = await receiveStock(db, { ...command, publicUrl: config.publicUrl, outbox });
    if (now === null) {
      console.error(`no box ${command.boxId}`);
      process.exitCode = 1;
      return;
    }
    await outbox.flush(db);
    console.log(`${command.boxId}: ${now} online`);
  });
}

async function idProof(args: string[]) {
  const command = parseIdProofCommand(args);
  if (!command) {
    console.error(ID_PROOF_USAGE);
    process.exit(2);
  }
  await withDb(async (db) => {
    const result = await recordIdProof(db, command);
    if ('problem' in result) {
      console.error(result.problem);
      process.exitCode = 1;
      return;
    }
    // The e-mail address is not echoed: terminal scroll-back and CI logs keep what is printed.
    console.log(`ID check ${result.idproofPrimaryId} recorded`);
  });
}

const args = process.argv.slice(2);
if (args[0] === 'idproof') await idProof(args);
else await stock(args);
