// The webpack config of one remote: a federated container exposing exactly `./spa`, with a
// manifest, content-hashed files and a public path taken from wherever the manifest is served,
// so one build can live in any version folder. `PORTAL_REMOTE_OUT` and `PORTAL_REMOTE_VERSION`
// come from `pnpm remote deploy`.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { BuildPartsPlugin } = require('./build-parts-plugin.cjs');
const { sharedFor, moduleRules } = require('./federation.cjs');
const { devPorts } = require('./ports.cjs');

const contractMajor = Number(require('../../shared/contract/package.json').version.split('.')[0]);

/** `mf-dashboard` -> `mf_dashboard`: container names end up as JavaScript identifiers. */
function containerName(app) {
  return app.replace(/-/g, '_');
}

/**
 * `app` and `spa` default to the package's name and `./src/spa.tsx`; the end-to-end fixtures
 * build stand-ins of a real remote with them.
 */
function remoteConfig(
  packageDir,
  { app = require(path.join(packageDir, 'package.json')).name, spa = './src/spa.tsx' } = {},
) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const serve = Boolean(process.env.WEBPACK_SERVE);
    const version = process.env.PORTAL_REMOTE_VERSION || 'dev';
    return {
      context: packageDir,
      entry: serve ? { dev: './src/dev/main.tsx' } : {},
      output: {
        path: process.env.PORTAL_REMOTE_OUT || path.join(packageDir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: containerName(app),
        // Per version: after a rollback, Retry loads another build of this remote into the same
        // page, and two builds pushing chunks into one global would mix their module tables.
        chunkLoadingGlobal: `webpackChunk_${containerName(app)}_${version.replace(/\W/g, '_')}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      module: { rules: moduleRules(production) },
      plugins: [
        new webpack.DefinePlugin({
          __REMOTE_NAME__: JSON.stringify(app),
          __REMOTE_VERSION__: JSON.stringify(version),
          __CONTRACT_MAJOR__: JSON.stringify(
            Number(process.env.PORTAL_CONTRACT_MAJOR || contractMajor),
          ),
        }),
        new ModuleFederationPlugin({
          name: containerName(app),
          filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          exposes: { './spa': spa },
          shared: sharedFor(packageDir),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          experiments: { externalRuntime: production },
        }),
        production && new BuildPartsPlugin(),
        serve &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'dev-shell.html'),
            chunks: ['dev'],
          }),
      ].filter(Boolean),
      devServer: {
        host: '127.0.0.1',
        port: devPorts[app],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${devPorts.api}` }],
      },
      devtool: production ? false : 'eval-cheap-module-source-map',
      performance: { hints: false },
      stats: production ? 'minimal' : 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { remoteConfig, containerName };
