// webpack config for a remote: exposes `./app` (single-spa lifecycles), emits mf-manifest.json,
// publishes its types (the dts plugin, abortOnError), and in production leans on the host's
// federation runtime instead of carrying its own copy.
const path = require('node:path');
const { createConfig, buildVersion } = require('./create-config.cjs');
const { createPrerenderConfig } = require('./prerender-config.cjs');

/** `prerender`: a module that paints this remote's first view on the server (see prerender-config). */
function createRemoteConfig({ dir, name, devPort, exposes = { './app': './src/app.tsx' }, prerender }) {
  return (_env, argv = {}) => {
    const prod = argv.mode !== 'development';
    const version = buildVersion();
    const browser = createConfig(
      {
        dir,
        name,
        version,
        exposes,
        devPort,
        federation: {
          // Types are generated from this remote's own tsconfig into dist/@mf-types.
          dts: process.env.MF_SKIP_DTS ? false : { generateTypes: { abortOnError: true, tsConfigPath: path.join(dir, 'tsconfig.json') }, consumeTypes: false },
          experiments: prod ? { externalRuntime: true } : undefined,
        },
      },
      argv,
    );
    return prod && prerender ? [browser, createPrerenderConfig({ dir, name, entry: prerender, version })] : browser;
  };
}

module.exports = { createRemoteConfig };
