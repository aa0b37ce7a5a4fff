// CSS is injected by style-loader in the browser; in jsdom tests its class names are enough.
module.exports = new Proxy({}, { get: (_t, key) => (key === '__esModule' ? false : String(key)) });
