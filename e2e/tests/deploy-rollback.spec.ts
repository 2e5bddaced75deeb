import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { remoteCli } from '../support/cli.ts';
import { E2E_DIST, REPO_ROOT } from '../support/paths.ts';
import { signIn } from '../support/session.ts';
import { readRemotes } from '../support/site.ts';
import { expect, followLink, screenTitle, test } from '../support/test.ts';

const REMOTES_FILE = path.join(E2E_DIST, 'remotes.json');
const PACKAGE_FILE = path.join(REPO_ROOT, 'mf-agreements/package.json');

function hashFolder(folder: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(folder, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** The region the agreements remote renders into; it names the build it runs (for ops). */
function agreementsRegion(page: Page) {
  return page.locator('[data-region="mf-agreements"] [data-remote-version]');
}

function activeAgreementsVersion(): string {
  const version = readRemotes()['mf-agreements']?.version;
  if (!version) throw new Error('mf-agreements is not deployed');
  return version;
}

test('a remote deployed twice rolls back to its earlier version on the next load; the host is untouched', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const hostBefore = hashFolder(path.join(E2E_DIST, 'host'));
  const packageText = readFileSync(PACKAGE_FILE, 'utf8');

  try {
    const first = remoteCli('deploy', 'mf-agreements');
    expect(first.status, first.output).toBe(0);
    const firstVersion = activeAgreementsVersion();
    expect(firstVersion).toMatch(/^1\.0\.0-/);

    // The team releases a new version of its remote.
    writeFileSync(PACKAGE_FILE, packageText.replace('"version": "1.0.0"', '"version": "1.0.1"'));
    const second = remoteCli('deploy', 'mf-agreements');
    expect(second.status, second.output).toBe(0);
    const secondVersion = activeAgreementsVersion();
    expect(secondVersion).toMatch(/^1\.0\.1-/);
    expect(second.output).toContain(`Deployed mf-agreements ${secondVersion} (active)`);

    await page.goto('/agreements/complete');
    await expect(screenTitle(page, 'Agreements accepted')).toBeVisible();
    await expect(agreementsRegion(page)).toHaveAttribute('data-remote-version', secondVersion);

    const list = remoteCli('list');
    expect(list.output).toContain(firstVersion);
    expect(list.output).toMatch(new RegExp(`${secondVersion.replace(/\./g, '\\.')}.*active`));

    const rollback = remoteCli('rollback', 'mf-agreements', firstVersion);
    expect(rollback.status, rollback.output).toBe(0);
    await page.reload();
    await expect(agreementsRegion(page)).toHaveAttribute('data-remote-version', firstVersion);
    await expect(screenTitle(page, 'Agreements accepted')).toBeVisible();
  } finally {
    writeFileSync(PACKAGE_FILE, packageText);
  }
  expect(hashFolder(path.join(E2E_DIST, 'host'))).toEqual(hostBefore);
});

test('bad input to pnpm remote is refused with a clear error and changes nothing', () => {
  const before = readFileSync(REMOTES_FILE, 'utf8');
  const accountVersion = readRemotes()['mf-account']?.version ?? '';

  const unknownRemote = remoteCli('rollback', 'mf-unknown', '1.0.0');
  expect(unknownRemote.status).toBe(1);
  expect(unknownRemote.output).toContain(
    'Unknown remote "mf-unknown". Known remotes: mf-dashboard',
  );

  const missingVersion = remoteCli('rollback', 'mf-account', '9.9.9-nowhere');
  expect(missingVersion.status).toBe(1);
  expect(missingVersion.output).toContain('mf-account has no build "9.9.9-nowhere"');
  expect(missingVersion.output).toContain('Nothing was changed.');
  expect(readFileSync(REMOTES_FILE, 'utf8')).toBe(before);

  try {
    writeFileSync(REMOTES_FILE, '{ "mf-account": ');
    const malformed = remoteCli('rollback', 'mf-account', accountVersion);
    expect(malformed.status).toBe(1);
    expect(malformed.output).toContain(`${REMOTES_FILE} is malformed: it is not valid JSON`);
    expect(readFileSync(REMOTES_FILE, 'utf8')).toBe('{ "mf-account": ');

    const deployOverMalformed = remoteCli('deploy', 'mf-account');
    expect(deployOverMalformed.status).toBe(1);
    expect(readFileSync(REMOTES_FILE, 'utf8')).toBe('{ "mf-account": ');
  } finally {
    writeFileSync(REMOTES_FILE, before);
  }
});

test('a malformed remotes.json costs the remotes, not the shell', async ({ page }) => {
  // /settings is for signed-in users (portal.md §2).
  await signIn(page, 'car.driver');
  const before = readFileSync(REMOTES_FILE, 'utf8');
  try {
    writeFileSync(REMOTES_FILE, 'not json');
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toContainText(
      'This part of the portal is unavailable right now.',
    );
    await followLink(page, 'Footer', 'About');
    await expect(screenTitle(page, 'About')).toBeVisible();
  } finally {
    writeFileSync(REMOTES_FILE, before);
  }
});
