import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  maxFileSizeChanges,
  MESSAGES,
  uploadFormatsOnly,
  DOCUMENT_EXTENSIONS,
} from '@portal/contract';
import { POLICY_IDS } from '../seed/policies/references';
import { createTestApi } from '../test/create-test-api';
import { fileNamed } from '../test/files';
import { HTML_PAGE, PNG_1X1 } from '../test/images';
import { newSubmission } from '../test/idempotency-key';
import { INCOMING_DIR } from '../http/multipart';
import { findUpload } from '../uploads/store';

const api = await createTestApi();
const { db, uploadsDir } = api.context;
const carDriver = await api.signIn('car.driver');
const FIFTY_MB = 52_428_800;

interface Upload {
  type?: string;
  title?: string;
  comment?: string;
  files?: File[];
}

async function upload(policyId: number, fields: Upload, token: string | null = carDriver) {
  const form = new FormData();
  form.append('type', fields.type ?? 'driving_licence');
  form.append('title', fields.title ?? 'Photocard licence');
  form.append('comment', fields.comment ?? 'Front and back');
  (fields.files ?? [fileNamed('licence.pdf')]).forEach((each, index) =>
    form.append(`data[${index}]`, each),
  );
  const encoded = new Response(form);
  const headers: Record<string, string> = {
    ...newSubmission(),
    'content-type': encoded.headers.get('content-type') ?? '',
  };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const payload = Buffer.from(await encoded.arrayBuffer());
  return api.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/required-documents`,
    headers,
    payload,
  });
}

function list(policyId: number, token: string | null = carDriver) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return api.app.inject({
    method: 'GET',
    url: `/api/policies/${policyId}/required-documents`,
    headers,
  });
}

interface Listed {
  id: string;
  type: string;
  title: string;
  comment: string;
  attachments: { id: string; name: string; size: number }[];
}

test('the car policy asks for as many documents as its required_item_count says', async () => {
  const response = await list(POLICY_IDS.car);
  const policy = await api.app.inject({
    method: 'GET',
    url: `/api/policies/${POLICY_IDS.car}`,
    headers: { authorization: `Bearer ${carDriver}` },
  });

  expect(response.statusCode).toBe(200);
  const documents = response.json<{ data: Listed[] }>().data;
  expect(documents.map((document) => document.type)).toEqual([
    'driving_licence',
    'no_claims_bonus_proof',
  ]);
  expect(documents.every((document) => document.attachments.length === 0)).toBe(true);
  const { required_item_count, flags } = policy.json().data;
  expect(required_item_count).toBe(documents.length);
  expect(flags.documents_required).toBe(true);
});

test('an upload is kept on disk, with a row per file, and listed on its document', async () => {
  const response = await upload(POLICY_IDS.car, {
    files: [fileNamed('Licence front.PDF', 40), fileNamed('back.jpeg', 30)],
  });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    data: MESSAGES.documentsReceived,
    meta: { success: true },
  });
  const [licence] = (await list(POLICY_IDS.car)).json<{ data: Listed[] }>().data;
  expect(licence).toMatchObject({ title: 'Photocard licence', comment: 'Front and back' });
  expect(licence?.attachments.map(({ name, size }) => ({ name, size }))).toEqual([
    { name: 'Licence front.PDF', size: 40 },
    { name: 'back.jpeg', size: 30 },
  ]);
  for (const attachment of licence?.attachments ?? []) {
    const row = await findUpload(db, Number(attachment.id));
    expect(row).toMatchObject({ kind: 'required-document', policy_id: POLICY_IDS.car });
    expect(existsSync(path.join(uploadsDir, row?.path ?? 'missing'))).toBe(true);
  }
});

test('a file of another type is refused with the list of allowed formats, and not kept', async () => {
  const before = await readdir(uploadsDir);
  const response = await upload(POLICY_IDS.car, {
    files: [fileNamed('licence.pdf'), fileNamed('setup.exe')],
  });

  const message = uploadFormatsOnly(DOCUMENT_EXTENSIONS);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: { data: [message] } });
  expect(await readdir(uploadsDir)).toEqual(before);
});

test('a file whose bytes are not what its name says is refused as a wrong type; nothing is kept', async () => {
  const rows = async () =>
    (await db.get<{ count: number }>('SELECT count(*) AS count FROM uploads'))?.count;
  const before = { rows: await rows(), files: await readdir(uploadsDir) };
  const responses = [
    await upload(POLICY_IDS.car, {
      files: [fileNamed('licence.pdf'), new File([HTML_PAGE], 'back.pdf')],
    }),
    await upload(POLICY_IDS.car, { files: [new File([PNG_1X1], 'licence.jpg')] }),
  ];

  const message = uploadFormatsOnly(DOCUMENT_EXTENSIONS);
  for (const response of responses) {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message, errors: { data: [message] } });
  }
  expect({ rows: await rows(), files: await readdir(uploadsDir) }).toEqual(before);
  expect(await readdir(path.join(uploadsDir, INCOMING_DIR))).toEqual([]);
});

test('the route uses the 50 MB default: one byte under is kept, exactly 50 MB is refused', async () => {
  const under = await upload(POLICY_IDS.car, { files: [fileNamed('scan.pdf', FIFTY_MB - 1)] });
  const before = await readdir(uploadsDir);
  const limit = await upload(POLICY_IDS.car, { files: [fileNamed('scan.pdf', FIFTY_MB)] });

  expect(under.statusCode).toBe(200);
  expect(limit.statusCode).toBe(422);
  expect(limit.json().message).toBe(maxFileSizeChanges(50));
  expect(await readdir(uploadsDir)).toEqual(before);
}, 30_000);

test('twenty files are taken in one upload, twenty-one are not', async () => {
  const files = (count: number) =>
    Array.from({ length: count }, (_, index) => fileNamed(`page-${index}.png`));
  const twenty = await upload(POLICY_IDS.car, { type: 'no_claims_bonus_proof', files: files(20) });
  const twentyOne = await upload(POLICY_IDS.car, {
    type: 'no_claims_bonus_proof',
    files: files(21),
  });

  expect(twenty.statusCode).toBe(200);
  expect(twentyOne.statusCode).toBe(422);
  expect(twentyOne.json().errors).toEqual({ data: ['Please upload no more than 20 files.'] });
});

test('a type not asked for on the policy, or not a type at all, is a 422 on type', async () => {
  const notAsked = await upload(POLICY_IDS.car, { type: 'passport' });
  const unknown = await upload(POLICY_IDS.car, { type: 'shopping_list' });

  expect(notAsked.json().errors).toEqual({ type: [MESSAGES.documentNotRequested] });
  expect(unknown.json().errors).toEqual({ type: [MESSAGES.uploadTypeRequired] });
});

test('a title may have 255 characters, not 256', async () => {
  const fits = await upload(POLICY_IDS.car, { title: 'x'.repeat(255) });
  const long = await upload(POLICY_IDS.car, { title: 'x'.repeat(256) });

  expect(fits.statusCode).toBe(200);
  expect(long.json().errors).toEqual({ title: [MESSAGES.uploadTitleTooLong] });
});

test('a read-only or unsupported policy answers 403 to an upload', async () => {
  for (const policyId of [POLICY_IDS.home, POLICY_IDS.recentlyExpired]) {
    const response = await upload(policyId, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.policyReadOnly });
  }
});

test("another user's policy answers 404, and no token 401, to listing and uploading", async () => {
  expect((await list(POLICY_IDS.van)).statusCode).toBe(404);
  expect((await upload(POLICY_IDS.van, {})).statusCode).toBe(404);
  expect((await list(POLICY_IDS.car, null)).statusCode).toBe(401);
  expect((await upload(POLICY_IDS.car, {}, null)).statusCode).toBe(401);
});
