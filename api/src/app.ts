import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import type { ApiConfig } from './config.js';
import { deploymentRoutes } from './modules/deployment/routes.js';
import { healthRoutes } from './modules/health/routes.js';

export async function buildApp(config: ApiConfig, { logger = true }: { logger?: boolean } = {}) {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] } : false,
    trustProxy: true,
  });

  const sentryOrigin = config.sentryDsn ? new URL(config.sentryDsn).origin : null;
  // On a developer's machine a remote may be served by its own watch-mode server.
  const devOrigins = config.production ? [] : ['http://localhost:*', 'http://127.0.0.1:*'];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...devOrigins],
        // style-loader injects each remote's scoped CSS as <style> elements.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...devOrigins, ...(sentryOrigin ? [sentryOrigin] : [])],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remote builds may come from another origin (a CDN) in production.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: config.production,
  });

  await app.register(healthRoutes);
  await app.register(deploymentRoutes, { deployDir: config.deployDir, flags: config.flags, sentryDsn: config.sentryDsn });
  return app;
}
