import * as v from 'valibot';
import { expect, test } from 'vitest';
import { MESSAGES } from './messages';
import {
  acceptAttribute,
  AGREED_VALUE_DOCUMENT_RULE,
  AGREED_VALUE_EVIDENCE_RULE,
  CHANGES_UPLOAD_WORDING,
  checkFiles,
  DOCUMENT_UPLOAD_RULE,
  DOCUMENT_UPLOAD_WORDING,
  fileCountLabel,
  filesCheck,
  hasAllowedExtension,
  INVALID_TYPE_WORDING,
  MULTI_UPLOAD_WORDING,
  REQUIRED_DOCUMENTS_UPLOAD_RULE,
  uploadRule,
} from './uploads';
import { validate } from './validation';

const FIFTY_MB = 52_428_800;
const DOCUMENT_LIST =
  '.doc, .docx, .gif, .heic, .jpeg, .jpg, .pdf, .png, .tif, .tiff, .xls, .xlsx, .zip';
const AGREED_VALUE_LIST =
  'doc, docx, gif, jpg, jpeg, png, pdf, tiff, tif, xls, xlsx, zip, odt, ods, heic, txt';
const SIZE_CHANGES =
  "The maximum file size is 50MB. Please reduce the size of the file(s) you're trying to upload.";

function files(count: number, name = 'photo.jpg', size = 1000) {
  return Array.from({ length: count }, (_, index) => ({ name: `${index}-${name}`, size }));
}

test('a rule defaults to one file and no size limit', () => {
  expect(uploadRule({ extensions: ['.pdf'] })).toEqual({
    extensions: ['.pdf'],
    maxSizeMb: 0,
    min: 1,
    max: 1,
  });
  expect(REQUIRED_DOCUMENTS_UPLOAD_RULE).toMatchObject({ maxSizeMb: 50, min: 1, max: 1 });
});

test('extensions match case-insensitively, with or without the dot in the list', () => {
  for (const name of ['scan.pdf', 'SCAN.PDF', 'Scan.Pdf', 'photo.HEIC', 'a.b.TIFF']) {
    expect(hasAllowedExtension(name, DOCUMENT_UPLOAD_RULE.extensions)).toBe(true);
  }
  expect(hasAllowedExtension('notes.TXT', AGREED_VALUE_EVIDENCE_RULE.extensions)).toBe(true);
  expect(hasAllowedExtension('notes.txt', DOCUMENT_UPLOAD_RULE.extensions)).toBe(false);
  expect(hasAllowedExtension('sheet.ods', DOCUMENT_UPLOAD_RULE.extensions)).toBe(false);
  expect(hasAllowedExtension('pdf', DOCUMENT_UPLOAD_RULE.extensions)).toBe(false);
  expect(hasAllowedExtension('scan.pdf.exe', DOCUMENT_UPLOAD_RULE.extensions)).toBe(false);
});

test('the generic uploader asks for a valid file with the list', () => {
  expect(
    checkFiles([{ name: 'Scan.PDF', size: 10 }], DOCUMENT_UPLOAD_RULE, DOCUMENT_UPLOAD_WORDING),
  ).toEqual([]);
  expect(
    checkFiles([{ name: 'notes.txt', size: 10 }], DOCUMENT_UPLOAD_RULE, DOCUMENT_UPLOAD_WORDING),
  ).toEqual([`Please upload a valid file: ${DOCUMENT_LIST}`]);
});

test('the multi-file uploader and the change forms ask for the listed formats only', () => {
  const wrong = [{ name: 'notes.exe', size: 10 }];
  const expected = [`Please upload the following formats only: ${DOCUMENT_LIST}`];
  expect(checkFiles(wrong, DOCUMENT_UPLOAD_RULE, MULTI_UPLOAD_WORDING)).toEqual(expected);
  expect(checkFiles(wrong, REQUIRED_DOCUMENTS_UPLOAD_RULE, CHANGES_UPLOAD_WORDING)).toEqual(
    expected,
  );
  expect(checkFiles(wrong, AGREED_VALUE_DOCUMENT_RULE, CHANGES_UPLOAD_WORDING)).toEqual([
    `Please upload the following formats only: ${AGREED_VALUE_LIST}`,
  ]);
  expect(checkFiles(wrong, AGREED_VALUE_DOCUMENT_RULE, INVALID_TYPE_WORDING)).toEqual([
    'Invalid file type. Please upload a valid file type.',
  ]);
});

