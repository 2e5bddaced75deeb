const webpack = require('webpack');
const { remoteConfig } = require('../scripts/build/remote.cjs');

const base = remoteConfig(__dirname);

// Deployment settings of the settings page: the password breach check's range endpoint
// (src/features/settings/api/breach-check.ts; empty means the reference API's own) and the push
// service's public VAPID key (src/features/settings/api/capabilities.ts; without one, and a
// service worker to receive pushes, the Push Notifications section does not show).
module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new webpack.DefinePlugin({
      __BREACH_RANGE_URL__: JSON.stringify(process.env.PORTAL_BREACH_RANGE_URL || ''),
      __PUSH_PUBLIC_KEY__: JSON.stringify(process.env.PORTAL_PUSH_PUBLIC_KEY || ''),
    }),
  );
  return config;
};
