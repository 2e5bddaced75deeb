import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { hashFiles, isVersionName, remoteVersion, resolveRemoteVersion } from './version.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-version-'));
  await writeFile(path.join(root, 'a.ts'), 'export const a = 1;\n');
  await writeFile(path.join(root, 'b.ts'), 'export const b = 2;\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

test('a build from committed sources is named by package version and commit', () => {
  expect(remoteVersion({ packageVersion: '1.0.0', commit: 'abc1234' })).toBe('1.0.0-abc1234');
  expect(remoteVersion({ packageVersion: '1.0.0', commit: '0000000' })).toBe('1.0.0-0000000');
});

test('a build with uncommitted changes carries a hash of them', () => {
  expect(remoteVersion({ packageVersion: '1.0.0', commit: 'abc1234', dirtyHash: '0f3a9c1e' })).toBe(
    '1.0.0-abc1234-dirty.0f3a9c1e',
  );
});

test('the hash depends on paths and contents, not on the order they are listed in', async () => {
  const hash = await hashFiles(root, ['a.ts', 'b.ts']);

  expect(hash).toMatch(/^[0-9a-f]{8}$/);
  expect(await hashFiles(root, ['b.ts', 'a.ts', 'a.ts'])).toBe(hash);
  await writeFile(path.join(root, 'b.ts'), 'export const b = 3;\n');
  expect(await hashFiles(root, ['a.ts', 'b.ts'])).not.toBe(hash);
});

test('a deleted file changes the hash too', async () => {
  const withFile = await hashFiles(root, ['a.ts', 'b.ts']);
  await rm(path.join(root, 'b.ts'));

  expect(await hashFiles(root, ['a.ts', 'b.ts'])).not.toBe(withFile);
});

test('a version is one safe path segment', () => {
  expect(isVersionName('1.0.0-abc1234-dirty.0f3a9c1e')).toBe(true);
  expect(isVersionName('..')).toBe(false);
  expect(isVersionName('.tmp-x1y2z3')).toBe(false);
  expect(isVersionName('1.0.0/../../host')).toBe(false);
  expect(isVersionName('')).toBe(false);
});

/** A scratch repository shaped like the workspace: two remotes and a shared package. */
async function scratchRepo(): Promise<(...args: string[]) => string> {
  for (const dir of ['mf-account', 'mf-dashboard', 'shared/contract']) {
    await mkdir(path.join(root, dir), { recursive: true });
    await writeFile(path.join(root, dir, 'package.json'), '{ "version": "1.2.3" }\n');
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
  git('init', '--quiet');
  return git;
}

test('the version of a remote follows its commit and its uncommitted changes', async () => {
  const git = await scratchRepo();

  // No commit yet: everything is uncommitted.
  expect(await resolveRemoteVersion('mf-account', root)).toMatch(
    /^1\.2\.3-0000000-dirty\.[0-9a-f]{8}$/,
  );

  git('add', '.');
  git('-c', 'commit.gpgsign=false', 'commit', '--quiet', '-m', 'initial');
  const commit = git('rev-parse', '--short=7', 'HEAD');
  expect(await resolveRemoteVersion('mf-account', root)).toBe(`1.2.3-${commit}`);

  // Another remote's change is not this remote's input.
  await writeFile(path.join(root, 'mf-dashboard', 'new.ts'), 'export {};\n');
  expect(await resolveRemoteVersion('mf-account', root)).toBe(`1.2.3-${commit}`);

  await writeFile(path.join(root, 'shared/contract', 'new.ts'), 'export {};\n');
  const dirty = await resolveRemoteVersion('mf-account', root);
  expect(dirty).toMatch(new RegExp(`^1\\.2\\.3-${commit}-dirty\\.[0-9a-f]{8}$`));
  // The same uncommitted state names the same build again.
  expect(await resolveRemoteVersion('mf-account', root)).toBe(dirty);
});
