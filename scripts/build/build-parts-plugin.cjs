// Writes build-parts.json beside a production build: for each emitted JS and CSS file, the share
// of its bytes that is the build's own code, shared singletons, and the Module Federation
// runtime. The byte budget (scripts/budget.ts) splits each file's gzip bytes by these shares.
// Shares are by module size before minification: the same build always gives the same file.
// A JS file made only of shared modules' fallbacks also names them (`fallbackOf`): a page whose
// host provides those modules never loads it, so the server does not preload it. A JS file also
// names the lazily loaded chunk groups it belongs to (`lazyGroups`).
// The runtime's packages (the retry plugin included) and the entry the plugin generates.
const FEDERATION_SOURCE = /[\\/](?:@module-federation|\.federation)[\\/]/;
// The glue the plugin generates: a remote's container, and one module per shared module.
const FEDERATION_MODULE = /^(?:container entry|provide shared module|consume shared module)/;
const SHARE_GLUE = /^(?:provide|consume) shared module \([^)]*\) (@?[^@\s]+)@/;
const PARTS_FILE = 'build-parts.json';

class BuildPartsPlugin {
  /**
   * `sharedPackages`: for a build that shares without the plugin's glue (the host hands its own
   * copies to the runtime), the packages whose code, with what it imports, counts as shared.
   */
  constructor({ sharedPackages = [] } = {}) {
    this.sharedSources = sharedPackages.map(sourcePattern);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildPartsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildPartsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { part, shareKeyOf } = classifier(
            compilation,
            compiler.requestShortener,
            this.sharedSources,
          );
          const files = {};
          for (const chunk of compilation.chunks) {
            const js = { own: 0, shared: 0, runtime: 0 };
            // The share keys whose fallbacks this chunk holds; null once it holds anything else.
            let fallbackOf = new Set();
            const css = { own: 0, shared: 0, runtime: 0 };
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const types = module.getSourceTypes();
              if (types.has('javascript')) {
                addJs(js, module, part);
                const key = shareKeyOf(module.rootModule ?? module);
                if (key === null) fallbackOf = null;
                else fallbackOf?.add(key);
              }
              if ([...types].some((type) => type.startsWith('css'))) {
                css[part(module)] += module.size();
              }
            }
            // webpack's own runtime in the entry chunk: chunk loading and the share scope.
            for (const module of compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)) {
              js.runtime += module.size();
            }
            // The lazily loaded groups the chunk serves (a dynamic import's, named by its
            // webpackChunkName, '' when unnamed): the server preloads a lazy screen's splits
            // (its libraries, its icons) on that screen's route only.
            const lazyGroups = [...chunk.groupsIterable]
              .filter((group) => !group.isInitial())
              .map((group) => group.name ?? '');
            for (const file of chunk.files) {
              if (file.endsWith('.js')) {
                files[file] = shares(js);
                if (fallbackOf?.size) files[file].fallbackOf = [...fallbackOf].sort();
                if (lazyGroups.length > 0) files[file].lazyGroups = [...new Set(lazyGroups)].sort();
              } else if (file.endsWith('.css')) files[file] = shares(css);
            }
          }
          compilation.emitAsset(
            PARTS_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify({ files }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** Runtime by its source; shared when webpack reached it through share glue, by that key. */
function classifier(compilation, shortener, sharedSources) {
  const name = (module) => module.readableIdentifier(shortener);
  /** The share key of the glue through which webpack reached `module`, else null. */
  function shareKeyOf(module) {
    for (let issuer = compilation.moduleGraph.getIssuer(module); issuer;) {
      const glue = SHARE_GLUE.exec(name(issuer));
      if (glue) return glue[1];
      issuer = compilation.moduleGraph.getIssuer(issuer);
    }
    return null;
  }
  /** Whether `module` is, or was imported by, a shared package's code. */
  function inSharedPackage(module) {
    for (let one = module; one; one = compilation.moduleGraph.getIssuer(one)) {
      const resource = one.resource ?? '';
      if (sharedSources.some((pattern) => pattern.test(resource))) return true;
    }
    return false;
  }
  function part(module) {
    if (FEDERATION_SOURCE.test(name(module)) || FEDERATION_MODULE.test(name(module))) {
      return 'runtime';
    }
    if (shareKeyOf(module) !== null) return 'shared';
    return sharedSources.length > 0 && inSharedPackage(module) ? 'shared' : 'own';
  }
  return { part, shareKeyOf };
}

/** Where a package's files are: the workspace's own under shared/, the rest in node_modules. */
function sourcePattern(packageName) {
  const separator = String.raw`[\\/]`;
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const workspace = /^@portal\/([^/]+)$/.exec(packageName);
  const parts = workspace
    ? ['shared', workspace[1], 'src']
    : ['node_modules', ...packageName.split('/')];
  return new RegExp(`${separator}${parts.map(escape).join(separator)}${separator}`);
}

/** A concatenated module's size split over the modules it is made of, by their own sizes. */
function addJs(tally, module, part) {
  const inner = module.modules ?? [module];
  const size = module.size('javascript');
  const total = inner.reduce((sum, one) => sum + one.size('javascript'), 0);
  for (const one of inner) {
    tally[part(one)] += total ? (size * one.size('javascript')) / total : 0;
  }
}

function shares(bytes) {
  const total = bytes.own + bytes.shared + bytes.runtime;
  if (!total) return { own: 1, shared: 0, runtime: 0 };
  const round = (value) => Math.round((value / total) * 10_000) / 10_000;
  return { own: round(bytes.own), shared: round(bytes.shared), runtime: round(bytes.runtime) };
}

module.exports = { BuildPartsPlugin, PARTS_FILE };
