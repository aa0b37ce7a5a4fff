// jsdom lacks what react-router 7 and fake-indexeddb need at import time.
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (typeof globalThis.structuredClone === 'undefined') globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
globalThis.__BUILD_VERSION__ = 'test';
// jsdom's performance has no entry lists; Sentry's tracing reads them on start.
if (typeof performance !== 'undefined' && typeof performance.getEntriesByType !== 'function') {
  performance.getEntriesByType = () => [];
}
