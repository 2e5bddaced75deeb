import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import {
  requiredDocumentEndpoints,
  RequiredDocumentSchema,
  requiredDocumentUploadSchema,
  UPLOAD_TYPE_OPTIONS,
  UPLOAD_TYPES,
  uploadTypeLabel,
} from './required-documents';
import { validate } from './validation';

const MB_50 = 52_428_800;
const FORMATS =
  'Please upload the following formats only: .doc, .docx, .gif, .heic, .jpeg, .jpg, .pdf, .png, .tif, .tiff, .xls, .xlsx, .zip';
const TOO_BIG = (mb: number) =>
  `The maximum file size is ${mb}MB. Please reduce the size of the file(s) you're trying to upload.`;

const file = (name = 'licence.pdf', size = 1000) => ({ name, size });
const upload = (data: unknown[], type: unknown = 'driving_licence') => ({
  type,
  title: 'Driving licence (front)',
  comment: '',
  data,
});

function errors(input: unknown, schema = requiredDocumentUploadSchema()) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

test('the upload types include the documents the spec names, about 35 of them', () => {
  expect(UPLOAD_TYPES).toEqual(
    expect.arrayContaining([
      'driving_licence',
      'proof_of_address',
      'no_claims_bonus_proof',
      'v5_registration_document',
      'vehicle_photos',
    ]),
  );
  expect(UPLOAD_TYPES.length).toBeGreaterThanOrEqual(30);
  expect(new Set(UPLOAD_TYPES).size).toBe(UPLOAD_TYPES.length);
  expect(UPLOAD_TYPE_OPTIONS).toContainEqual({ id: 'vehicle_photos', label: 'Vehicle photos' });
  expect(uploadTypeLabel('no_claims_bonus_proof')).toBe('No-claims bonus proof');
  expect(uploadTypeLabel('tachograph')).toBe('tachograph');
});

test('an upload needs a known type and one file of an allowed extension, any case', () => {
  expect(errors(upload([file()]))).toEqual({});
  expect(errors(upload([file('LICENCE.HEIC')]))).toEqual({});
  expect(errors(upload([file()], 'selfie'))).toEqual({ type: [MESSAGES.uploadTypeRequired] });
  expect(errors(upload([file('licence.odt')]))).toEqual({ data: [FORMATS] });
  expect(errors(upload([file('licence')]))).toEqual({ data: [FORMATS] });
  expect(errors(upload([]))).toEqual({ data: ['Please upload 1 file.'] });
});

test('each file is under 50 MB unless the form sets another limit; 0 means none', () => {
  expect(errors(upload([file('a.pdf', MB_50 - 1)]))).toEqual({});
  expect(errors(upload([file('a.pdf', MB_50)]))).toEqual({ data: [TOO_BIG(50)] });
  const ten = requiredDocumentUploadSchema({ maxSizeMb: 10 });
  expect(errors(upload([file('a.pdf', 10 * 1024 * 1024)]), ten)).toEqual({ data: [TOO_BIG(10)] });
  const none = requiredDocumentUploadSchema({ maxSizeMb: 0 });
  expect(errors(upload([file('a.pdf', MB_50 * 4)]), none)).toEqual({});
});

test('a form that allows several files counts them between its minimum and maximum', () => {
  const three = requiredDocumentUploadSchema({ min: 1, max: 3 });
  expect(errors(upload([file(), file(), file()]), three)).toEqual({});
  expect(errors(upload([file(), file(), file(), file()]), three)).toEqual({
    data: ['Please upload between 1 and 3 files.'],
  });
});

test('the title and comment are at most 255 characters', () => {
  const long = 'x'.repeat(256);
  expect(errors({ ...upload([file()]), title: 'x'.repeat(255), comment: 'y'.repeat(255) })).toEqual(
    {},
  );
  expect(errors({ ...upload([file()]), title: long, comment: long })).toEqual({
    title: [MESSAGES.uploadTitleTooLong],
    comment: [MESSAGES.textTooLong],
  });
});

test('a requested document reads its attachments, and a type the list lacks', () => {
  expect(
    v.parse(RequiredDocumentSchema, {
      id: 5,
      label: 'Proof of no-claims bonus',
      type: 'tachograph',
      title: null,
      comment: 'Please send the renewal letter from your last insurer',
      attachments: [{ id: 9, name: 'ncb.pdf' }],
    }),
  ).toEqual({
    id: '5',
    label: 'Proof of no-claims bonus',
    type: 'tachograph',
    title: '',
    comment: 'Please send the renewal letter from your last insurer',
    attachments: [{ id: '9', name: 'ncb.pdf' }],
  });
});

test('the calls list and upload under the policy; the upload is multipart', () => {
  const { getRequiredDocuments, uploadRequiredDocuments } = requiredDocumentEndpoints;
  expect(`${getRequiredDocuments.method} ${getRequiredDocuments.path}`).toBe(
    'GET /policies/:id/required-documents',
  );
  expect(`${uploadRequiredDocuments.method} ${uploadRequiredDocuments.path}`).toBe(
    'POST /policies/:id/required-documents',
  );
  expect(uploadRequiredDocuments.multipart).toBe(true);
});
