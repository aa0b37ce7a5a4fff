const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'sell-to-us', devPort: 3004, prerender: './src/prerender.tsx' });
