import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES, uploadQuotaReached } from '@portal/contract';
import { expect, test } from 'vitest';
import { INCOMING_DIR } from '../../src/http/multipart';
import { createScreenshotRequest } from '../../src/realtime/store';
import { POLICY_IDS } from '../../src/seed/policies/references';
import { createTestApi } from '../../src/test/create-test-api';
import { fileNamed } from '../../src/test/files';
import { newSubmission } from '../../src/test/idempotency-key';
import { PNG_1X1 } from '../../src/test/images';
import { INCOMING_STALE_MS, sweepRunningUploads } from '../../src/uploads/files';
import { POLICY_QUOTA_BYTES, USER_QUOTA_BYTES } from '../../src/uploads/store-quota';

// The probe sent 20 files of 49.9 MB in one request, again and again, and every one was kept.
// Each policy keeps at most 300 MB and each account 1000 MB (docs/decisions/032): past either,
// 413 with a message saying so, and nothing of the request is kept, neither row nor file.
// Files no row names are swept while the server runs, not only at start.

const api = await createTestApi();
const { db, uploadsDir } = api.context;
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

async function userId(username: string): Promise<number> {
  return Number(
    (await db.get<{ id: number }>('SELECT id FROM users WHERE username = ?', [username]))?.id,
  );
}

/** What is kept: the files of the uploads folder, those waiting, and the rows. */
async function stored() {
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  return {
    kept: entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    incoming: await readdir(path.join(uploadsDir, INCOMING_DIR)),
    rows: (await db.all<{ path: string }>('SELECT path FROM uploads ORDER BY id')).map(
      (row) => row.path,
    ),
  };
}

/** Uploads kept earlier, as a row: the quota counts bytes, whatever the files were. */
async function keptEarlier(
  owner: { userId: number; policyId: number | null },
  size: number,
): Promise<void> {
  await db.run(
    `INSERT INTO uploads (user_id, policy_id, kind, original_name, size, path, created_at)
     VALUES (?, ?, 'required-document', 'earlier.pdf', ?, ?, ?)`,
    [
      owner.userId,
      owner.policyId,
      size,
      `earlier-${Math.random()}.pdf`,
      api.clock.now().toISOString(),
    ],
  );
}

async function keptFor(column: 'user_id' | 'policy_id', id: number): Promise<number> {
  const row = await db.get<{ kept: number }>(
    `SELECT coalesce(sum(size), 0) AS kept FROM uploads WHERE ${column} = ?`,
    [id],
  );
  return Number(row?.kept);
}

async function post(url: string, form: FormData, token: string) {
  const encoded = new Response(form);
  return api.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function licence(...files: File[]): FormData {
  const form = new FormData();
  form.append('type', 'driving_licence');
  form.append('title', 'Photocard licence');
  form.append('comment', 'Front and back');
  files.forEach((each, index) => form.append(`data[${index}]`, each));
  return form;
}

test("an upload past the policy's quota is refused with its message, and nothing of it is kept", async () => {
  const policyId = POLICY_IDS.car;
  await keptEarlier(
    { userId: await userId('car.driver'), policyId },
    POLICY_QUOTA_BYTES - 3000 - (await keptFor('policy_id', policyId)),
  );
  const url = `/policies/${policyId}/required-documents`;
  const before = await stored();

  // Two files that fit one at a time and not together: the first one's row goes with the refusal.
  const refused = await post(
    url,
    licence(fileNamed('front.pdf', 2000), fileNamed('back.pdf', 2000)),
    carDriver,
  );

  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ message: uploadQuotaReached('this policy', 300) });
  expect(refused.json().message).toBe(
    'This upload would take the documents kept for this policy past our limit of 300 MB. Please send smaller files, or contact us to send more.',
  );
  expect(await stored()).toEqual(before);

  // Up to the quota's last byte is still taken.
  const fits = await post(url, licence(fileNamed('front.pdf', 3000)), carDriver);
  expect(fits.statusCode).toBe(200);
  expect(fits.json().data).toBe(MESSAGES.documentsReceived);
  expect(await keptFor('policy_id', policyId)).toBe(POLICY_QUOTA_BYTES);
  const one = await post(url, licence(fileNamed('one-more.pdf', 64)), carDriver);
  expect(one.statusCode).toBe(413);
});

test("an upload past the account's quota is refused, policies or not, and nothing of it is kept", async () => {
  const id = await userId('van.fleet');
  await keptEarlier(
    { userId: id, policyId: null },
    USER_QUOTA_BYTES - PNG_1X1.length + 1 - (await keptFor('user_id', id)),
  );
  const before = await stored();
  const form = new FormData();
  form.append('token', await createScreenshotRequest(db, id, api.clock.now()));
  form.append('file', new File([PNG_1X1], 'screen.png', { type: 'image/png' }));

  const refused = await post('/support/screenshots', form, vanFleet);

  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ message: uploadQuotaReached('your account', 1000) });
  expect(await stored()).toEqual(before);
});

test('files no row names are swept while the server runs; files of requests in progress stay', async () => {
  const orphan = path.join(uploadsDir, 'orphan.pdf');
  const abandoned = path.join(uploadsDir, INCOMING_DIR, 'abandoned.pdf');
  const arriving = path.join(uploadsDir, INCOMING_DIR, 'arriving.pdf');
  for (const file of [orphan, abandoned, arriving]) await writeFile(file, '%PDF-1.7\n');
  const longAgo = new Date(Date.now() - INCOMING_STALE_MS - 60_000);
  await utimes(abandoned, longAgo, longAgo);
  const recorded = (await stored()).rows.filter((row) => !row.startsWith('earlier-'));
  expect(recorded.length).toBeGreaterThan(0);

  await sweepRunningUploads(db, uploadsDir, new Date());

  const after = await stored();
  expect(after.kept.sort()).toEqual(recorded.sort());
  expect(after.incoming).toEqual(['arriving.pdf']);
});
