// Builds src/pwa/service-worker.ts into /sw.js with the list of the host's own files to keep
// (workbox InjectManifest). Remotes are not listed: they are deployed apart from the host, and
// the worker keeps each remote version's files as they are first fetched.
const { InjectManifest } = require('workbox-webpack-plugin');

function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: require.resolve('./service-worker.ts'),
    swDest: 'sw.js',
    // The page is rendered per request, and the federation manifests and build parts describe
    // the build, not files the page fetches.
    exclude: [/\.html$/, /\.map$/, /\.LICENSE\.txt$/, /^mf-[\w-]+\.json$/, /^build-parts\.json$/],
    // Hashed names change with their content: the URL is the revision.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(?:js|css)$/,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
}

module.exports = { serviceWorkerPlugin };
