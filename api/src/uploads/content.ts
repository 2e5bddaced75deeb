import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { UploadedFile } from '../http/multipart';

// The project's security rule: "a file is accepted by its content, not its name or declared
// type; nothing of a refused request is kept". The upload routes check the name against their
// list of extensions (contract uploads.ts); this checks that the bytes are what that name says,
// so a page of script named `scan.pdf` is refused before any row records it.

/**
 * What file-type (`ext`) must find in a file of each extension the uploaders allow. The Office
 * Open XML and OpenDocument formats are zips: file-type names them only when their
 * `[Content_Types].xml` or `mimetype` entry says so, so an unremarkable zip named .docx is taken
 * as one. Old Office files are compound files (cfb) whatever they hold. HEIC covers every
 * brand file-type reports as 'heic' (heic, heix, hevc, hevx, mif1, msf1).
 */
const DETECTED_AS: Readonly<Record<string, readonly string[]>> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  tif: ['tif'],
  tiff: ['tif'],
  heic: ['heic'],
  zip: ['zip'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  odt: ['odt', 'zip'],
  ods: ['ods', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
};

/** How much of a .txt is read: enough to tell text from a binary, never the whole 50 MB. */
export const TEXT_PREFIX_BYTES = 64 * 1024;

/** 'Scan.PDF' -> 'pdf', as the contract's `hasAllowedExtension` reads a name. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `ext` file-type finds, or undefined; it reads only the prefix it needs. */
async function detectedType(filePath: string): Promise<string | undefined> {
  try {
    return (await fileTypeFromFile(filePath))?.ext;
  } catch (error) {
    // A file the disk cannot give back (ENOENT, EIO...) is our fault, not the sender's: a 500.
    if (error instanceof Error && 'syscall' in error) throw error;
    // A parser that gives up (a zip entry compressed in a way it cannot read...) has not
    // recognised the file, and an unrecognised file is not accepted.
    return undefined;
  }
}

/**
 * Text has no signature: nothing file-type knows, and a prefix that is UTF-8 with no NUL byte
 * (a binary almost always has one). A character cut in two at the end of the prefix is not a
 * fault, so the prefix of a longer file is decoded as a stream that has not ended.
 */
async function isText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  let bytes: Uint8Array;
  let whole: boolean;
  try {
    const prefix = new Uint8Array(TEXT_PREFIX_BYTES);
    const { bytesRead } = await handle.read(prefix, 0, TEXT_PREFIX_BYTES, 0);
    bytes = prefix.subarray(0, bytesRead);
    whole = bytesRead < TEXT_PREFIX_BYTES || (await handle.stat()).size === bytesRead;
  } finally {
    await handle.close();
  }
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: !whole });
    return true;
  } catch {
    return false;
  }
}

async function isWhatItsNameSays(file: UploadedFile): Promise<boolean> {
  const extension = extensionOf(file.originalName);
  const detected = await detectedType(file.path);
  if (extension === 'txt') return detected === undefined && (await isText(file.path));
  // An extension with no known signature cannot be judged by content, so it is not accepted.
  const expected = DETECTED_AS[extension];
  return expected !== undefined && detected !== undefined && expected.includes(detected);
}

/**
 * The files whose bytes are not of the type their name's extension names; [] when all are. Each
 * file is read only as far as its signature (a .txt up to TEXT_PREFIX_BYTES), so a 50 MB upload
 * never lands in memory.
 */
export async function misnamedFiles(files: readonly UploadedFile[]): Promise<UploadedFile[]> {
  const verdicts = await Promise.all(files.map(isWhatItsNameSays));
  return files.filter((_, index) => !verdicts[index]);
}
