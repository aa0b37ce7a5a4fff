const { createRemoteConfig } = require('../scripts/webpack/remote-config.cjs');

module.exports = createRemoteConfig({
  dir: __dirname,
  name: 'basket-checkout',
  devPort: 3002,
  exposes: { './app': './src/app.tsx', './basket-agent': './src/basket-agent.ts' },
});
