const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'catalogue', devPort: 3001, prerender: './src/prerender.tsx' });
