import { buildApp } from './app.js';
import { loadConfig, modeAnnouncement, NotReadyToStart } from './config.js';
import { closeOnSignals } from './modules/health/drain.js';

const config = loadConfig();
const app = await buildApp(config).catch((err: unknown) => {
  // Production mode without what it needs: the list, not a stack trace.
  if (!(err instanceof NotReadyToStart)) throw err;
  console.error(err.message);
  process.exit(1);
});
closeOnSignals(app, app.drain, config.drain);

await app.listen({ host: config.host, port: config.port });
const shown = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
console.log(`\n  Little Loop is running at http://${shown}:${(app.server.address() as { port: number }).port}\n`);
console.log(
  `${modeAnnouncement(config)
    .map((line) => `  ${line}`)
    .join('\n')}\n`,
);
