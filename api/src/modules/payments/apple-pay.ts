// Apple Pay on the web (spec §7 generateapplepaysession, §9 payment id 22, version 3).
// Merchant validation as Apple documents it ('Providing merchant validation', 'Setting up your
// server'): the browser's ApplePaySession hands us a validation URL; the server POSTs
// { merchantIdentifier, displayName, initiative: 'web', initiativeContext } to it over mutual TLS
// with the merchant identity certificate, and passes Apple's opaque merchant session back to the
// browser. Only Apple's documented gateway hosts are ever called (a strict allow list, as Apple
// asks), so a made-up URL cannot turn the server into a proxy. The payment token the sheet gives
// afterwards goes to the card provider (card-provider.ts). Off unless configured; the embedded
// stand-in answers a session of the same shape without calling Apple (docs/buying.md 'Apple Pay').
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { request } from 'node:https';
import { ProviderError } from './redirect-provider.js';

/** Apple's merchant validation hosts: production (global, China) and the sandbox ones. */
export const APPLE_PAY_GATEWAY_HOSTS = ['apple-pay-gateway.apple.com', 'cn-apple-pay-gateway.apple.com', 'apple-pay-gateway-cert.apple.com', 'cn-apple-pay-gateway-cert.apple.com'] as const;
const VALIDATION_PATHS = new Set(['/paymentservices/startSession', '/paymentservices/paymentSession']);

/** Why a validation URL is not one of Apple's, or null when it is. */
export function validationUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password || url.port) return 'credentials or a port';
  if (!(APPLE_PAY_GATEWAY_HOSTS as readonly string[]).includes(url.hostname)) return 'not an Apple Pay gateway host';
  if (!VALIDATION_PATHS.has(url.pathname) || url.search || url.hash) return 'not a merchant validation path';
  return null;
}

export interface ApplePayMerchant {
  /** The merchant identifier registered with Apple (merchant.shop.littleloop). */
  merchantIdentifier: string;
  /** The name on the payment sheet. */
  displayName: string;
  /** The shop's domain, verified with Apple (initiativeContext). */
  domain: string;
}

export type ApplePayConfig = (ApplePayMerchant & { mode: 'apple'; certPem: string; keyPem: string }) | (ApplePayMerchant & { mode: 'embedded' });

export interface ApplePayValidator {
  readonly mode: ApplePayConfig['mode'];
  /** Apple's merchant session for this validation URL (already checked by validationUrlProblem). */
  merchantSession(validationUrl: string): Promise<Record<string, unknown>>;
}

/** Where a test sends a gateway host instead (a local stand-in with its own certificate authority). */
export type GatewayRoute = (hostname: string) => { host: string; port: number; ca: string };

export function createApplePayValidator(cfg: ApplePayConfig, { route }: { route?: GatewayRoute } = {}): ApplePayValidator {
  if (cfg.mode === 'embedded') return embeddedValidator(cfg);
  return {
    mode: 'apple',
    merchantSession(validationUrl) {
      const url = new URL(validationUrl);
      const body = JSON.stringify({ merchantIdentifier: cfg.merchantIdentifier, displayName: cfg.displayName, initiative: 'web', initiativeContext: cfg.domain });
      const to = route?.(url.hostname);
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: to?.host ?? url.hostname,
            port: to?.port ?? 443,
            servername: url.hostname, // SNI: Apple requires it on every connection
            path: url.pathname,
            method: 'POST',
            headers: { host: url.hostname, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
            cert: cfg.certPem,
            key: cfg.keyPem,
            minVersion: 'TLSv1.2',
            ...(to ? { ca: to.ca } : {}),
            timeout: 10_000,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => {
              let session: unknown = null;
              try {
                session = JSON.parse(text);
              } catch {
                // not JSON: refused below
              }
              const ok = (res.statusCode ?? 0) < 300 && session && typeof session === 'object' && 'merchantSessionIdentifier' in session;
              // Apple's error body names the merchant and domain only; it is not passed on to the browser.
              if (!ok) reject(new ProviderError('Apple Pay refused the merchant validation', res.statusCode ?? 0, null));
              else resolve(session as Record<string, unknown>);
            });
          },
        );
        req.on('timeout', () => req.destroy(new ProviderError('Apple Pay did not answer in time', 0, null)));
        req.on('error', (err) => reject(err instanceof ProviderError ? err : new ProviderError(`Apple Pay could not be reached (${(err as NodeJS.ErrnoException).code ?? err.name})`, 0, null)));
        req.end(body);
      });
    },
  };
}

/** The stand-in: a session of Apple's shape (opaque to the shop), valid five minutes, signed with a key of its own. */
function embeddedValidator(cfg: ApplePayMerchant): ApplePayValidator {
  const key = randomBytes(32);
  return {
    mode: 'embedded',
    async merchantSession() {
      const epochTimestamp = Date.now();
      const session = {
        epochTimestamp,
        expiresAt: epochTimestamp + 5 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}_EMBEDDED`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: createHash('sha256').update(cfg.merchantIdentifier).digest('hex').toUpperCase(),
        domainName: cfg.domain,
        displayName: cfg.displayName,
        operationalAnalyticsIdentifier: `${cfg.displayName}:${createHash('sha256').update(cfg.merchantIdentifier).digest('hex').slice(0, 16).toUpperCase()}`,
        retries: 0,
      };
      return { ...session, signature: createHmac('sha256', key).update(JSON.stringify(session)).digest('base64') };
    },
  };
}
