import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { openAsBlob } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  formTextTooLarge,
  formTooManyParts,
  maxFileSizeChanges,
  MESSAGES,
  uploadCount,
  type FieldErrors,
} from '@portal/contract';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from './body-parsers';
import { HttpError, unprocessable } from './http-error';

// Multipart bodies as the contract's `toFormData` encodes them: files as parts, arrays as
// `documents[0]`, `documents[1]`..., objects as JSON strings (the agreed-value `payload`), other
// values as text, JSON read only where the endpoint's schema takes an object. Files stream to disk in the uploads folder's `.incoming/`; the handler gets the
// fields put back together, with each file as a disk-backed `File`, so the endpoint's own body
// schema (`v.blob()`, `v.file()`, arrays of them) validates it like any other body. A file moves
// into the uploads folder once the row that records it is committed, when the request is answered
// (`discardUnrecorded`, uploads/files.ts); whatever a request leaves unrecorded is removed then.

/** policy-changes.md §5: each file under 50 MB (52428800 bytes). */
export const DEFAULT_MAX_FILE_SIZE = 50 * 1024 * 1024;
/** policy-changes.md §5: agreed-value evidence, at most 20 files. */
export const DEFAULT_MAX_FILES = 20;
/**
 * Text fields per request: our forms send at most 3 (a document's type, title and comment), and
 * every text part is held in memory until the request is answered.
 */
export const MAX_TEXT_FIELDS = 50;
/**
 * Bytes of text per request, all fields together: the largest of ours, the agreed-value payload
 * with 20 document slots of 255 characters, is under 48 KB even in 4-byte characters.
 */
export const MAX_TEXT_BYTES = 128 * 1024;
/** Inside the uploads folder, so moving a file into place is a rename on the same disk. */
export const INCOMING_DIR = '.incoming';

export interface UploadedFile {
  /** The dotted key of the field, e.g. 'documents.0', as field errors name it. */
  readonly field: string;
  readonly originalName: string;
  readonly mimeType: string;
  readonly size: number;
  /** Where the bytes wait, under `.incoming/`, until a row records them. */
  readonly path: string;
  /** Where they move once recorded: the uploads folder joined with `relativePath`. */
  readonly destination: string;
  /** The path relative to the uploads folder, as the `uploads` table keeps it. */
  readonly relativePath: string;
}

export interface MultipartLimits {
  readonly maxFileSize: number;
  readonly maxFiles: number;
  /** The fields sent as JSON text, because the endpoint's schema takes an object there. */
  readonly jsonFields: ReadonlySet<string>;
}

export interface MultipartBody {
  readonly body: Record<string, unknown>;
  readonly files: UploadedFile[];
}

/** 'documents[0][name]' -> ['documents', 0, 'name']; undefined for a malformed name. */
function segmentsOf(name: string): (string | number)[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  return [match[1], ...rest.map((key) => (/^\d+$/.test(key) ? Number(key) : key))];
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null && !(value instanceof Blob);
}

function childOf(node: Container, key: string | number): unknown {
  return Array.isArray(node) ? node[Number(key)] : node[String(key)];
}

