import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  type CashbackDocument,
  MESSAGES,
  uploadCount,
  uploadValidFile,
  DOCUMENT_EXTENSIONS,
} from '@portal/contract';
import { CASHBACK_DOCUMENTS } from '../seed/cashback';
import { INCOMING_DIR } from '../http/multipart';
import { createTestApi } from '../test/create-test-api';
import { fileNamed, zipOf } from '../test/files';
import { newSubmission } from '../test/idempotency-key';
import { CASHBACK_RECEIVED } from './routes';

const api = await createTestApi();
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

async function upload(files: readonly File[], token: string | null = carDriver, on = api) {
  const form = new FormData();
  files.forEach((file, index) => form.append(`documents[${index}]`, file));
  const encoded = new Response(form);
  return on.app.inject({
    method: 'POST',
    url: '/api/promotions/cashback',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function documents(token = carDriver): Promise<CashbackDocument[]> {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/promotions/cashback',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CashbackDocument[] }>().data;
}

test("car.driver's cashback needs the seeded documents; others have none", async () => {
  expect((await documents()).map(({ label, value }) => ({ label, value }))).toEqual(
    CASHBACK_DOCUMENTS,
  );
  expect(await documents(vanFleet)).toEqual([]);
});

test('one file is needed for each required document', async () => {
  const response = await upload([fileNamed('schedule.pdf')]);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: uploadCount(2, 2),
    errors: { documents: [uploadCount(2, 2)] },
  });
});

test('each file must be of an allowed type', async () => {
  const response = await upload([fileNamed('schedule.pdf'), fileNamed('statement.exe')]);

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ documents: [uploadValidFile(DOCUMENT_EXTENSIONS)] });
});

test('a file whose bytes are not what its name says is refused as a wrong type; nothing is kept', async () => {
  const { db, uploadsDir } = api.context;
  const stored = async () => ({
    rows: (await db.get<{ n: number }>('SELECT count(*) AS n FROM uploads'))?.n,
    files: await readdir(uploadsDir),
    incoming: await readdir(path.join(uploadsDir, INCOMING_DIR)),
  });
  const before = await stored();
  // A zip named as a PDF: a real file of an allowed type, but not the one its name says.
  const zip = new File([zipOf({ 'statement.txt': 'Statement' })], 'statement.pdf');
  const response = await upload([fileNamed('schedule.pdf'), zip]);

  const message = uploadValidFile(DOCUMENT_EXTENSIONS);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: { documents: [message] } });
  expect(await stored()).toEqual({ ...before, incoming: [] });
  expect(await documents()).toHaveLength(2);
});

test('a user without required documents has nothing to upload', async () => {
  const response = await upload([fileNamed('schedule.pdf')], vanFleet);

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ documents: [MESSAGES.cashbackNoDocuments] });
});

test('an upload without documents is refused', async () => {
  const response = await upload([]);

  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors)).toEqual(['documents']);
});

test('the documents are taken once: stored, meta.success, then nothing left to send', async () => {
  const response = await upload([fileNamed('Schedule.PDF'), fileNamed('statement.zip')]);

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ data: CASHBACK_RECEIVED, meta: { success: true } });
  const stored = await api.context.db.all<{ original_name: string }>(
    `SELECT original_name FROM uploads WHERE kind = 'cashback' ORDER BY id`,
  );
  expect(stored.map((row) => row.original_name)).toEqual(['Schedule.PDF', 'statement.zip']);
  expect(await documents()).toEqual([]);
});

test('a second claim is a 422: the offer can be taken once only', async () => {
  const response = await upload([fileNamed('schedule.pdf'), fileNamed('statement.pdf')]);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: MESSAGES.cashbackAlreadyClaimed,
    errors: { documents: [MESSAGES.cashbackAlreadyClaimed] },
  });
});

test('two claims sent at once: one is taken with its files, the other is refused', async () => {
  const own = await createTestApi();
  const token = await own.signIn('car.driver');
  const claim = () => upload([fileNamed('schedule.pdf'), fileNamed('statement.pdf')], token, own);

  const answers = await Promise.all([claim(), claim()]);

  expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  const refused = answers.find((response) => response.statusCode === 422);
  expect(refused?.json().errors).toEqual({ documents: [MESSAGES.cashbackAlreadyClaimed] });
  const kept = await own.context.db.get<{ claims: number; files: number; uploads: number }>(
    `SELECT (SELECT count(*) FROM cashback_claims) AS claims,
       (SELECT count(*) FROM cashback_claim_files) AS files,
       (SELECT count(*) FROM uploads WHERE kind = 'cashback') AS uploads`,
  );
  expect(kept).toEqual({ claims: 1, files: 2, uploads: 2 });
});

test('without a token both calls answer 401', async () => {
  const list = await api.app.inject({ method: 'GET', url: '/api/promotions/cashback' });

  expect(list.statusCode).toBe(401);
  expect((await upload([fileNamed('schedule.pdf')], null)).statusCode).toBe(401);
});
