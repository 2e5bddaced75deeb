import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  documentRequired,
  maxFileSizeChanges,
  MESSAGES,
  rateCondition,
  uploadFormatsOnly,
  AGREED_VALUE_EXTENSIONS,
} from '@portal/contract';
import { changeRequestsOf } from '../changes/store';
import { POLICY_IDS } from '../seed/policies/references';
import { INCOMING_DIR } from '../http/multipart';
import { createTestApi } from '../test/create-test-api';
import { fileNamed } from '../test/files';
import { HTML_PAGE, PNG_1X1 } from '../test/images';
import { newSubmission } from '../test/idempotency-key';
import { addDays, todayOf } from '../today';
import { findUpload } from '../uploads/store';
import { agreedValueSlots } from './slots';

const api = await createTestApi();
const { db, uploadsDir } = api.context;
const today = todayOf(api.clock.now());
const tokens = {
  car: await api.signIn('car.driver'),
  van: await api.signIn('van.fleet'),
  bike: await api.signIn('bike.rider'),
};

function get(url: string, token: string | null = tokens.car) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return api.app.inject({ method: 'GET', url: `/api${url}`, headers });
}

interface Submission {
  payload: object;
  documents?: File[];
  evidence?: File[];
}

/** The multipart body as the contract's toFormData encodes it. */
async function submit(
  policyId: number,
  step: string,
  body: Submission,
  token: string | null = tokens.car,
) {
  const form = new FormData();
  form.append('payload', JSON.stringify(body.payload));
  body.documents?.forEach((each, index) => form.append(`documents[${index}]`, each));
  body.evidence?.forEach((each, index) => form.append(`evidence[${index}]`, each));
  const encoded = new Response(form);
  const headers: Record<string, string> = {
    ...newSubmission(),
    'content-type': encoded.headers.get('content-type') ?? '',
  };
  if (token) headers['authorization'] = `Bearer ${token}`;
  const payload = Buffer.from(await encoded.arrayBuffer());
  return api.app.inject({
    method: 'POST',
    url: `/api/policies/${policyId}/avp/${step}`,
    headers,
    payload,
  });
}

const CONDITION = {
  bodywork: 'good',
  electricalEquipment: 'excellent',
  interior: 'average',
  wheelsTyres: 'good',
  engineTransmission: 'good',
  chassisFloorPlan: 'poor',
};

test('a condition step is sent for review whole; the policy and its flags do not change', async () => {
  const documentOf = async () =>
    (
      await db.get<{ document: string }>('SELECT document FROM policies WHERE id = ?', [
        POLICY_IDS.car,
      ])
    )?.document;
  const before = await documentOf();
  const response = await submit(POLICY_IDS.car, 'condition', { payload: { condition: CONDITION } });

  expect(response.statusCode).toBe(200);
  expect(response.json().data).toBe(MESSAGES.sentForReview);
  const change = (await changeRequestsOf(db, POLICY_IDS.car)).at(-1);
  expect(change).toMatchObject({ type: 'agreed-value', status: 'pending' });
  expect(change?.payload).toEqual({
    vehicle_id: 2011,
    step: 'condition',
    body: { condition: CONDITION },
    documents: [],
    evidence: [],
  });
  expect(await documentOf()).toBe(before);
  const required = await get(`/policies/${POLICY_IDS.car}/avp/required`);
  expect(required.json().data[0].steps).toEqual(['vehicle', 'documents', 'evidence']);
});

test('every condition rating is required', async () => {
  // Left out of the JSON, as a form leaves out an unanswered question.
  const five = { ...CONDITION, chassisFloorPlan: undefined };
  const response = await submit(POLICY_IDS.car, 'condition', { payload: { condition: five } });

  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({
    'condition.chassisFloorPlan': [rateCondition('chassis and floor plan')],
  });
});

