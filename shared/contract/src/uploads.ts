import * as v from 'valibot';
import {
  maxFileSize,
  maxFileSizeChanges,
  MESSAGES,
  uploadCount,
  uploadFormatsOnly,
  uploadValidFile,
} from './messages';

// File upload rules (portal.md §5 'Document upload'; policy-changes.md §5 'File uploads', §9).
// One check serves the browser (File objects before sending) and the reference API (the parts
// of a multipart request), so both answer a wrong file with the same messages.

/** portal.md §5 and policy-changes.md §5: the generic and required-documents uploaders. */
export const DOCUMENT_EXTENSIONS = [
  '.doc',
  '.docx',
  '.gif',
  '.heic',
  '.jpeg',
  '.jpg',
  '.pdf',
  '.png',
  '.tif',
  '.tiff',
  '.xls',
  '.xlsx',
  '.zip',
] as const;

/** policy-changes.md §5: agreed-value photos and evidence, listed as the spec lists them. */
export const AGREED_VALUE_EXTENSIONS = [
  'doc',
  'docx',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'pdf',
  'tiff',
  'tif',
  'xls',
  'xlsx',
  'zip',
  'odt',
  'ods',
  'heic',
  'txt',
] as const;

export const BYTES_PER_MB = 1024 * 1024;

export interface UploadRule {
  /** Allowed extensions, with or without the dot; matched case-insensitively. */
  readonly extensions: readonly string[];
  /** Each file must be under this many MB; 0 means no limit. */
  readonly maxSizeMb: number;
  /** How many files the uploader needs (policy-changes.md §5: default 1 and 1). */
  readonly min: number;
  readonly max: number;
}

/** A rule with the spec's defaults: no size limit, exactly one file. */
export function uploadRule(
  rule: Pick<UploadRule, 'extensions'> & Partial<Omit<UploadRule, 'extensions'>>,
): UploadRule {
  return { maxSizeMb: 0, min: 1, max: 1, ...rule };
}

/** portal.md §5: the generic document uploader; a form sets a size limit when it has one. */
export const DOCUMENT_UPLOAD_RULE = uploadRule({ extensions: DOCUMENT_EXTENSIONS });

/** policy-changes.md §5: required documents, 50 MB unless the form sets another limit. */
export const REQUIRED_DOCUMENTS_UPLOAD_RULE = uploadRule({
  extensions: DOCUMENT_EXTENSIONS,
  maxSizeMb: 50,
});

/** policy-changes.md §5, §9: one photo per agreed-value document slot, under 50 MB. */
export const AGREED_VALUE_DOCUMENT_RULE = uploadRule({
  extensions: AGREED_VALUE_EXTENSIONS,
  maxSizeMb: 50,
});

/** policy-changes.md §5, §9: evidence, at most 20 files, each under 50 MB (52428800 bytes). */
export const AGREED_VALUE_EVIDENCE_RULE = uploadRule({
  extensions: AGREED_VALUE_EXTENSIONS,
  maxSizeMb: 50,
  min: 0,
  max: 20,
});

/** Which of the specs' messages an uploader shows. */
export interface UploadWording {
  readonly type: (extensions: readonly string[]) => string;
  readonly size: (megabytes: number) => string;
}

/** portal.md §5: the generic document upload. */
export const DOCUMENT_UPLOAD_WORDING: UploadWording = { type: uploadValidFile, size: maxFileSize };

/** portal.md §5: the multi-file uploader. */
export const MULTI_UPLOAD_WORDING: UploadWording = { type: uploadFormatsOnly, size: maxFileSize };

/** policy-changes.md §5: agreed value and required documents. */
export const CHANGES_UPLOAD_WORDING: UploadWording = {
  type: uploadFormatsOnly,
  size: maxFileSizeChanges,
};

/** policy-changes.md §5: the third type message, which names no list. */
export const INVALID_TYPE_WORDING: UploadWording = {
  type: () => MESSAGES.invalidFileType,
  size: maxFileSizeChanges,
};

/** What the check needs of a file: a browser File and a multipart part both have these. */
export interface NamedFile {
  readonly name: string;
  readonly size: number;
}

function normalise(extension: string): string {
  return extension.replace(/^\./, '').toLowerCase();
}

/** 'Scan.PDF' is a pdf: the extension after the last dot, case-insensitively. */
export function hasAllowedExtension(name: string, extensions: readonly string[]): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  const extension = normalise(name.slice(dot + 1));
  return extensions.some((allowed) => normalise(allowed) === extension);
}

/** A file of exactly the limit is refused: the spec's 'under 50 MB (52428800 bytes)'. */
export function isWithinSize(size: number, maxSizeMb: number): boolean {
  return maxSizeMb <= 0 || size < maxSizeMb * BYTES_PER_MB;
}

/** The messages for a set of files: at most one each for type, size and count; [] when fine. */
export function checkFiles(
  files: readonly NamedFile[],
  rule: UploadRule,
  wording: UploadWording,
): string[] {
  const messages: string[] = [];
  if (files.some((file) => !hasAllowedExtension(file.name, rule.extensions))) {
    messages.push(wording.type(rule.extensions));
  }
  if (files.some((file) => !isWithinSize(file.size, rule.maxSizeMb))) {
    messages.push(wording.size(rule.maxSizeMb));
  }
  if (files.length < rule.min || files.length > rule.max) {
    messages.push(uploadCount(rule.min, rule.max));
  }
  return messages;
}

/** The count the multi-file uploader shows: '2/20'. */
export function fileCountLabel(count: number, max: number): string {
  return `${count}/${max}`;
}

/** The input's `accept` list: '.doc,.docx,...'. */
export function acceptAttribute(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${normalise(extension)}`).join(',');
}

/**
 * The same check inside a schema, after `v.array(v.file())` on the server or the client:
 * `v.pipe(v.array(v.file()), filesCheck(AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING))`.
 */
export function filesCheck<TFiles extends readonly NamedFile[]>(
  rule: UploadRule,
  wording: UploadWording,
) {
  return v.rawCheck<TFiles>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of checkFiles(dataset.value, rule, wording)) addIssue({ message });
  });
}
