// Ports of the development servers (`pnpm dev`, `pnpm --filter <remote> dev`): a remote's is 3101
// plus its place in REMOTE_APPS.
const { REMOTE_APPS } = require('./remote-apps.cjs');

const devPorts = {
  host: 8080,
  api: 8079,
  ...Object.fromEntries(REMOTE_APPS.map((app, index) => [app, 3101 + index])),
};

module.exports = { devPorts };
