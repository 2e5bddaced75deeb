// The host: the single-spa root config and the React shell. It knows no remote at build time:
// the page's remotes come from /remotes.json when it loads (src/federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { serviceWorkerPlugin } = require('./src/pwa/service-worker-plugin.cjs');
const { BuildPartsPlugin } = require('../scripts/build/build-parts-plugin.cjs');
const { sharedFor, moduleRules } = require('../scripts/build/federation.cjs');
const { devPorts } = require('../scripts/build/ports.cjs');

const HOST_STARTUP_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
  // @portal/ui's forms: the shell's own login form renders with them.
  'final-form',
  'react-final-form',
  'valibot',
  '@portal/contract',
  '@portal/event-bus',
  '@portal/platform',
  '@portal/ui',
];

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    context: __dirname,
    entry: { main: './src/index.ts' },
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
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        // What the shell itself runs on comes in its entry chunk: one request instead of a
        // waterfall of a dozen before the first paint. Remotes then find these loaded.
        shared: sharedFor(__dirname, {
          // Development builds compile JSX to react/jsx-dev-runtime instead.
          eager: production
            ? HOST_STARTUP_MODULES
            : [...HOST_STARTUP_MODULES, 'react/jsx-dev-runtime'],
        }),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
      // The service worker (/sw.js) exists in production builds only: dev servers reload freely.
      ...(production ? [serviceWorkerPlugin(), new BuildPartsPlugin()] : []),
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
