import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { openApi } from '../../src/context';
import { unprocessable } from '../../src/http/http-error';
import { INCOMING_DIR } from '../../src/http/multipart';
import { registerEndpoint } from '../../src/http/register-endpoint';
import type { RouteModule } from '../../src/http/route-module';
import { createScreenshotRequest } from '../../src/realtime/store';
import { POLICY_IDS } from '../../src/seed/policies/references';
import { createTestApi, type TestApi } from '../../src/test/create-test-api';
import { newSubmission } from '../../src/test/idempotency-key';
import { fileNamed } from '../../src/test/files';
import { PNG_1X1 } from '../../src/test/images';
import { probeEndpoints } from '../../src/test/probe-routes';
import { createTestDatabase } from '../../src/test/test-database';
import { recordUpload } from '../../src/uploads/store';

// Orphan uploads: a file sent under a field no route reads, or with a request that is then
// refused (validation, permission, a missing token, a transaction rolled back), used to stay in
// the uploads folder with no row. Files now wait in `uploads/.incoming/` and move into place with
// their row; everything else of a request is removed once it is answered, and a restart sweeps
// what a stopped server left. Also: a file of 0 bytes is no document (422 on its field).

// The restart below opens the same data again: the folder's SQLite file, or, on PostgreSQL, this
// schema. Its drop is registered first so that it runs last, after the API is closed.
const database = await createTestDatabase();
afterAll(() => database.drop());
const api = await createTestApi(database.options);
const { db } = api.context;
const carDriver = await api.signIn('car.driver');
const vanFleet = await api.signIn('van.fleet');

interface Stored {
  /** Files in the uploads folder, by name. */
  readonly kept: string[];
  /** Files still waiting in `.incoming/`. */
  readonly incoming: string[];
  /** The paths the uploads table names. */
  readonly rows: string[];
}

async function stored(target: TestApi = api): Promise<Stored> {
  const { uploadsDir } = target.context;
  const entries = await readdir(uploadsDir, { withFileTypes: true });
  return {
    kept: entries
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort(),
    incoming: (await readdir(path.join(uploadsDir, INCOMING_DIR))).sort(),
    // Sorted here as the file names are: PostgreSQL's ORDER BY may follow a locale's collation.
    rows: (await target.context.db.all<{ path: string }>('SELECT path FROM uploads'))
      .map((row) => row.path)
      .sort(),
  };
}

/** A file that is what its name says (the API reads its bytes), or an empty one. */
function file(name: string, bytes?: number) {
  return bytes === 0 ? new File([], name, { type: 'application/pdf' }) : fileNamed(name, bytes);
}

