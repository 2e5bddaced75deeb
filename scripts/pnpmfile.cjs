// typescript-eslint parses with the classic TypeScript compiler API, which the native
// TypeScript 7 package does not ship. Its packages get the last classic release as a
// dependency of their own, while `tsc` (the typecheck) stays TypeScript 7.
const CLASSIC_TYPESCRIPT = 'npm:typescript@5.9.3';
const needsClassic = (name) =>
  name === 'typescript-eslint' || name.startsWith('@typescript-eslint/') || name === 'ts-api-utils';

module.exports = {
  hooks: {
    readPackage(pkg) {
      if (needsClassic(pkg.name) && pkg.peerDependencies?.typescript) {
        delete pkg.peerDependencies.typescript;
        pkg.dependencies = { ...pkg.dependencies, typescript: CLASSIC_TYPESCRIPT };
      }
      return pkg;
    },
  },
};
