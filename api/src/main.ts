import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { closeOnSignals } from './modules/health/drain.js';

const config = loadConfig();
const app = await buildApp(config);
closeOnSignals(app, app.drain, config.drain);

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(`\n  Little Loop is running at http://${shown}:${(app.server.address() as { port: number }).port}\n`);
