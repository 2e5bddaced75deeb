import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { INCOMING_DIR, type UploadedFile } from '../http/multipart';
import { HttpError } from '../http/http-error';
import { policyOwner } from '../policies/store';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { discardUnrecorded, INCOMING_STALE_MS, sweepRunningUploads, sweepUploads } from './files';
import { recordUpload } from './store';
import { POLICY_QUOTA_BYTES } from './store-quota';

// A file follows its row: it moves into the uploads folder only once its row is committed, and
// whatever no row names goes (uploads/files.ts).

const api = await createTestApi();
const { db, uploadsDir, now } = api.context;
const incomingDir = path.join(uploadsDir, INCOMING_DIR);

/** A file as the multipart layer leaves it: its bytes waiting in `.incoming/`. */
async function received(size = 5): Promise<UploadedFile> {
  const relativePath = `${randomUUID()}.pdf`;
  const filePath = path.join(incomingDir, relativePath);
  await writeFile(filePath, 'bytes');
  return {
    field: 'data.0',
    originalName: 'scan.pdf',
    mimeType: 'application/pdf',
    size,
    path: filePath,
    destination: path.join(uploadsDir, relativePath),
    relativePath,
  };
}

const record = (file: UploadedFile, policyId: number | null = null) =>
  recordUpload(db, { userId: null, policyId, kind: 'test', file, now: now() });

async function rowCount(): Promise<number | undefined> {
  return (await db.get<{ count: number }>('SELECT count(*) AS count FROM uploads'))?.count;
}

test('once a request is answered, a recorded file moves into place and any other goes', async () => {
  const kept = await received();
  const unread = await received();
  await record(kept);

  // The row first: nothing is in place until the request is answered.
  expect(existsSync(kept.destination)).toBe(false);
  await discardUnrecorded(db, [kept, unread]);

  expect(existsSync(kept.destination)).toBe(true);
  expect([kept.path, unread.path, unread.destination].filter((file) => existsSync(file))).toEqual(
    [],
  );
});

test('a row rolled back leaves its file to go with the rest of the request', async () => {
  const file = await received();
  const before = await rowCount();
  const refused = db.transaction(async () => {
    await record(file);
    throw new HttpError(422, 'Refused after the row');
  });

  await expect(refused).rejects.toThrow('Refused after the row');
  await discardUnrecorded(db, [file]);
  expect(await rowCount()).toBe(before);
  expect([file.path, file.destination].filter((each) => existsSync(each))).toEqual([]);
});

test('two requests at once never both fit in the room a quota leaves for one', async () => {
  const owner = await policyOwner(db, POLICY_IDS.van);
  const half = Math.floor(POLICY_QUOTA_BYTES / 2) + 1;
  const files = [await received(half), await received(half)];
  const before = await rowCount();

  const outcomes = await Promise.allSettled(
    files.map((file) =>
      recordUpload(db, {
        userId: owner ?? null,
        policyId: POLICY_IDS.van,
        kind: 'test',
        file,
        now: now(),
      }),
    ),
  );
  await discardUnrecorded(db, files);

  expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
  const refusal = outcomes.find((outcome) => outcome.status === 'rejected');
  expect((refusal?.reason as HttpError | undefined)?.status).toBe(413);
  expect(await rowCount()).toBe((before ?? 0) + 1);
});

test('at start-up a file whose row was committed is moved into place; the rest goes', async () => {
  // A server stopped between a commit and the move, one receiving a file, and a stray file.
  const committed = await received();
  await record(committed);
  const receiving = await received();
  const stray = path.join(uploadsDir, `${randomUUID()}.pdf`);
  await writeFile(stray, 'bytes');

  await sweepUploads(db, uploadsDir);

  expect(existsSync(committed.destination)).toBe(true);
  expect(existsSync(receiving.destination)).toBe(false);
  expect(existsSync(stray)).toBe(false);
  expect(await readdir(incomingDir)).toEqual([]);
});

test('a running sweep places or removes only what waited too long, and removes unnamed files', async () => {
  const long = new Date(Date.now() - INCOMING_STALE_MS - 60_000);
  const stuck = await received();
  await record(stuck);
  const abandoned = await received();
  for (const file of [stuck, abandoned]) await utimes(file.path, long, long);
  const inProgress = await received();
  const unnamed = path.join(uploadsDir, `${randomUUID()}.pdf`);
  await writeFile(unnamed, 'bytes');

  await sweepRunningUploads(db, uploadsDir, new Date());

  expect(existsSync(stuck.destination)).toBe(true);
  expect(existsSync(abandoned.path)).toBe(false);
  expect(existsSync(inProgress.path)).toBe(true);
  expect(existsSync(unnamed)).toBe(false);
  await discardUnrecorded(db, [inProgress]);
});
