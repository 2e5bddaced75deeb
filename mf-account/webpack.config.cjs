const webpack = require('webpack');
const { remoteConfig } = require('../scripts/build/remote.cjs');

const base = remoteConfig(__dirname);

// A deployment setting of the settings page: the password breach check's range endpoint
// (src/features/account/api/breach-check.ts; empty means the reference API's own). The push
// key is not one: the API makes it and answers it (GET /push/public-key, docs/decisions/013).
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      __BREACH_RANGE_URL__: JSON.stringify(process.env.PORTAL_BREACH_RANGE_URL || ''),
    }),
  );
  return config;
};