test('the mileage date may be 10 days back, not 11', async () => {
  const vehicle = (mileage_date: string) => ({
    payload: {
      vehicle: {
        make: 'Mazda',
        model: 'MX-5',
        engine: '1597cc',
        transmission: 'Manual',
        year: 1991,
        has_reg_number: true,
        registration: 'H417 KUB',
        current_mileage: 61250,
        mileage_date,
      },
      meta: {
        is_imported: true,
        country_of_origin: 'JP',
        is_modified: false,
        been_written_off: 'no',
        req_value: '£11,500',
        purchase_price: 8200,
        is_kit_car: false,
        is_left_hand_drive: false,
      },
      policy: { stored_during_night: 'Garage' },
    },
  });
  const inWindow = await submit(POLICY_IDS.car, 'vehicle', vehicle(addDays(today, -10)));
  const late = await submit(POLICY_IDS.car, 'vehicle', vehicle(addDays(today, -11)));

  expect(inWindow.statusCode).toBe(200);
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)?.payload).toMatchObject({
    step: 'vehicle',
    body: { vehicle: { registration: 'H417KUB' }, meta: { req_value: 11500 } },
  });
  expect(late.json().errors).toEqual({ 'vehicle.mileage_date': [MESSAGES.mileageDateOutOfRange] });
});

test('the documents step keeps a photo for each slot, with a row per file', async () => {
  const slots = agreedValueSlots('car');
  const response = await submit(POLICY_IDS.car, 'documents', {
    payload: { documents: slots.map(({ id, label }) => ({ id, label })) },
    documents: slots.map((slot) => fileNamed(`${slot.id}.JPG`)),
  });

  expect(response.statusCode).toBe(200);
  const ids = (
    await db.all<{ id: number }>(`SELECT id FROM uploads WHERE kind = 'avp-document' ORDER BY id`)
  ).map((row) => row.id);
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)?.payload).toMatchObject({
    step: 'documents',
    documents: slots.map(({ id, label }, index) => ({
      id,
      label,
      name: `${id}.JPG`,
      upload_id: ids[index],
    })),
    evidence: [],
  });
  expect(ids).toHaveLength(slots.length);
  expect(await findUpload(db, Number(ids[0]))).toMatchObject({
    policy_id: POLICY_IDS.car,
    original_name: 'front.JPG',
  });
});

test('a slot without a photo, or with a file of another type, is refused by the slot', async () => {
  const slots = agreedValueSlots('car');
  const [first, ...rest] = slots;
  const missing = await submit(POLICY_IDS.car, 'documents', {
    payload: { documents: rest.map(({ id, label }) => ({ id, label })) },
    documents: rest.map((slot) => fileNamed(`${slot.id}.jpg`)),
  });
  const wrongType = await submit(POLICY_IDS.car, 'documents', {
    payload: { documents: slots.map(({ id, label }) => ({ id, label })) },
    documents: slots.map((slot, index) => fileNamed(index === 0 ? 'front.exe' : `${slot.id}.png`)),
  });

  expect(missing.json().errors).toEqual({
    'documents.0.file': [documentRequired(first?.label ?? '')],
  });
  expect(wrongType.json().errors).toEqual({
    'documents.0.file': [uploadFormatsOnly(AGREED_VALUE_EXTENSIONS)],
  });
});

test('a photo or evidence whose bytes are not what its name says is refused; nothing is kept', async () => {
  const slots = agreedValueSlots('car');
  const stored = async () => ({
    rows: (await db.get<{ count: number }>('SELECT count(*) AS count FROM uploads'))?.count,
    changes: (await changeRequestsOf(db, POLICY_IDS.car)).length,
    files: await readdir(uploadsDir),
    incoming: await readdir(path.join(uploadsDir, INCOMING_DIR)),
  });
  const before = await stored();
  const photos = await submit(POLICY_IDS.car, 'documents', {
    payload: { documents: slots.map(({ id, label }) => ({ id, label })) },
    // The second slot's photo is a PNG named .jpg.
    documents: slots.map((slot, index) =>
      index === 1 ? new File([PNG_1X1], `${slot.id}.jpg`) : fileNamed(`${slot.id}.jpg`),
    ),
  });
  const evidence = await submit(POLICY_IDS.car, 'evidence', {
    payload: {},
    evidence: [fileNamed('receipt.pdf'), new File([HTML_PAGE], 'invoice.pdf')],
  });

  const message = uploadFormatsOnly(AGREED_VALUE_EXTENSIONS);
  expect(photos.statusCode).toBe(422);
  expect(photos.json()).toEqual({ message, errors: { 'documents.1.file': [message] } });
  expect(evidence.statusCode).toBe(422);
  expect(evidence.json()).toEqual({ message, errors: { evidence: [message] } });
  expect(await stored()).toEqual({ ...before, incoming: [] });
});

