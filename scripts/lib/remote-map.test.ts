import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RemoteApp } from '@portal/contract';
import { createPortalServer } from '../serve/server.ts';
import { publishBuild, rollbackRemote } from './deploy.ts';
import { remotesFilePath } from './dist-layout.ts';
import { pathExists } from './fs.ts';
import { formatDeploymentTable, listDeployments } from './list.ts';
import { databaseRemoteMap, type RemoteMap } from './remote-map.ts';

// The remote map in the database, as a cluster runs it: `pnpm remote` changes a row, and every
// server over that database serves the change from its next page load. Here two servers share
// one SQLite file; on PostgreSQL the same rows are read (api/src/remotes/store.test.ts).

let distDir: string;
let map: RemoteMap;
const servers: FastifyInstance[] = [];

async function put(relativePath: string, content: string): Promise<void> {
  const file = path.join(distDir, relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

async function deployFake(app: RemoteApp, version: string) {
  const parent = path.join(distDir, 'remotes', app);
  await mkdir(parent, { recursive: true });
  const buildDir = await mkdtemp(path.join(parent, '.tmp-'));
  await writeFile(path.join(buildDir, 'mf-manifest.json'), '{}');
  return publishBuild({ distDir, app, version, buildDir, contractMajor: 1, map });
}

/** The map a page from `server` carries, and what its /remotes.json says. */
async function seenBy(server: FastifyInstance) {
  const page = await server.inject('/account');
  const inlined = /<script type="application\/json" id="portal-remotes">([^<]*)<\/script>/.exec(
    page.body,
  );
  return {
    page: JSON.parse(inlined?.[1] ?? 'null') as unknown,
    file: (await server.inject('/remotes.json')).json<unknown>(),
  };
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'portal-map-'));
  await put(
    'host/index.html',
    '<!doctype html><html><head><title>Portal</title></head><body><div id="portal-shell"></div></body></html>',
  );
  const dataDir = path.join(distDir, 'data');
  for (let node = 0; node < 2; node += 1) {
    servers.push(
      await createPortalServer({
        distDir,
        api: { dataDir, databaseUrl: '' },
        remoteMap: 'database',
      }),
    );
  }
  map = await databaseRemoteMap(path.join(dataDir, 'portal.sqlite'));
});

afterAll(async () => {
  await map.close();
  for (const server of servers) await server.close();
  await rm(distDir, { recursive: true, force: true });
});

test('a deploy and a rollback change the rows, and both servers serve each at the next page load', async () => {
  await deployFake('mf-account', '1.0.0-aaaaaaa');
  await deployFake('mf-account', '1.1.0-bbbbbbb');
  const entry = (version: string) => ({
    'mf-account': {
      version,
      entry: `/remotes/mf-account/${version}/mf-manifest.json`,
      contractMajor: 1,
    },
  });
  for (const server of servers) {
    expect(await seenBy(server)).toEqual({
      page: entry('1.1.0-bbbbbbb'),
      file: entry('1.1.0-bbbbbbb'),
    });
  }

  await rollbackRemote(distDir, 'mf-account', '1.0.0-aaaaaaa', map);

  for (const server of servers) {
    expect(await seenBy(server)).toEqual({
      page: entry('1.0.0-aaaaaaa'),
      file: entry('1.0.0-aaaaaaa'),
    });
  }
  expect(await map.read()).toEqual(entry('1.0.0-aaaaaaa'));
  // The file is not the map here: nothing was written to it.
  expect(await pathExists(remotesFilePath(distDir))).toBe(false);
  expect(formatDeploymentTable(await listDeployments(distDir, map))).toMatch(
    /mf-account\s+1\.0\.0-aaaaaaa\s.*\* active/,
  );
});

test('a rollback to a version that is not kept changes no row', async () => {
  const before = await map.read();
  await expect(rollbackRemote(distDir, 'mf-account', '0.9.0-ddddddd', map)).rejects.toThrow(
    'mf-account has no build "0.9.0-ddddddd"',
  );
  expect(await map.read()).toEqual(before);
});
