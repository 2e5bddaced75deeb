import { JPEG_HEADER, PNG_1X1 } from './images';

// Files for upload tests whose bytes are what their names say: the API accepts a file by its
// content, not its name (uploads/content.ts), so a zero-filled `scan.pdf` is refused.

function ascii(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/**
 * A zip of stored (uncompressed) entries, as local file headers only: what file-type reads to
 * tell a zip, a .docx or an .odt apart. Enough for detection; not an archive an unzipper opens.
 */
export function zipOf(entries: Readonly<Record<string, string>>): Uint8Array<ArrayBuffer> {
  const parts = Object.entries(entries).flatMap(([name, text]) => {
    const nameBytes = ascii(name);
    const data = ascii(text);
    const header = new DataView(new ArrayBuffer(30));
    header.setUint32(0, 0x04034b50, true); // local file header signature
    header.setUint16(4, 20, true); // version needed: 2.0
    header.setUint32(18, data.length, true); // compressed size (method 0: stored)
    header.setUint32(22, data.length, true); // uncompressed size
    header.setUint16(26, nameBytes.length, true);
    return [new Uint8Array(header.buffer), nameBytes, data];
  });
  const zip = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  parts.reduce((offset, part) => {
    zip.set(part, offset);
    return offset + part.length;
  }, 0);
  return zip;
}

/** An Office Open XML package: its `[Content_Types].xml` names the main part's type. */
function openXml(mainType: string): Uint8Array<ArrayBuffer> {
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${mainType}.main+xml"/></Types>`,
  });
}

/** The start of a compound file (.doc, .xls): its eight-byte signature. */
const CFB_HEADER = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** A little-endian TIFF header whose first directory (at byte 8) has no entries. */
const TIFF_HEADER = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00]);

/** An ISO base media file whose `ftyp` box names the HEIC brand. */
const HEIC_HEADER = ascii('\0\0\0\x18ftypheic\0\0\0\0mif1heic');

/** The bytes each extension's file starts with. */
export const SIGNATURES: Readonly<Record<string, Uint8Array<ArrayBuffer>>> = {
  pdf: ascii('%PDF-1.7\n'),
  jpg: JPEG_HEADER,
  jpeg: JPEG_HEADER,
  png: PNG_1X1,
  gif: ascii('GIF89a'),
  tif: TIFF_HEADER,
  tiff: TIFF_HEADER,
  heic: HEIC_HEADER,
  zip: zipOf({ 'receipt.txt': 'Receipt' }),
  docx: openXml('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  xlsx: openXml('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  odt: zipOf({ mimetype: 'application/vnd.oasis.opendocument.text' }),
  ods: zipOf({ mimetype: 'application/vnd.oasis.opendocument.spreadsheet' }),
  doc: CFB_HEADER,
  xls: CFB_HEADER,
  txt: ascii('Mileage on collection: 61250\n'),
};

/**
 * A `File` named `name` whose bytes start as its extension's files do, padded to `size` bytes
 * (a .txt with spaces, so it stays text; anything else with zeros). Without `size` it is just
 * the signature; an extension with none ('setup.exe') gets 12 zero bytes, as the name alone
 * refuses it.
 */
export function fileNamed(name: string, size?: number): File {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const signature = name.includes('.') ? SIGNATURES[extension] : undefined;
  const length = size ?? signature?.length ?? 12;
  if (signature && length < signature.length) {
    throw new Error(`fileNamed: ${name} needs at least ${signature.length} bytes`);
  }
  const bytes = new Uint8Array(length).fill(extension === 'txt' ? 0x20 : 0);
  if (signature) bytes.set(signature);
  return new File([bytes], name);
}