/** A multipart POST as the portal's client sends it, with a new submission key. */
async function post(url: string, form: FormData, token: string | null, target: TestApi = api) {
  const encoded = new Response(form);
  return target.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: {
      ...newSubmission(),
      'content-type': encoded.headers.get('content-type') ?? '',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

function documentForm(type: string, files: Record<string, File>) {
  const form = new FormData();
  form.append('type', type);
  form.append('title', 'Photocard licence');
  form.append('comment', 'Front and back');
  for (const [name, each] of Object.entries(files)) form.append(name, each);
  return form;
}

test('a file under a field the route does not read is not kept; the files it reads are', async () => {
  const before = await stored();
  const response = await post(
    `/policies/${POLICY_IDS.car}/required-documents`,
    documentForm('driving_licence', {
      'data[0]': file('licence.pdf'),
      stray: file('stray.pdf', 2048),
      'other[0]': file('other.pdf'),
    }),
    carDriver,
  );

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.documentsReceived);
  const after = await stored();
  expect(after.rows).toHaveLength(before.rows.length + 1);
  // Every file on disk is one a row names, and nothing waits.
  expect(after.kept).toEqual(after.rows);
  expect(after.incoming).toEqual([]);
});

test('each route that takes files keeps nothing of a request it refuses, whatever the reason', async () => {
  const screenshotFor = (token: string) => {
    const form = new FormData();
    form.append('token', token);
    form.append('file', new File([PNG_1X1], 'screen.png', { type: 'image/png' }));
    return form;
  };
  const evidence = new FormData();
  evidence.append('payload', '{}');
  for (let index = 0; index < 21; index += 1) {
    evidence.append(`evidence[${index}]`, file(`receipt-${index}.pdf`));
  }
  const cashback = new FormData();
  cashback.append('documents[0]', file('schedule.pdf'));
  cashback.append('documents[1]', file('statement.pdf'));
  const documents = (type: string) =>
    documentForm(type, { 'data[0]': file('passport.pdf'), extra: file('extra.pdf') });

  const attacks = [
    {
      name: 'a document type not asked for (422)',
      send: () =>
        post(`/policies/${POLICY_IDS.car}/required-documents`, documents('passport'), carDriver),
      status: 422,
      message: MESSAGES.documentNotRequested,
    },
    {
      name: 'a read-only policy (403)',
      send: () =>
        post(
          `/policies/${POLICY_IDS.home}/required-documents`,
          documents('driving_licence'),
          carDriver,
        ),
      status: 403,
      message: MESSAGES.policyReadOnly,
    },
    {
      name: 'no token (401)',
      send: () =>
        post(`/policies/${POLICY_IDS.car}/required-documents`, documents('driving_licence'), null),
      status: 401,
      message: MESSAGES.unauthenticated,
    },
    {
      name: 'a revoked token (401)',
      send: () =>
        post(`/policies/${POLICY_IDS.car}/required-documents`, documents('driving_licence'), 'x'),
      status: 401,
      message: MESSAGES.unauthenticated,
    },
    {
      name: 'cashback for a user without the offer (422)',
      send: () => post('/promotions/cashback', cashback, vanFleet),
      status: 422,
      message: MESSAGES.cashbackNoDocuments,
    },
    {
      name: 'a screenshot no one asked for (404)',
      send: () => post('/support/screenshots', screenshotFor('no-such-request'), carDriver),
      status: 404,
      message: MESSAGES.notFound,
    },
    {
      name: 'agreed-value evidence of 21 files (422)',
      send: () => post(`/policies/${POLICY_IDS.car}/avp/evidence`, evidence, carDriver),
      status: 422,
      message: 'Please upload no more than 20 files.',
    },
  ];

  for (const attack of attacks) {
    const before = await stored();
    const response = await attack.send();

    expect(response.statusCode, attack.name).toBe(attack.status);
    expect(response.json().message, attack.name).toBe(attack.message);
    expect(await stored(), attack.name).toEqual(before);
    expect(before.incoming, attack.name).toEqual([]);
  }
});

test('files moved into place by a transaction that then rolls back are removed with it', async () => {
  // A route that records every file and then refuses inside the same transaction.
  const recordsThenRefuses: RouteModule = (app, context) => {
    registerEndpoint(app, probeEndpoints.upload, ({ user, files }) =>
      context.db.transaction(async () => {
        for (const each of files) {
          await recordUpload(context.db, {
            userId: user?.id ?? null,
            kind: 'probe',
            file: each,
            now: context.now(),
          });
        }
        throw unprocessable({ comment: ['Refused once the files were recorded.'] });
      }),
    );
  };
  const probe = await createTestApi({ routes: [recordsThenRefuses] });
  const before = await stored(probe);
  const form = new FormData();
  form.append('comment', 'Rolled back');
  form.append('documents[0]', file('a.pdf'));
  form.append('documents[1]', file('b.pdf'));

  const response = await post('/probe/upload', form, await probe.signIn('car.driver'), probe);

  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Refused once the files were recorded.',
    errors: { comment: ['Refused once the files were recorded.'] },
  });
  expect(await stored(probe)).toEqual(before);
});

test('a restart removes what a stopped server left: waiting files and files no row names', async () => {
  const { uploadsDir, dataDir } = api.context;
  const before = await stored();
  await writeFile(path.join(uploadsDir, INCOMING_DIR, 'half-received.pdf'), 'half');
  await writeFile(path.join(uploadsDir, 'no-row.pdf'), 'orphan');
  expect((await stored()).kept).toContain('no-row.pdf');

  const restarted = await openApi({
    ...database.options,
    dataDir,
    now: api.clock.now,
    seed: false,
  });
  await restarted.close();

  expect(await stored()).toEqual(before);
  expect(before.kept).toEqual(before.rows);
});

test('an empty file is a 422 on its field: a document cannot be empty, and nothing is kept', async () => {
  const carDriverId = (
    await db.get<{ id: number }>(`SELECT id FROM users WHERE username = 'car.driver'`)
  )?.id;
  const pending = await createScreenshotRequest(db, carDriverId ?? 0, api.clock.now());
  const screenshot = new FormData();
  screenshot.append('token', pending);
  screenshot.append('file', new File([], 'screen.png', { type: 'image/png' }));
  const cashback = new FormData();
  cashback.append('documents[0]', file('schedule.pdf'));
  cashback.append('documents[1]', file('statement.pdf', 0));
  const cases = [
    {
      url: `/policies/${POLICY_IDS.car}/required-documents`,
      form: documentForm('driving_licence', {
        'data[0]': file('licence.pdf'),
        'data[1]': file('back.pdf', 0),
      }),
      field: 'data.1',
    },
    { url: '/promotions/cashback', form: cashback, field: 'documents.1' },
    { url: '/support/screenshots', form: screenshot, field: 'file' },
  ];

  for (const { url, form, field } of cases) {
    const before = await stored();
    const response = await post(url, form, carDriver);

    expect(response.statusCode, url).toBe(422);
    expect(response.json(), url).toEqual({
      message: MESSAGES.fileEmpty,
      errors: { [field]: [MESSAGES.fileEmpty] },
    });
    expect(await stored(), url).toEqual(before);
  }
  // The same upload with the file's content in it is kept.
  const filled = await post(
    `/policies/${POLICY_IDS.car}/required-documents`,
    documentForm('driving_licence', { 'data[0]': file('back.pdf') }),
    carDriver,
  );
  expect(filled.statusCode).toBe(200);
});
