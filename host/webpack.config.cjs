const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { GenerateSW } = require('workbox-webpack-plugin');
const { createConfig, buildVersion } = require('../scripts/webpack/create-config.cjs');

module.exports = (_env, argv = {}) => {
  const version = buildVersion();
  process.env.BUILD_VERSION = version;
  const prod = argv.mode !== 'development';
  const plugin = (file) => path.join(__dirname, 'src/federation', file);
  return createConfig(
    {
      dir: __dirname,
      name: 'host',
      // Every host build lives in its own folder; index.html is served for every route.
      publicPath: prod ? `/host/${version}/` : '/',
      federation: {
        runtimePlugins: [plugin('retry-plugin.ts'), plugin('report-load-errors-plugin.ts'), plugin('shared-version-plugin.ts'), plugin('yield-plugin.ts')],
        experiments: prod ? { provideExternalRuntime: true } : undefined,
      },
      plugins: [
        new HtmlWebpackPlugin({
          template: './src/index.html',
          inject: 'head',
          scriptLoading: 'defer',
          // The API fills the shop: comments at serve time; they must survive minifying.
          minify: { collapseWhitespace: true, removeComments: false, minifyCSS: true },
        }),
        ...(prod
          ? [
              new GenerateSW({
                swDest: 'sw.js',
                // The new worker waits until the shopper accepts the new-version notice.
                skipWaiting: false,
                clientsClaim: true,
                inlineWorkboxRuntime: true,
                sourcemap: false,
                exclude: [/\.map$/, /\.txt$/, /index\.html$/, /sw\.js$/],
                maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
              }),
            ]
          : []),
      ],
    },
    argv,
  );
};
