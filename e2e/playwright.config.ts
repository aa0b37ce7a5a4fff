import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

// Browser journeys across the composed shop, against the production build served as
// `npm start` serves it. Each spec starts its own API server on a copy of the deployment.
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Two at once: much of a journey is waiting (the shop, the browser), so two workers on two cores
  // take about half the time of one. Each worker has its own shop (the `shop` fixture).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
