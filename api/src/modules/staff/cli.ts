// `npm run staff -- stock <boxId> <quantity>`: staff commands run against the configured
// database (the embedded one by default). Today: stock received (receive-stock.ts).
import { loadConfig } from '../../config.js';
import { openDb } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { createOutbox } from '../outbox/outbox.js';
import { parseStockCommand, receiveStock, USAGE } from './receive-stock.js';

async function main() {
  const command = parseStockCommand(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb(config.database);
  try {
    await migrate(db);
    const outbox = createOutbox(config.mail);
    const now = await receiveStock(db, { ...command, publicUrl: config.publicUrl, outbox });
    if (now === null) {
      console.error(`no box ${command.boxId}`);
      process.exitCode = 1;
      return;
    }
    await outbox.flush(db);
    console.log(`${command.boxId}: ${now} online`);
  } finally {
    await db.close();
  }
}

await main();