test('a file of exactly 50 MB is refused and one byte less is accepted', () => {
  const under = [{ name: 'car.jpg', size: FIFTY_MB - 1 }];
  const exactly = [{ name: 'car.jpg', size: FIFTY_MB }];
  expect(checkFiles(under, AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING)).toEqual([]);
  expect(checkFiles(exactly, AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING)).toEqual([
    SIZE_CHANGES,
  ]);
  expect(checkFiles(under, REQUIRED_DOCUMENTS_UPLOAD_RULE, CHANGES_UPLOAD_WORDING)).toEqual([]);
  expect(checkFiles(exactly, REQUIRED_DOCUMENTS_UPLOAD_RULE, CHANGES_UPLOAD_WORDING)).toEqual([
    SIZE_CHANGES,
  ]);
});

test('the generic uploader words its size limit as portal.md does', () => {
  const rule = uploadRule({ extensions: ['.pdf'], maxSizeMb: 2 });
  expect(
    checkFiles([{ name: 'a.pdf', size: 2 * 1024 * 1024 - 1 }], rule, DOCUMENT_UPLOAD_WORDING),
  ).toEqual([]);
  expect(
    checkFiles([{ name: 'a.pdf', size: 2 * 1024 * 1024 }], rule, DOCUMENT_UPLOAD_WORDING),
  ).toEqual([
    "The maximum file size is 2 MB. Please reduce the size of the file(s) you're trying to upload",
  ]);
});

test('a size limit of 0 means none', () => {
  expect(
    checkFiles(
      [{ name: 'huge.zip', size: 10 * FIFTY_MB }],
      DOCUMENT_UPLOAD_RULE,
      DOCUMENT_UPLOAD_WORDING,
    ),
  ).toEqual([]);
});

test('agreed-value evidence takes 20 files and refuses 21', () => {
  expect(checkFiles(files(20), AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING)).toEqual([]);
  expect(checkFiles(files(21), AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING)).toEqual([
    'Please upload no more than 20 files.',
  ]);
});

test('the default uploader needs exactly one file', () => {
  expect(checkFiles(files(1, 'a.pdf'), DOCUMENT_UPLOAD_RULE, DOCUMENT_UPLOAD_WORDING)).toEqual([]);
  for (const count of [0, 2]) {
    expect(
      checkFiles(files(count, 'a.pdf'), DOCUMENT_UPLOAD_RULE, DOCUMENT_UPLOAD_WORDING),
    ).toEqual(['Please upload 1 file.']);
  }
});

test('a count between a minimum and a maximum is checked at both ends', () => {
  const rule = uploadRule({ extensions: ['pdf'], min: 2, max: 3 });
  expect(checkFiles(files(2, 'a.pdf'), rule, CHANGES_UPLOAD_WORDING)).toEqual([]);
  expect(checkFiles(files(3, 'a.pdf'), rule, CHANGES_UPLOAD_WORDING)).toEqual([]);
  for (const count of [1, 4]) {
    expect(checkFiles(files(count, 'a.pdf'), rule, CHANGES_UPLOAD_WORDING)).toEqual([
      'Please upload between 2 and 3 files.',
    ]);
  }
});

test('several problems give one message each, type first', () => {
  const bad = [
    { name: 'a.exe', size: 1 },
    { name: 'b.exe', size: FIFTY_MB },
  ];
  expect(checkFiles(bad, AGREED_VALUE_DOCUMENT_RULE, INVALID_TYPE_WORDING)).toEqual([
    MESSAGES.invalidFileType,
    SIZE_CHANGES,
    'Please upload 1 file.',
  ]);
});

test('the uploader shows its count as n/max, and accepts dotted extensions', () => {
  expect(fileCountLabel(3, 20)).toBe('3/20');
  expect(acceptAttribute(['pdf', '.JPG'])).toBe('.pdf,.jpg');
});

test('the schema check works on File objects and reports each message', () => {
  const schema = v.pipe(
    v.array(v.file()),
    filesCheck(AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING),
  );
  expect(validate(schema, [new File(['x'], 'Receipt.PDF')]).success).toBe(true);
  const result = validate(schema, [new File(['x'], 'receipt.exe')]);
  expect(result.success).toBe(false);
  if (!result.success) {
    expect(result.error.fields['']).toEqual([
      `Please upload the following formats only: ${AGREED_VALUE_LIST}`,
    ]);
  }
});