function put(node: Container, key: string | number, value: unknown): void {
  if (Array.isArray(node)) node[Number(key)] = value;
  else node[String(key)] = value;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function assign(target: Record<string, unknown>, segments: (string | number)[], value: unknown) {
  if (segments.some((segment) => UNSAFE_KEYS.has(String(segment)))) return;
  let node: Container = target;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    if (next === undefined) {
      put(node, segment, value);
      return;
    }
    const existing = childOf(node, segment);
    const child: Container = isContainer(existing) ? existing : typeof next === 'number' ? [] : {};
    put(node, segment, child);
    node = child;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const OBJECT_SCHEMAS = new Set([
  'object',
  'loose_object',
  'strict_object',
  'object_with_rest',
  'record',
]);

function takesObject(schema: unknown): boolean {
  let current = schema;
  // optional(), nullable() and their kind wrap the schema that says what the value is.
  while (isRecord(current) && 'wrapped' in current) current = current.wrapped;
  return isRecord(current) && typeof current.type === 'string' && OBJECT_SCHEMAS.has(current.type);
}

/** The top-level fields of a body schema that take an object: `toFormData` sends them as JSON. */
export function jsonFieldsOf(schema: unknown): ReadonlySet<string> {
  if (!isRecord(schema) || !isRecord(schema.entries)) return new Set();
  const entries = Object.entries(schema.entries);
  return new Set(entries.filter(([, entry]) => takesObject(entry)).map(([name]) => name));
}

/**
 * Objects arrive as JSON text (`toFormData`), where the schema takes one; any other field is
 * text as typed, a title that starts with `{` included.
 */
function decodeText(segments: readonly (string | number)[], value: string, json: boolean): unknown {
  if (!json || segments.length !== 1) return value;
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw tooDeep();
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * 413, and the rest of the body is not read: the request stops feeding the parser and the
 * answer closes the connection, so a form of a thousand fields is never held whole.
 */
function tooLarge(request: FastifyRequest, message: string): HttpError {
  request.raw.unpipe();
  return new HttpError(413, message, undefined, { connection: 'close' });
}

function safeExtension(filename: string): string {
  const extension = path.extname(filename).toLowerCase();
  return /^\.[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/**
 * Whether a name indexes past the endpoint's file limit: every list in these bodies is a list of
 * files (`data[n]`, `documents[n]`), so `data[10000000]` is refused before it makes a list of
 * ten million holes for validation to walk.
 */
function indexesPast(segments: readonly (string | number)[], max: number): boolean {
  return segments.some((segment) => typeof segment === 'number' && segment >= max);
}

/** busboy's and @fastify/multipart's errors about the body itself, not about our limits. */
function isUnreadableBody(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return (
    code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    code === 'FST_MULTIPART_INVALID_CONTENT_TYPE' ||
    code === 'FST_INVALID_JSON_FIELD_ERROR' ||
    code === 'FST_PROTO_VIOLATION' ||
    code === 'FST_MP_PREMATURE_CLOSE' ||
    /^(?:Malformed|Unexpected end of|Multipart: Boundary not found|Part terminated early)/i.test(
      error.message,
    )
  );
}

async function removeFiles(files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/**
 * Reads every part. Too many files, a file over the size limit or an empty one answer 422 with
 * the spec's messages under the file's field; more text fields or text bytes than MAX_TEXT_FIELDS
 * and MAX_TEXT_BYTES answer 413. The files already written are removed first.
 */
export async function readMultipart(
  request: FastifyRequest,
  uploadsDir: string,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const errors: FieldErrors = {};
  const megabytes = Math.round((limits.maxFileSize / (1024 * 1024)) * 100) / 100;
  const tooManyParts = () => tooLarge(request, formTooManyParts(MAX_TEXT_FIELDS, limits.maxFiles));
  let textBytes = 0;

  try {
    // busboy stops at one file past the limit; the extra part is drained, not stored.
    // A field longer than all the text allowed is cut there, and refused below.
    const parts = request.parts({
      limits: {
        fileSize: limits.maxFileSize,
        files: limits.maxFiles + 1,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_BYTES,
        // Past the fields' and the files' own limits, which answer first.
        parts: MAX_TEXT_FIELDS + limits.maxFiles + 2,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        textBytes += Buffer.byteLength(String(part.value));
        if (part.valueTruncated || textBytes > MAX_TEXT_BYTES) {
          throw tooLarge(request, formTextTooLarge(MAX_TEXT_BYTES / 1024));
        }
      }
      const segments = segmentsOf(part.fieldname);
      if (!segments) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const field = segments.join('.');
      if (indexesPast(segments, limits.maxFiles)) {
        if (part.type === 'file') part.file.resume();
        errors[String(segments[0])] = [uploadCount(0, limits.maxFiles)];
        continue;
      }
      if (part.type === 'field') {
        const json = limits.jsonFields.has(String(segments[0]));
        assign(body, segments, decodeText(segments, String(part.value), json));
        continue;
      }
      if (files.length >= limits.maxFiles) {
        part.file.resume();
        errors[String(segments[0])] = [uploadCount(0, limits.maxFiles)];
        continue;
      }
      const relativePath = `${randomUUID()}${safeExtension(part.filename)}`;
      const filePath = path.join(uploadsDir, INCOMING_DIR, relativePath);
      try {
        await pipeline(part.file, createWriteStream(filePath));
      } catch (error) {
        // Cut off mid-file: what arrived of it is no file at all.
        await rm(filePath, { force: true });
        throw error;
      }
      const upload: UploadedFile = {
        field,
        originalName: part.filename,
        mimeType: part.mimetype || 'application/octet-stream',
        size: part.file.bytesRead,
        path: filePath,
        destination: path.join(uploadsDir, relativePath),
        relativePath,
      };
      files.push(upload);
      if (part.file.truncated) {
        errors[field] = [maxFileSizeChanges(megabytes)];
        continue;
      }
      // A document with nothing in it is no document: refused whatever the route would keep.
      if (upload.size === 0) {
        errors[field] = [MESSAGES.fileEmpty];
        continue;
      }
      const blob = await openAsBlob(filePath, { type: upload.mimeType });
      assign(body, segments, new File([blob], upload.originalName, { type: upload.mimeType }));
    }
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    const refusal =
      code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' ? tooManyParts() : undefined;
    await removeFiles(files);
    if (refusal) throw refusal;
    if (code === 'FST_FILES_LIMIT') {
      throw unprocessable({ files: [uploadCount(0, limits.maxFiles)] });
    }
    if (isUnreadableBody(error)) throw new HttpError(400, MESSAGES.uploadUnreadable);
    throw error;
  }

  if (Object.keys(errors).length > 0) {
    await removeFiles(files);
    throw unprocessable(errors);
  }
  return { body, files };
}
