// Files as a user picks them: small real ones of each kind (the API judges a file by its bytes),
// and one of exactly the upload limit, written to disk because Playwright hands the browser a
// buffer only up to 50 MB.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** A 1x1 pixel PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A one-page PDF with nothing on its page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface PickedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

export function png(name: string): PickedFile {
  return { name, mimeType: 'image/png', buffer: PNG };
}

export function pdf(name: string): PickedFile {
  return { name, mimeType: 'application/pdf', buffer: PDF };
}

/** Text in a file named as something else: what the API must refuse by its bytes. */
export function textNamed(name: string): PickedFile {
  return { name, mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>\n') };
}

/** 'scan.pdf' of exactly `bytes` bytes, a PDF by its first bytes, on disk; its path. */
export function largePdf(bytes: number): string {
  const folder = path.join(REPO_ROOT, 'e2e/.tmp/files');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `scan-${bytes}.pdf`);
  const content = Buffer.alloc(bytes);
  PDF.copy(content);
  writeFileSync(file, content);
  return file;
}
