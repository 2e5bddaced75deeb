import * as v from 'valibot';
import { formObject } from './address';
import { endpoint, MessageSchema } from './endpoint';
import { MESSAGES } from './messages';
import {
  checkFiles,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_UPLOAD_WORDING,
  uploadRule,
  type NamedFile,
  type UploadRule,
} from './uploads';

// portal.md §2 policy-cashback (20 pounds cashback), §3 "Cashback document", §4 "Cashback" (the
// terms modal), §5 "Cashback", §7 GET/POST /promotions/cashback, §8, §9 the offer's terms.
// Each required document takes one file - several pieces of evidence go in one .ZIP - so the
// upload carries exactly one file per document, `documents[n]` for the n-th document of the list
// GET /promotions/cashback answered, and the server checks the count against that list.

export const CashbackDocumentSchema = v.object({
  id: v.number(),
  label: v.string(),
  /** What the document must show, as help text under its uploader. */
  value: v.string(),
});
export type CashbackDocument = v.InferOutput<typeof CashbackDocumentSchema>;

/** The offer (portal.md §9): 20.00 GBP, once per customer. */
export const CASHBACK_AMOUNT = 20;

/**
 * The generic document upload of portal.md §5, one file per required document. `maxSizeMb` is
 * 0 (no limit) unless a deployment sets one.
 */
export function cashbackUploadRule(documentCount: number, maxSizeMb = 0): UploadRule {
  return uploadRule({
    extensions: DOCUMENT_EXTENSIONS,
    maxSizeMb,
    min: documentCount,
    max: documentCount,
  });
}

/** The server's check of an upload's files against the required list; [] when fine. */
export function checkCashbackFiles(
  files: readonly NamedFile[],
  documentCount: number,
  maxSizeMb = 0,
): string[] {
  return checkFiles(files, cashbackUploadRule(documentCount, maxSizeMb), DOCUMENT_UPLOAD_WORDING);
}

/** One document on the upload page: its file and its confirm tick (MESSAGES.cashbackConfirm). */
export interface CashbackEntry {
  readonly id: number;
  readonly file: File | null;
  readonly confirmed: boolean;
}

/** The page's starting values: no file, nothing ticked. */
export function cashbackEntries(documents: readonly CashbackDocument[]): CashbackEntry[] {
  return documents.map(({ id }) => ({ id, file: null, confirmed: false }));
}

/**
 * portal.md §5: each required document needs a file of an allowed type (and size) and the tick.
 * Errors are keyed `documents.0.file`, `documents.0.confirmed` ...
 */
export function cashbackFormSchema(maxSizeMb = 0) {
  const single = cashbackUploadRule(1, maxSizeMb);
  return formObject({
    documents: v.pipe(
      v.array(
        formObject({
          id: v.number(),
          file: v.pipe(
            v.file(MESSAGES.cashbackFileRequired),
            v.rawCheck(({ dataset, addIssue }) => {
              if (!dataset.typed) return;
              for (const message of checkFiles([dataset.value], single, DOCUMENT_UPLOAD_WORDING)) {
                addIssue({ message });
              }
            }),
          ),
          confirmed: v.literal(true, MESSAGES.cashbackConfirmRequired),
        }),
      ),
      v.minLength(1, MESSAGES.cashbackNoDocuments),
    ),
  });
}

/** portal.md §5: Upload shows once a file is attached and is enabled once every tick is set. */
export function cashbackUploadState(entries: readonly CashbackEntry[]) {
  return {
    visible: entries.some((entry) => entry.file !== null),
    enabled: entries.length > 0 && entries.every((entry) => entry.confirmed),
  };
}

/** The multipart body of POST /promotions/cashback: the files in the documents' order. */
export const CashbackUploadSchema = formObject({
  documents: v.pipe(
    v.optional(v.array(v.blob(MESSAGES.cashbackFileRequired), MESSAGES.cashbackNoDocuments), []),
    v.minLength(1, MESSAGES.cashbackNoDocuments),
  ),
});
export type CashbackUpload = v.InferInput<typeof CashbackUploadSchema>;

export const cashbackEndpoints = {
  getCashbackDocuments: endpoint({
    method: 'GET',
    path: '/promotions/cashback',
    auth: 'token',
    response: v.array(CashbackDocumentSchema),
  }),
  /** `meta.success` says whether it was taken; `data` is the message to show (portal.md §7). */
  uploadCashback: endpoint({
    method: 'POST',
    path: '/promotions/cashback',
    auth: 'token',
    changes: ['cashback', 'policies', 'alerts', 'promotions'],
    idempotent: true,
    multipart: true,
    body: CashbackUploadSchema,
    response: MessageSchema,
  }),
};
