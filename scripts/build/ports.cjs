// Ports of the development servers (`pnpm dev`, `pnpm --filter <remote> dev`).
const devPorts = {
  host: 8080,
  api: 8079,
  'mf-dashboard': 3101,
  'mf-policy-changes': 3102,
  'mf-payments': 3103,
  'mf-agreements': 3104,
  'mf-account': 3105,
};

module.exports = { devPorts };
