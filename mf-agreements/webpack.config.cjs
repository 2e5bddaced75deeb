const { remoteConfig } = require('../scripts/build/remote.cjs');

module.exports = remoteConfig(__dirname);
