import { existsSync } from 'node:fs';

/** Debian's Chromium: browsers are never downloaded. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`Chromium is not installed at ${path}. Install Debian's package (as root: apt-get install -y chromium) ` + 'or set CHROMIUM_PATH to a Chromium binary. Browser tests never download a browser.');
  }
  return path;
}

// As root on a closed network: no sandbox, and none of Chromium's background calls home.
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
