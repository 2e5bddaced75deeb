import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { UploadedFile } from '../http/multipart';
import { fileNamed, SIGNATURES, zipOf } from '../test/files';
import { HTML_PAGE, PNG_1X1 } from '../test/images';
import { misnamedFiles, TEXT_PREFIX_BYTES } from './content';

const dir = await mkdtemp(path.join(tmpdir(), 'portal-content-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An upload as the multipart layer hands it over: the bytes on disk under a random name. */
async function uploaded(originalName: string, bytes: Uint8Array): Promise<UploadedFile> {
  const relativePath = randomUUID();
  const filePath = path.join(dir, relativePath);
  await writeFile(filePath, bytes);
  return {
    field: 'documents.0',
    originalName,
    mimeType: 'application/octet-stream',
    size: bytes.length,
    path: filePath,
    destination: filePath,
    relativePath,
  };
}

async function refused(name: string, bytes: Uint8Array): Promise<boolean> {
  return (await misnamedFiles([await uploaded(name, bytes)])).length > 0;
}

const ascii = (text: string) => new TextEncoder().encode(text);

/** The bytes of the test helper's file of that name: a valid signature, padded to `size`. */
async function bytesOf(name: string, size?: number): Promise<Uint8Array> {
  return new Uint8Array(await fileNamed(name, size).arrayBuffer());
}

test('a file of every allowed extension is accepted when its bytes are of that type', async () => {
  const names = Object.keys(SIGNATURES).flatMap((extension) => [
    `file.${extension}`,
    `PADDED.${extension.toUpperCase()}`,
  ]);
  const files = await Promise.all(
    names.map(async (name) => {
      const padded = name.startsWith('PADDED') ? 4096 : undefined;
      return uploaded(name, await bytesOf(name, padded));
    }),
  );

  expect(names).toHaveLength(32);
  expect((await misnamedFiles(files)).map((file) => file.originalName)).toEqual([]);
});

test('.heic takes every brand of HEIF image file-type reports as heic', async () => {
  for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']) {
    const box = new Uint8Array([0, 0, 0, 0x18, ...ascii(`ftyp${brand}`), 0, 0, 0, 0]);
    expect(await refused('photo.heic', box), brand).toBe(false);
  }
  const avif = new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypavif'), 0, 0, 0, 0]);
  expect(await refused('photo.heic', avif)).toBe(true);
});

test('a plain zip named as an Office or OpenDocument file is accepted: those are zips', async () => {
  const plain = zipOf({ 'notes.txt': 'Notes' });
  for (const name of ['report.docx', 'costs.xlsx', 'letter.odt', 'sheet.ods']) {
    expect(await refused(name, plain), name).toBe(false);
  }
});

test('a file whose bytes are of another type than its name says is refused', async () => {
  const docx = await bytesOf('report.docx');
  const pdf = await bytesOf('scan.pdf', 64);
  const cases: [string, Uint8Array][] = [
    ['statement.pdf', ascii('Just some text, no PDF at all.\n')],
    ['statement.pdf', HTML_PAGE],
    ['photo.jpg', PNG_1X1],
    ['statement.pdf', zipOf({ 'statement.txt': 'Statement' })],
    ['spreadsheet.ods', docx],
    ['letter.doc', docx],
    ['letter.docx', await bytesOf('letter.doc')],
    ['notes.txt', pdf],
    ['scan.png', new Uint8Array(64)],
  ];

  for (const [name, bytes] of cases) expect(await refused(name, bytes), name).toBe(true);
});

test('a .txt is accepted as UTF-8 text without NUL bytes; random bytes named .txt are not', async () => {
  expect(await refused('notes.txt', ascii('Collected on 3 March.\r\nMileage 61250\n'))).toBe(false);
  expect(await refused('notes.txt', ascii('Reçu: 250 € — Zürich'))).toBe(false);
  expect(await refused('notes.txt', randomBytes(4096))).toBe(true);
  expect(await refused('notes.txt', ascii('Text\u0000with a NUL'))).toBe(true);
  // Latin-1 'é' alone is not UTF-8; neither is a character cut short at the end of the file.
  expect(await refused('notes.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9]))).toBe(true);
  expect(await refused('notes.txt', ascii('café').subarray(0, 4))).toBe(true);
});

test('a .txt is judged by its first 64 KiB only, where a character may be cut in two', async () => {
  const euro = ascii('€');
  const long = new Uint8Array(TEXT_PREFIX_BYTES * 2).fill(0x61);
  // '€' (3 bytes) across the end of the prefix, and a NUL beyond it that is never read.
  long.set(euro, TEXT_PREFIX_BYTES - 1);
  long[TEXT_PREFIX_BYTES + 10] = 0;

  expect(await refused('long.txt', long)).toBe(false);
  expect(await refused('cut.txt', long.subarray(0, TEXT_PREFIX_BYTES))).toBe(true);
});

test('an extension with no known signature, or no extension, is refused', async () => {
  expect(await refused('invoice.rtf', ascii('{\\rtf1 Invoice}'))).toBe(true);
  expect(await refused('setup.exe', ascii('MZ'))).toBe(true);
  expect(await refused('statement', ascii('%PDF-1.7\n'))).toBe(true);
});

test('only the misnamed files of a set are named', async () => {
  const files = [
    await uploaded('front.jpg', await bytesOf('front.jpg')),
    await uploaded('back.jpg', PNG_1X1),
    await uploaded('receipt.pdf', await bytesOf('receipt.pdf')),
  ];

  expect((await misnamedFiles(files)).map((file) => file.originalName)).toEqual(['back.jpg']);
});
