const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'catalogue',
  devPort: 3001,
  prerender: './src/prerender.tsx',
  // './search-box': suggestions for the host's header search form (loaded when the shopper reaches for it).
  exposes: { './app': './src/app.tsx', './search-box': './src/search-box.tsx' },
});
