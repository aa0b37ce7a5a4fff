const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'unlock', devPort: 3005, prerender: './src/prerender.tsx' });
