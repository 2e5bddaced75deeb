import { expect, test } from 'vitest';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations/index';
import { freshDb } from '../test/fresh-db';
import { pointRemote, remotePointers } from './store';

// The remote map's rows (`pnpm remote` and the page server on a server database): one row per
// remote, each change kept with the version it replaced.

const db = await freshDb();
await migrate(db, migrations);

const build = (version: string) => ({
  app: 'mf-account',
  version,
  entry: `/remotes/mf-account/${version}/mf-manifest.json`,
  contractMajor: 1,
});

test('a remote points at one build; each change is recorded with the build it replaced', async () => {
  expect(
    await pointRemote(db, build('1.0.0-aaaaaaa'), 'deploy', new Date('2026-11-20T10:00:00Z')),
  ).toBe(undefined);
  expect(
    await pointRemote(db, build('1.1.0-bbbbbbb'), 'deploy', new Date('2026-11-21T10:00:00Z')),
  ).toBe('1.0.0-aaaaaaa');
  expect(
    await pointRemote(db, build('1.0.0-aaaaaaa'), 'rollback', new Date('2026-11-22T10:00:00Z')),
  ).toBe('1.1.0-bbbbbbb');

  expect(await remotePointers(db)).toEqual([build('1.0.0-aaaaaaa')]);
  expect(
    await db.all(
      'SELECT change, from_version, to_version, at FROM remote_pointer_changes ORDER BY id',
    ),
  ).toEqual([
    {
      change: 'deploy',
      from_version: null,
      to_version: '1.0.0-aaaaaaa',
      at: '2026-11-20T10:00:00.000Z',
    },
    {
      change: 'deploy',
      from_version: '1.0.0-aaaaaaa',
      to_version: '1.1.0-bbbbbbb',
      at: '2026-11-21T10:00:00.000Z',
    },
    {
      change: 'rollback',
      from_version: '1.1.0-bbbbbbb',
      to_version: '1.0.0-aaaaaaa',
      at: '2026-11-22T10:00:00.000Z',
    },
  ]);
});

test('changes to one remote made at once all land, one after another, the last one kept', async () => {
  const versions = Array.from({ length: 8 }, (_, index) => `2.0.${index}-ccccccc`);
  await Promise.all(
    versions.map((version) =>
      pointRemote(db, { ...build(version), app: 'mf-payments' }, 'deploy', new Date()),
    ),
  );
  const [pointer] = (await remotePointers(db)).filter(({ app }) => app === 'mf-payments');
  const changes = await db.all<{ from_version: string | null; to_version: string }>(
    `SELECT from_version, to_version FROM remote_pointer_changes WHERE app = 'mf-payments' ORDER BY id`,
  );
  expect(changes).toHaveLength(8);
  // Each change names the one before it: none was lost between a read and a write.
  expect(changes.map(({ from_version }) => from_version)).toEqual([
    null,
    ...changes.slice(0, -1).map(({ to_version }) => to_version),
  ]);
  expect(pointer?.version).toBe(changes.at(-1)?.to_version);
});
