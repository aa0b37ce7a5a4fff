const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({ dir: __dirname, name: 'account', devPort: 3003, exposes: { './app': './src/app.tsx', './dialogs': './src/dialogs.tsx', './favourites-agent': './src/favourites-agent.ts' } });
