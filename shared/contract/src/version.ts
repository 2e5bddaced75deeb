import pkg from '../package.json' with { type: 'json' };

/** The contract's version; its major is what a remote build is checked against at mount. */
export const CONTRACT_VERSION: string = pkg.version;
export const CONTRACT_MAJOR = Number(CONTRACT_VERSION.split('.')[0]);
