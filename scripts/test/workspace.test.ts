import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS } from '@portal/contract';
import { expect, test } from 'vitest';

// What the configs assume of the workspace, checked so that a new remote or package cannot be
// left out of them quietly.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
const folders = (pattern: RegExp, under = '') =>
  readdirSync(path.join(ROOT, under), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => path.posix.join(under, entry.name));

test('the remotes are the mf-* folders, each named in REMOTE_APPS', () => {
  expect([...REMOTE_APPS].sort()).toEqual(folders(/^mf-/).sort());
  // What webpack's and ESLint's configs read.
  const { REMOTE_APPS: forConfigs } = createRequire(import.meta.url)('../build/remote-apps.cjs');
  expect(forConfigs).toEqual(REMOTE_APPS);
});

test('the root typecheck covers every package, and each package checks and tests alone', () => {
  const { references } = read('tsconfig.json') as { references: { path: string }[] };
  const projects = references.map((reference) => reference.path);
  const packages = ['host', ...folders(/^mf-/), ...folders(/./, 'shared'), 'api', 'e2e'];
  for (const pkg of packages) {
    const { scripts } = read(`${pkg}/package.json`) as { scripts?: Record<string, string> };
    expect(projects, pkg).toContain(pkg);
    if (existsSync(path.join(ROOT, pkg, 'tsconfig.test.json'))) {
      expect(projects, pkg).toContain(`${pkg}/tsconfig.test.json`);
    }
    expect(scripts?.['typecheck'], pkg).toMatch(/^tsc -b/);
    if (pkg !== 'e2e') expect(scripts?.['test'], pkg).toBe('vitest run');
  }
  expect(projects).toContain('scripts');
});

test("the portal's commands run the server's TypeScript with the host's JSX settings", () => {
  // tsx applies a tsconfig only to the files that tsconfig includes, and the root one is a list
  // of references: without the run config, the server's render of the shell has no React.
  const RUN_CONFIG = 'scripts/tsconfig.run.json';
  const packages = ['.', 'host', ...folders(/^mf-/), ...folders(/./, 'shared'), 'api', 'e2e'];
  for (const pkg of packages) {
    const { scripts = {} } = read(`${pkg}/package.json`) as { scripts?: Record<string, string> };
    const runConfig = path.posix.relative(pkg, RUN_CONFIG);
    for (const [name, command] of Object.entries(scripts)) {
      if (!command.includes('--import tsx')) continue;
      // Absolute ($PWD is the package's folder): webpack-cli registers tsx too, in the builds
      // these commands start from other folders.
      expect(command, `${pkg} ${name}`).toContain(
        `TSX_TSCONFIG_PATH=$PWD/${runConfig} node --import tsx`,
      );
    }
  }

  const render = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { renderShell } = await import('./host/src/shell/render-shell.tsx');
       const brand = { id: 'northway', label: 'Northway', legalName: 'N', regulatorNumber: '1', contactNumber: '0' };
       console.log(renderShell('/login', brand).html);`,
    ],
    { cwd: ROOT, env: { ...process.env, TSX_TSCONFIG_PATH: RUN_CONFIG }, encoding: 'utf8' },
  );
  expect(render.stderr).toBe('');
  expect(render.stdout).toContain('<h1');
}, 60_000);
