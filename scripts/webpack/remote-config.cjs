// webpack config for a remote: exposes `./app` (single-spa lifecycles), emits mf-manifest.json,
// publishes its types (the dts plugin, abortOnError), and in production leans on the host's
// federation runtime instead of carrying its own copy.
const path = require('node:path');
const { createConfig } = require('./create-config.cjs');

function createRemoteConfig({ dir, name, devPort, exposes = { './app': './src/app.tsx' } }) {
  return (_env, argv = {}) => {
    const prod = argv.mode !== 'development';
    return createConfig(
      {
        dir,
        name,
        exposes,
        devPort,
        federation: {
          // Types are generated from this remote's own tsconfig into dist/@mf-types.
          dts: process.env.MF_SKIP_DTS
            ? false
            : { generateTypes: { abortOnError: true, tsConfigPath: path.join(dir, 'tsconfig.json') }, consumeTypes: false },
          experiments: prod ? { externalRuntime: true } : undefined,
        },
      },
      argv,
    );
  };
}

module.exports = { createRemoteConfig };
