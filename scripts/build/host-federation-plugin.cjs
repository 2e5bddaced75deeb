// Writes host-federation.json beside the host's production build: the share keys the host hands
// to the Module Federation runtime, and the files of its federation chunk (the runtime and the
// rest of those modules). The portal server preloads the files on a remote's route, where the
// runtime is needed at once, and leaves out any remote file that only holds a fallback of a
// module the host brings (scripts/serve/preloads.ts).
const FEDERATION_FILE = 'host-federation.json';
// The chunk name src/federation/federation.ts gives its import.
const FEDERATION_CHUNK = 'federation';

class HostFederationPlugin {
  constructor({ shared }) {
    this.shared = [...shared].sort();
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('HostFederationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'HostFederationPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const group = compilation.namedChunkGroups.get(FEDERATION_CHUNK);
          if (!group) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `The host has no '${FEDERATION_CHUNK}' chunk: src/federation/federation.ts names it`,
              ),
            );
            return;
          }
          const files = group.chunks
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js') || file.endsWith('.css'));
          const manifest = { shared: this.shared, files };
          compilation.emitAsset(
            FEDERATION_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { HostFederationPlugin, FEDERATION_FILE };