test('evidence of exactly 50 MB (52428800 bytes) is refused, and of another type', async () => {
  const large = await submit(POLICY_IDS.car, 'evidence', {
    payload: {},
    evidence: [fileNamed('invoice.pdf', 52_428_800)],
  });
  const wrongType = await submit(POLICY_IDS.car, 'evidence', {
    payload: {},
    evidence: [fileNamed('invoice.rtf')],
  });

  expect(large.statusCode).toBe(422);
  expect(large.json().message).toBe(maxFileSizeChanges(50));
  expect(wrongType.json().errors).toEqual({
    evidence: [uploadFormatsOnly(AGREED_VALUE_EXTENSIONS)],
  });
}, 30_000);

// The last of the car's four steps: once it is sent, the car's agreed value is with the provider.
test('evidence takes 20 files, not 21, and nothing of a refused submission is kept', async () => {
  const files = (count: number) =>
    Array.from({ length: count }, (_, index) => fileNamed(`receipt-${index}.odt`));
  const before = await readdir(uploadsDir);
  const twentyOne = await submit(POLICY_IDS.car, 'evidence', { payload: {}, evidence: files(21) });
  expect(await readdir(uploadsDir)).toEqual(before);
  const twenty = await submit(POLICY_IDS.car, 'evidence', { payload: {}, evidence: files(20) });

  expect(twentyOne.statusCode).toBe(422);
  expect(twentyOne.json().errors).toEqual({ evidence: ['Please upload no more than 20 files.'] });
  expect(twenty.statusCode).toBe(200);
  expect((await changeRequestsOf(db, POLICY_IDS.car)).at(-1)?.payload).toMatchObject({
    step: 'evidence',
    evidence: files(20).map(({ name }) => ({ name, upload_id: expect.any(Number) })),
  });
});

test('once every step is sent, the vehicle shows as sent for review and is not asked again', async () => {
  const policy = await get(`/policies/${POLICY_IDS.car}`);
  const [mazda] = policy.json().data.vehicles;
  const again = await submit(POLICY_IDS.car, 'condition', { payload: { condition: CONDITION } });
  const alerts = await get('/user/alerts');

  expect(mazda).toMatchObject({ avp_required: true, avp_completed: false, avp_sent_on: today });
  expect(again.statusCode).toBe(403);
  expect(again.json()).toEqual({ message: MESSAGES.agreedValueSent });
  expect(alerts.json().data.filter((alert: { type: string }) => alert.type === 'avp')).toEqual([]);
  const required = await get(`/policies/${POLICY_IDS.car}/avp/required`);
  expect(required.json().data[0]).toMatchObject({ steps: [] });
});

