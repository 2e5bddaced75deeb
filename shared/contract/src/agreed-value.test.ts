import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  agreedValueDraftKey,
  agreedValueEndpoints,
  agreedValueSchema,
  AGREED_VALUE_STEPS,
  AgreedValueDocumentSlotSchema,
  AgreedValueRequirementSchema,
  earliestStepWithError,
  fromAgreedValueParts,
  readAgreedValueDraft,
  toAgreedValueBody,
  type AgreedValueContext,
} from './agreed-value';
import { MESSAGES, vehicleYearRange } from './messages';
import { AGREED_VALUE_EXTENSIONS } from './uploads';
import { validate } from './validation';
import { VEHICLE_LIMITS } from './vehicles';

const TODAY = '2026-11-22';
const ALL: AgreedValueContext = { today: TODAY, car: true, step: 'all' };
const MB_50 = 52_428_800;

const photo = (name = 'front.jpg', size = 1000) => ({ name, size });

const ANSWERS = {
  vehicle: {
    make: 'Jaguar',
    model: 'E-Type',
    engine: '4200cc',
    transmission: 'Manual',
    year: 1968,
    has_reg_number: true,
    registration: 'abc 123f',
    current_mileage: 61000,
    mileage_date: TODAY,
    security_features: ['Immobiliser'],
  },
  meta: {
    is_imported: false,
    is_modified: false,
    been_written_off: 'no',
    is_kit_car: false,
    is_left_hand_drive: false,
    req_value: 85000,
    purchase_price: 40000,
  },
  policy: { stored_during_night: 'Garage' },
  condition: {
    bodywork: 'good',
    electricalEquipment: 'average',
    interior: 'excellent',
    wheelsTyres: 'poor',
    engineTransmission: 'good',
    chassisFloorPlan: 'good',
  } as const,
};
const FORM = {
  ...ANSWERS,
  documents: [{ id: 1, label: 'Front of the vehicle', file: photo() }],
  evidence: [photo('invoice.pdf')],
};

function errors(input: unknown, context = ALL) {
  const result = validate(agreedValueSchema(context), input);
  return result.success ? {} : result.error.fields;
}

test('a complete submission is valid', () => {
  expect(errors(FORM)).toEqual({});
});

test('an empty submission asks for the vehicle, the values and all six ratings', () => {
  expect(errors({})).toEqual({
    'vehicle.make': ['Please provide the vehicle make'],
    'vehicle.model': ['Please provide the vehicle model'],
    'vehicle.engine': ['Please provide the vehicle engine size'],
    'vehicle.transmission': ['Please provide the vehicle transmission'],
    'vehicle.year': ['Please provide the vehicle year of manufacture'],
    'vehicle.has_reg_number': ['Please provide the vehicle registration status'],
    'meta.is_imported': ['Please provide the vehicle import status'],
    'meta.is_modified': ['Please provide the vehicle modification status'],
    'meta.been_written_off': ['Please provide the vehicle write-off history'],
    'policy.stored_during_night': ['Please provide the vehicle overnight location'],
    'meta.is_kit_car': ['Please provide the vehicle kit car status'],
    'meta.is_left_hand_drive': ['Please provide the vehicle left-hand drive status'],
    'vehicle.current_mileage': ['Please provide the vehicle current mileage'],
    'vehicle.mileage_date': ['Please provide the vehicle mileage date'],
    'meta.req_value': ['Please provide the vehicle requested value'],
    'meta.purchase_price': ['Please provide the vehicle purchase price'],
    'condition.bodywork': ['Please rate the bodywork'],
    'condition.electricalEquipment': ['Please rate the electrical equipment'],
    'condition.interior': ['Please rate the interior'],
    'condition.wheelsTyres': ['Please rate the wheels and tyres'],
    'condition.engineTransmission': ['Please rate the engine and transmission'],
    'condition.chassisFloorPlan': ['Please rate the chassis and floor plan'],
  });
});

test('the vehicle step keeps the vehicle form rules', () => {
  const old = { ...FORM, vehicle: { ...FORM.vehicle, year: 1884 } };
  expect(errors(old)).toEqual({ 'vehicle.year': [vehicleYearRange(2026)] });
  const broken = { ...FORM, vehicle: { ...FORM.vehicle, security_features: 'alarm' } };
  expect(errors(broken)).toEqual({
    'vehicle.security_features': [MESSAGES.securityFeaturesProblem],
  });
});

