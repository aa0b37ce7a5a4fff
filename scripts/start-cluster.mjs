// `npm run start:cluster [-- --instances N]`: the shop as `npm start` builds it, served by N API
// instances (default 2) behind HAProxy on one port (PORT, default 8080), sharing PostgreSQL
// (DATABASE_URL; default a database `shop_cluster` on the local server, created when missing) and
// Redis (REDIS_URL). Ctrl-C stops everything.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startCluster } from './cluster/cluster.mjs';
import { DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL } from './cluster/services.mjs';
import { prepareShop } from './build.mjs';
import { ROOT } from './lib.mjs';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' } } });
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances must be a whole number from 1 to 16');
  process.exit(1);
}

await prepareShop();
const cluster = await startCluster({
  instances,
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  redisUrl: process.env.REDIS_URL || DEFAULT_REDIS_URL,
  // Kept between runs, like npm start's .data: the keys here encrypt what the database keeps.
  dataDir: process.env.DATA_DIR || join(ROOT, '.data', 'cluster'),
});
console.log(`\n  Little Loop is running at http://localhost:${cluster.port} (${instances} instances behind HAProxy)\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[cluster] stopping HAProxy and the instances');
    void cluster.stop().then(() => process.exit(0));
  });
}