test('only a vehicle waiting for an agreed value takes a submission', async () => {
  const payload = (registration?: string) => ({
    payload: { condition: CONDITION, vehicle: { registration } },
  });
  const completed = await submit(POLICY_IDS.van, 'condition', payload('MF70 KLR'), tokens.van);
  const notNeeded = await submit(POLICY_IDS.van, 'condition', payload('MX22 HPD'), tokens.van);
  const waiting = await submit(POLICY_IDS.van, 'condition', payload(), tokens.van);
  const none = await submit(POLICY_IDS.bike, 'condition', payload(), tokens.bike);

  expect(completed.statusCode).toBe(403);
  expect(completed.json()).toEqual({ message: MESSAGES.agreedValueCompleted });
  expect(notNeeded.statusCode).toBe(403);
  expect(notNeeded.json()).toEqual({ message: MESSAGES.agreedValueNotRequired });
  expect(waiting.statusCode).toBe(200);
  expect((await changeRequestsOf(db, POLICY_IDS.van)).at(-1)?.payload).toMatchObject({
    vehicle_id: 2061,
  });
  expect(none.statusCode).toBe(403);
});

// The van's waiting vehicle had its condition sent above; its last step is sent twice at once.
test('of two last steps sent at once, one is kept and the other finds the vehicle sent', async () => {
  const vehicleStep = await submit(
    POLICY_IDS.van,
    'vehicle',
    {
      payload: {
        vehicle: {
          make: 'Ford',
          model: 'Transit Custom',
          engine: '1995cc',
          transmission: 'Manual',
          year: 2021,
          has_reg_number: true,
          registration: 'MA21 VFX',
          current_mileage: 30500,
          mileage_date: today,
        },
        meta: {
          is_imported: false,
          is_modified: false,
          been_written_off: 'no',
          req_value: '£24,000',
          purchase_price: 21000,
        },
        policy: { stored_during_night: 'Locked Building' },
      },
    },
    tokens.van,
  );
  const slots = agreedValueSlots('van');
  const photos = await submit(
    POLICY_IDS.van,
    'documents',
    {
      payload: { documents: slots.map(({ id, label }) => ({ id, label })) },
      documents: slots.map((slot) => fileNamed(`${slot.id}.jpg`)),
    },
    tokens.van,
  );
  expect([vehicleStep.statusCode, photos.statusCode]).toEqual([200, 200]);
  const uploads = async () =>
    (await db.get<{ count: number }>('SELECT count(*) AS count FROM uploads'))?.count;
  const before = { uploads: await uploads(), files: await readdir(uploadsDir) };

  const evidence = () =>
    submit(
      POLICY_IDS.van,
      'evidence',
      { payload: {}, evidence: [fileNamed('invoice.pdf')] },
      tokens.van,
    );
  const answers = await Promise.all([evidence(), evidence()]);

  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
  // Refused as one sent after both would be.
  const after = await evidence();
  expect(after.statusCode).toBe(403);
  expect(answers.find((answer) => answer.statusCode === 403)?.json()).toEqual(after.json());
  const sent = (await changeRequestsOf(db, POLICY_IDS.van)).filter(
    ({ type, payload }) =>
      type === 'agreed-value' && (payload as { step?: string }).step === 'evidence',
  );
  expect(sent).toHaveLength(1);
  // Only the kept one's file stays: one row and one file more, none left waiting.
  expect(await uploads()).toBe((before.uploads ?? 0) + 1);
  expect(await readdir(uploadsDir)).toHaveLength(before.files.length + 1);
  expect(await readdir(path.join(uploadsDir, INCOMING_DIR))).toEqual([]);
});

test('an unknown step answers 404, a read-only policy 403', async () => {
  const unknown = await submit(POLICY_IDS.car, 'colour', { payload: { condition: CONDITION } });
  const readOnly = await submit(POLICY_IDS.recentlyExpired, 'condition', {
    payload: { condition: CONDITION },
  });

  expect(unknown.statusCode).toBe(404);
  expect(readOnly.statusCode).toBe(403);
  expect(readOnly.json()).toEqual({ message: MESSAGES.policyReadOnly });
});

test("another user's policy answers 404 to a submission, and no token 401", async () => {
  const other = await submit(POLICY_IDS.van, 'condition', { payload: { condition: CONDITION } });
  const anonymous = await submit(POLICY_IDS.car, 'condition', { payload: {} }, null);

  expect(other.statusCode).toBe(404);
  expect(anonymous.statusCode).toBe(401);
});