test('each rating is poor, average, good or excellent', () => {
  for (const value of ['poor', 'average', 'good', 'excellent']) {
    expect(errors({ ...FORM, condition: { ...FORM.condition, bodywork: value } })).toEqual({});
  }
  expect(errors({ ...FORM, condition: { ...FORM.condition, bodywork: 'great' } })).toEqual({
    'condition.bodywork': [MESSAGES.conditionRatingInvalid],
  });
});

test('the mileage date is from 10 days ago up to today', () => {
  const date = (mileage_date: string) =>
    errors({ ...FORM, vehicle: { ...FORM.vehicle, mileage_date } });
  const message = { 'vehicle.mileage_date': [MESSAGES.mileageDateOutOfRange] };
  expect(date('2026-11-11')).toEqual(message);
  expect(date('2026-11-12')).toEqual({});
  expect(date(TODAY)).toEqual({});
  expect(date('2026-11-23')).toEqual(message);
});

test('the requested value and purchase price are pounds and pence from 0 to the maximum', () => {
  const meta = (changes: Record<string, unknown>) =>
    errors({ ...FORM, meta: { ...FORM.meta, ...changes } });
  expect(meta({ req_value: 0, purchase_price: 0 })).toEqual({});
  expect(meta({ req_value: -1, purchase_price: -0.01 })).toEqual({
    'meta.req_value': [MESSAGES.requestedValueInvalid],
    'meta.purchase_price': [MESSAGES.purchasePriceInvalid],
  });
  expect(meta({ req_value: '£85,000.50' })).toEqual({});
  const max = VEHICLE_LIMITS.valueMax;
  expect(meta({ req_value: max, purchase_price: max })).toEqual({});
  for (const value of [max + 0.01, 1e308, Number.MAX_SAFE_INTEGER + 1, 0.001]) {
    expect(meta({ req_value: value, purchase_price: value }), String(value)).toEqual({
      'meta.req_value': [MESSAGES.requestedValueInvalid],
      'meta.purchase_price': [MESSAGES.purchasePriceInvalid],
    });
  }
});

test('the current mileage is a whole number up to what an odometer shows', () => {
  const mileage = (current_mileage: unknown) =>
    errors({ ...FORM, vehicle: { ...FORM.vehicle, current_mileage } });
  expect(mileage(VEHICLE_LIMITS.odometerMax)).toEqual({});
  for (const value of [
    VEHICLE_LIMITS.odometerMax + 1,
    0.5,
    1e308,
    Number.MAX_SAFE_INTEGER + 1,
    -1,
  ]) {
    expect(mileage(value), String(value)).toEqual({
      'vehicle.current_mileage': [MESSAGES.currentMileageInvalid],
    });
  }
});

test("a document slot's id and label as sent back are short", () => {
  const slot = (id: unknown, label: string) =>
    errors({ ...FORM, documents: [{ id, label, file: photo() }] });
  expect(slot('x'.repeat(255), 'x'.repeat(255))).toEqual({});
  expect(slot('x'.repeat(256), 'x'.repeat(256))).toEqual({
    'documents.0.id': [MESSAGES.textTooLong],
    'documents.0.label': [MESSAGES.textTooLong],
  });
  expect(slot(0.5, 'Front')).toEqual({ 'documents.0.id': [MESSAGES.idInvalid] });
});

test('each document slot needs an accepted file: "{label} is required"', () => {
  const slot = (file: unknown) => errors({ ...FORM, documents: [{ ...FORM.documents[0], file }] });
  expect(slot(undefined)).toEqual({ 'documents.0.file': ['Front of the vehicle is required'] });
  expect(slot(null)).toEqual({ 'documents.0.file': ['Front of the vehicle is required'] });
  expect(slot(photo('front.bmp'))).toEqual({
    'documents.0.file': [
      `Please upload the following formats only: ${AGREED_VALUE_EXTENSIONS.join(', ')}`,
    ],
  });
  expect(slot(photo('front.JPG', MB_50 - 1))).toEqual({});
  expect(slot(photo('front.jpg', MB_50))).toEqual({
    'documents.0.file': [
      "The maximum file size is 50MB. Please reduce the size of the file(s) you're trying to upload.",
    ],
  });
});

