import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from its environment, in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    deployDir: env.DEPLOY_DIR ? resolve(env.DEPLOY_DIR) : join(root, '.deploy'),
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    sentryDsn: env.SENTRY_DSN || undefined,
    flags: {
      onDemandUnlock: env.FEATURE_ON_DEMAND_UNLOCK === '1',
    },
  };
}

export type ApiConfig = ReturnType<typeof loadConfig>;
