// The host: the single-spa root config and the React shell. It knows no remote at build time:
// the page's remotes come from /remotes.json when it loads (src/federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { serviceWorkerPlugin } = require('./src/pwa/service-worker-plugin.cjs');
const { BuildPartsPlugin } = require('../scripts/build/build-parts-plugin.cjs');
const { SHARED_MODULES, sharedFor, moduleRules } = require('../scripts/build/federation.cjs');
const { HostFederationPlugin } = require('../scripts/build/host-federation-plugin.cjs');
const { devPorts } = require('../scripts/build/ports.cjs');

/** Each shared module's version and the range remotes ask for, by share key. */
function hostShared() {
  return Object.fromEntries(
    Object.entries(sharedFor(__dirname)).map(([key, { version, requiredVersion }]) => [
      key,
      { version, requiredVersion },
    ]),
  );
}

/** The packages the shared modules come from: 'react/jsx-runtime' is react's. */
function sharedPackages() {
  const names = SHARED_MODULES.map((specifier) => {
    const parts = specifier.split('/');
    return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  });
  return [...new Set(names)];
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    context: __dirname,
    // `start` is the page's first script: it starts `main` once the page has painted
    // (src/start, and src/index.html's tags).
    entry: { main: './src/index.ts', start: './src/start/index.ts' },
    output: {
      path: process.env.PORTAL_HOST_OUT || path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: 'host',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        ...moduleRules(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        // The brands' typefaces (shared/ui/src/typefaces.css), as files of their own.
        {
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        // The template places the tags: `main` preloaded, `start` the one script it runs.
        inject: false,
        templateParameters: (compilation, assets, assetTags) => {
          const entryScript = (name) =>
            `${compilation.outputOptions.publicPath}${compilation.entrypoints
              .get(name)
              .getFiles()
              .find((file) => file.endsWith('.js'))}`;
          return {
            headLinks: assetTags.headTags.filter((tag) => tag.tagName === 'link').join(''),
            mainScript: entryScript('main'),
            startScript: entryScript('start'),
          };
        },
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      // The host is not a container: it hands its own copies of the shared modules to the
      // Module Federation runtime, which it starts in a chunk of its own (src/federation). Its
      // first script is then what the shell imports, tree-shaken, with no runtime in it.
      new webpack.DefinePlugin({
        __HOST_SHARED__: JSON.stringify(hostShared()),
      }),
      new HostFederationPlugin({ shared: Object.keys(hostShared()) }),
      // The service worker (/sw.js) exists in production builds only: dev servers reload freely.
      ...(production
        ? [serviceWorkerPlugin(), new BuildPartsPlugin({ sharedPackages: sharedPackages() })]
        : []),
    ],
    devServer: {
      host: '127.0.0.1',
      port: devPorts.host,
      historyApiFallback: true,
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api', '/remotes.json'], target: `http://127.0.0.1:${devPorts.api}` }],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: production ? 'minimal' : 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
};