test('evidence is at most 20 files, each under 52428800 bytes', () => {
  const files = (count: number, size = 1000) =>
    Array.from({ length: count }, (_, index) => photo(`page-${index}.pdf`, size));
  expect(errors({ ...FORM, evidence: files(20) })).toEqual({});
  expect(errors({ ...FORM, evidence: files(21) })).toEqual({
    evidence: ['Please upload no more than 20 files.'],
  });
  expect(errors({ ...FORM, evidence: files(1, MB_50 - 1) })).toEqual({});
  expect(errors({ ...FORM, evidence: files(1, MB_50) })).toEqual({
    evidence: [
      "The maximum file size is 50MB. Please reduce the size of the file(s) you're trying to upload.",
    ],
  });
  expect(errors({ ...FORM, evidence: [] })).toEqual({});
});

test('a single step requires only its own fields', () => {
  const condition: AgreedValueContext = { ...ALL, step: 'condition' };
  expect(errors({ condition: ANSWERS.condition }, condition)).toEqual({});
  expect(Object.keys(errors({}, condition))).toEqual(
    Object.keys(ANSWERS.condition).map((part) => `condition.${part}`),
  );
  const vehicle: AgreedValueContext = { ...ALL, step: 'vehicle' };
  expect(errors({ ...ANSWERS, condition: undefined }, vehicle)).toEqual({});
  const documents: AgreedValueContext = { ...ALL, step: 'documents' };
  expect(errors({ documents: [{ id: 'a', label: 'Interior' }] }, documents)).toEqual({
    'documents.0.file': ['Interior is required'],
  });
});

test('errors send the person to the earliest step that has one', () => {
  expect(AGREED_VALUE_STEPS).toEqual(['vehicle', 'condition', 'documents', 'evidence']);
  expect(earliestStepWithError([])).toBeUndefined();
  expect(earliestStepWithError(['evidence', 'documents.0.file'])).toBe('documents');
  expect(earliestStepWithError(['condition.interior', 'meta.req_value'])).toBe('vehicle');
  expect(earliestStepWithError(['evidence', 'condition.interior'])).toBe('condition');
  expect(earliestStepWithError(['evidence'])).toBe('evidence');
});

test('the body carries the answers as payload and each file at its slot; the server rebuilds it', () => {
  const front = new File(['x'], 'front.jpg');
  const invoice = new File(['y'], 'invoice.pdf');
  const body = toAgreedValueBody(ANSWERS, [{ id: '1', label: 'Front', file: front }], [invoice]);
  expect(body).toEqual({
    payload: { ...ANSWERS, documents: [{ id: '1', label: 'Front' }] },
    documents: [front],
    evidence: [invoice],
  });
  const payload = v.parse(agreedValueEndpoints.submitAgreedValue.body, body).payload;
  const rebuilt = fromAgreedValueParts(payload, [photo()], [photo('invoice.pdf')]);
  expect(errors(rebuilt)).toEqual({});
});

test('a saved draft is read back, and an unreadable one gives the error notice', () => {
  expect(agreedValueDraftKey(3, 34)).toBe('avp-draft:3:34');
  expect(readAgreedValueDraft(null)).toEqual({ found: false });
  const draft = readAgreedValueDraft(JSON.stringify({ condition: { bodywork: 'good' } }));
  expect(draft).toEqual({ found: true, answers: { condition: { bodywork: 'good' } } });
  const unreadable = { found: true, error: MESSAGES.agreedValueDraftUnreadable };
  expect(readAgreedValueDraft('{not json')).toEqual(unreadable);
  expect(readAgreedValueDraft('{"condition":{"bodywork":"great"}}')).toEqual(unreadable);
});

test('document slots come with tooltips; the required list defaults to all four steps', () => {
  expect(
    v.parse(AgreedValueDocumentSlotSchema, { id: 4, label: 'Rear', tooltips: 'Whole car' }),
  ).toEqual({ id: '4', label: 'Rear', tooltips: ['Whole car'] });
  expect(v.parse(AgreedValueDocumentSlotSchema, { id: 'a', label: 'Rear' }).tooltips).toEqual([]);
  const required = { vehicle_id: 34, avp_required: true, avp_completed: false };
  expect(v.parse(AgreedValueRequirementSchema, required).steps).toEqual(AGREED_VALUE_STEPS);
});

test('the agreed-value calls are the spec ones; the submit is multipart', () => {
  const calls = Object.values(agreedValueEndpoints).map((call) => `${call.method} ${call.path}`);
  expect(calls).toEqual([
    'GET /policies/:id/avp/documents/:type',
    'GET /policies/:id/avp/required',
    'POST /policies/:id/avp/:step',
  ]);
  expect(agreedValueEndpoints.submitAgreedValue.multipart).toBe(true);
});
