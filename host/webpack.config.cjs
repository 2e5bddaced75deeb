// The host: the single-spa root config and the React shell. It knows no remote at build time:
// the page's remotes come from /remotes.json when it loads (src/federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
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

/** A script's source as the text of a `<script>` element: nothing in it can close the element. */
function inlineScript(source) {
  return String(source)
    .replace(/<\/(script)/gi, '<\\/$1')
    .replace(/<!--/g, '<\\!--')
    .trim();
}

/**
 * Drops the script files no page asks for: the start script's, which the page is written with,
 * and the empty one webpack makes for the typefaces' stylesheet. After the page is written.
 */
class PageOnlyScriptsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageOnlyScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PageOnlyScriptsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1,
        },
        () => {
          for (const name of ['start', 'typefaces']) {
            for (const file of compilation.entrypoints.get(name).getFiles()) {
              if (file.endsWith('.js')) compilation.deleteAsset(file);
            }
          }
        },
      );
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    context: __dirname,
    // `start` is the page's first script, written into the page itself: it starts `main` once
    // the page has painted, and adds `typefaces` (the brands' faces, a stylesheet of their own)
    // then too (src/start, and src/index.html's tags).
    entry: {
      main: './src/index.ts',
      start: './src/start/index.ts',
      typefaces: '@portal/ui/typefaces.css',
    },
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
        // The template places the tags: `start` written in, the one script the page runs until
        // it has painted; `main` and `typefaces` named for it to add then.
        inject: false,
        templateParameters: (compilation, assets, assetTags) => {
          const entryFile = (name, extension) =>
            compilation.entrypoints
              .get(name)
              .getFiles()
              .find((file) => file.endsWith(extension));
          const url = (file) => `${compilation.outputOptions.publicPath}${file}`;
          const typefaces = url(entryFile('typefaces', '.css'));
          return {
            headLinks: assetTags.headTags
              .filter((tag) => tag.tagName === 'link' && tag.attributes.href !== typefaces)
              .join(''),
            mainScript: url(entryFile('main', '.js')),
            typefaces,
            startSource: inlineScript(compilation.assets[entryFile('start', '.js')].source()),
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
      new PageOnlyScriptsPlugin(),
      // The service worker (/sw.js) exists in production builds only: dev servers reload freely.
      ...(production
        ? [
            serviceWorkerPlugin(),
            // valibot is no shared module (each build bundles its own part of it), but a
            // library all the same: weighed with them, not as the shell's own code.
            new BuildPartsPlugin({ sharedPackages: [...sharedPackages(), 'valibot'] }),
          ]
        : []),
    ],
    devServer: {
      host: '127.0.0.1',
      port: devPorts.host,
      historyApiFallback: true,
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api', '/remotes.json'], target: `http://127.0.0.1:${devPorts.api}` }],
    },
    optimization: {
      minimizer: [
        // webpack's own: the scripts.
        '...',
        // The stylesheets too, which webpack leaves as written: the page's sheet blocks its first
        // paint, and the portal's own parts of it (layout, faces, shell) kept every comment.
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.lightningCssMinify }),
      ],
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    stats: production ? 'minimal' : 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
};
