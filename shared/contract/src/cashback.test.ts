import * as v from 'valibot';
import { expect, test } from 'vitest';
import {
  cashbackEndpoints,
  cashbackEntries,
  cashbackFormSchema,
  cashbackUploadState,
  CashbackUploadSchema,
  checkCashbackFiles,
} from './cashback';
import type { AnySchema } from './endpoint';
import { maxFileSize, MESSAGES, uploadCount, uploadValidFile } from './messages';
import { BYTES_PER_MB, DOCUMENT_EXTENSIONS } from './uploads';
import { validate } from './validation';

function errorsOf(schema: AnySchema, input: unknown) {
  const result = validate(schema, input);
  return result.success ? {} : result.error.fields;
}

const pdf = new File(['%PDF'], 'schedule.pdf', { type: 'application/pdf' });
const documents = [
  { id: 1, label: 'Home insurance schedule', value: 'The schedule page with your name.' },
  { id: 2, label: 'Proof of address', value: 'A utility bill from the last 3 months.' },
];
const schema = cashbackFormSchema();

test('each required document needs a file and the confirm tick', () => {
  expect(errorsOf(schema, { documents: cashbackEntries(documents) })).toEqual({
    'documents.0.file': [MESSAGES.cashbackFileRequired],
    'documents.0.confirmed': [MESSAGES.cashbackConfirmRequired],
    'documents.1.file': [MESSAGES.cashbackFileRequired],
    'documents.1.confirmed': [MESSAGES.cashbackConfirmRequired],
  });
  const ready = [
    { id: 1, file: pdf, confirmed: true },
    { id: 2, file: pdf, confirmed: true },
  ];
  expect(errorsOf(schema, { documents: ready })).toEqual({});
  expect(errorsOf(schema, { documents: [{ id: 1, file: pdf }, ready[1]] })).toEqual({
    'documents.0.confirmed': [MESSAGES.cashbackConfirmRequired],
  });
});

test('the tick reads as the spec words it', () => {
  expect(MESSAGES.cashbackConfirm).toBe(
    "I confirm that I've included all required evidence within the single attachment above, if multiple files are required I've included them all within a single .ZIP file.",
  );
});

test('a file must be one of the generic upload types, in any case', () => {
  const entry = (name: string) => ({
    documents: [{ id: 1, file: new File(['x'], name), confirmed: true }],
  });
  expect(errorsOf(schema, entry('EVIDENCE.ZIP'))).toEqual({});
  expect(errorsOf(schema, entry('scan.heic'))).toEqual({});
  for (const name of ['notes.txt', 'schedule', 'archive.rar']) {
    expect(errorsOf(schema, entry(name))).toEqual({
      'documents.0.file': [uploadValidFile(DOCUMENT_EXTENSIONS)],
    });
  }
});

test('a size limit, when a deployment sets one, refuses a file of that size or more', () => {
  const limited = cashbackFormSchema(5);
  const sized = (size: number) => ({
    documents: [{ id: 1, file: new File([new Uint8Array(size)], 'a.pdf'), confirmed: true }],
  });
  expect(errorsOf(limited, sized(5 * BYTES_PER_MB - 1))).toEqual({});
  expect(errorsOf(limited, sized(5 * BYTES_PER_MB))).toEqual({
    'documents.0.file': [maxFileSize(5)],
  });
  expect(errorsOf(schema, sized(5 * BYTES_PER_MB))).toEqual({});
});

test('with no documents there is nothing to upload', () => {
  expect(errorsOf(schema, { documents: [] })).toEqual({
    documents: [MESSAGES.cashbackNoDocuments],
  });
});

test('Upload shows once a file is attached and is enabled once every document is confirmed', () => {
  const entries = cashbackEntries(documents);
  expect(cashbackUploadState(entries)).toEqual({ visible: false, enabled: false });
  const [first, second] = entries;
  if (!first || !second) throw new Error('two documents expected');
  const oneFile = [{ ...first, file: pdf }, second];
  expect(cashbackUploadState(oneFile)).toEqual({ visible: true, enabled: false });
  const oneTick = [{ ...first, file: pdf, confirmed: true }, second];
  expect(cashbackUploadState(oneTick)).toEqual({ visible: true, enabled: false });
  const allTicked = [
    { ...first, file: pdf, confirmed: true },
    { ...second, confirmed: true },
  ];
  expect(cashbackUploadState(allTicked)).toEqual({ visible: true, enabled: true });
});

test('the server takes one file per required document, of an allowed type', () => {
  const files = [
    { name: 'a.pdf', size: 10 },
    { name: 'b.png', size: 10 },
  ];
  expect(checkCashbackFiles(files, 2)).toEqual([]);
  expect(checkCashbackFiles(files.slice(0, 1), 2)).toEqual([uploadCount(2, 2)]);
  expect(checkCashbackFiles([...files, { name: 'c.pdf', size: 1 }], 2)).toEqual([
    uploadCount(2, 2),
  ]);
  expect(
    checkCashbackFiles(
      [
        { name: 'a.exe', size: 1 },
        { name: 'b.png', size: 10 },
      ],
      2,
    ),
  ).toEqual([uploadValidFile(DOCUMENT_EXTENSIONS)]);
});

test('the upload is multipart documents[n] and answers a message', () => {
  const { uploadCashback, getCashbackDocuments } = cashbackEndpoints;
  expect([uploadCashback.method, uploadCashback.path, uploadCashback.multipart]).toEqual([
    'POST',
    '/promotions/cashback',
    true,
  ]);
  expect(getCashbackDocuments.path).toBe('/promotions/cashback');
  expect(v.parse(CashbackUploadSchema, { documents: [pdf] }).documents).toHaveLength(1);
  expect(errorsOf(CashbackUploadSchema, { documents: [] })).toEqual({
    documents: [MESSAGES.cashbackNoDocuments],
  });
  expect(errorsOf(CashbackUploadSchema, { documents: ['a.pdf'] })).toEqual({
    'documents.0': [MESSAGES.cashbackFileRequired],
  });
});
