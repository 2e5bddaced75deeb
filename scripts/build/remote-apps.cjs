// The remotes as the route table names them (REMOTE_APPS, shared/contract/src/routes.ts), for the
// plain-JS configs (webpack's, ESLint's) that cannot import TypeScript themselves.
const { require: requireTypeScript } = require('tsx/cjs/api');

const { REMOTE_APPS } = requireTypeScript('../../shared/contract/src/routes.ts', __filename);

module.exports = { REMOTE_APPS };
