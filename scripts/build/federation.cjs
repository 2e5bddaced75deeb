// Module Federation settings every build shares: the singleton list of DESIGN.md, and the
// swc/css rules. One place, so the host and the five remotes can never drift apart.
const path = require('node:path');
const fs = require('node:fs');

// Sub-path imports are separate share keys: leave one out and that build bundles a second copy
// (react-dom/client is the reconciler itself).
const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  // react-router is shared through this tree-shaken module only (see its comment).
  '@portal/platform/router',
  'zustand',
  'zustand/vanilla',
  '@tanstack/react-query',
  'final-form',
  'react-final-form',
  // Not valibot: it has no state, and each build bundles the part of it its code uses. Shared, it
  // was one module of 85 kB that the host handed over whole, so every export of it counted as
  // used and all of it sat in every page's first script (docs/decisions/006).
  '@portal/contract',
  '@portal/event-bus',
  '@portal/platform',
  '@portal/ui',
];

function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolvedVersion(packageName, fromDir) {
  try {
    const manifest = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
    return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: find it beside the resolved entry.
    try {
      let dir = path.dirname(require.resolve(packageName, { paths: [fromDir] }));
      while (dir !== path.dirname(dir)) {
        const file = path.join(dir, 'package.json');
        if (fs.existsSync(file)) {
          const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (pkg.name === packageName) return pkg.version;
        }
        dir = path.dirname(dir);
      }
    } catch {
      return undefined;
    }
    return undefined;
  }
}

/**
 * The `shared` option for the build in `packageDir`: every singleton it can resolve. `eager`
 * modules are bundled into the build's entry instead of fetched after it starts.
 */
function sharedFor(packageDir, { eager = [] } = {}) {
  const shared = {};
  for (const specifier of SHARED_MODULES) {
    const version = resolvedVersion(packageNameOf(specifier), packageDir);
    if (!version) continue;
    const major = version.split('.')[0];
    shared[specifier] = {
      singleton: true,
      version,
      requiredVersion: `^${major}.0.0`,
      strictVersion: false,
      eager: eager.includes(specifier),
    };
  }
  return shared;
}

function moduleRules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    { test: /\.json$/, type: 'json' },
  ];
}

module.exports = { SHARED_MODULES, sharedFor, moduleRules };
