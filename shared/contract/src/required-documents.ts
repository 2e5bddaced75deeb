import * as v from 'valibot';
import { endpoint, MessageSchema } from './endpoint';
import { NamedFileSchema } from './form-rules';
import { MESSAGES } from './messages';
import { LIMITS } from './rules';
import {
  CHANGES_UPLOAD_WORDING,
  filesCheck,
  REQUIRED_DOCUMENTS_UPLOAD_RULE,
  type UploadRule,
} from './uploads';

// Required documents, 'Send your documents' (policy-changes.md §2 outstanding-actions, §3
// 'Required document', §4, §5 'File uploads', §7 GET/POST /policies/{id}/required-documents).

/**
 * §3: the upload types are an enumeration of about 35 whose full list is not shown; this is
 * ours, covering the documents a motor insurer asks for.
 */
const UPLOAD_TYPE_ENTRIES = [
  ['driving_licence', 'Driving licence'],
  ['international_driving_permit', 'International driving permit'],
  ['licence_check_code', 'DVLA licence check code'],
  ['proof_of_address', 'Proof of address'],
  ['proof_of_identity', 'Proof of identity'],
  ['passport', 'Passport'],
  ['utility_bill', 'Utility bill'],
  ['bank_statement', 'Bank statement'],
  ['council_tax_bill', 'Council tax bill'],
  ['no_claims_bonus_proof', 'No-claims bonus proof'],
  ['previous_insurance_schedule', 'Previous insurance schedule'],
  ['renewal_notice', 'Renewal notice'],
  ['cancellation_letter', 'Cancellation letter'],
  ['v5_registration_document', 'V5C registration document'],
  ['v5_new_keeper_supplement', 'V5C new keeper supplement'],
  ['purchase_invoice', 'Purchase invoice'],
  ['finance_agreement', 'Finance agreement'],
  ['lease_agreement', 'Lease agreement'],
  ['vehicle_photos', 'Vehicle photos'],
  ['modification_invoices', 'Modification invoices'],
  ['valuation_report', 'Valuation report'],
  ['engineer_report', "Engineer's report"],
  ['mot_certificate', 'MOT certificate'],
  ['service_history', 'Service history'],
  ['tracker_certificate', 'Tracker installation certificate'],
  ['alarm_certificate', 'Alarm or immobiliser certificate'],
  ['import_documents', 'Import documents'],
  ['club_membership', "Owners' club membership"],
  ['garaging_proof', 'Proof of garaging'],
  ['employer_letter', 'Letter from employer'],
  ['proof_of_occupation', 'Proof of occupation'],
  ['advanced_driving_certificate', 'Advanced driving certificate'],
  ['medical_certificate', 'Medical certificate'],
  ['conviction_details', 'Conviction details'],
  ['claim_correspondence', 'Claim correspondence'],
  ['statement_of_fact', 'Signed statement of fact'],
  ['other', 'Other document'],
] as const;

export type UploadType = (typeof UPLOAD_TYPE_ENTRIES)[number][0];
export const UPLOAD_TYPES: readonly UploadType[] = UPLOAD_TYPE_ENTRIES.map(([type]) => type);

/** The types as options for a select: `{ id: 'vehicle_photos', label: 'Vehicle photos' }`. */
export const UPLOAD_TYPE_OPTIONS = UPLOAD_TYPE_ENTRIES.map(([id, label]) => ({ id, label }));

/** The label of a type; the type itself when the provider sent one not in the list. */
export function uploadTypeLabel(type: string): string {
  return UPLOAD_TYPE_ENTRIES.find(([known]) => known === type)?.[1] ?? type;
}

export const UploadTypeSchema = v.picklist(UPLOAD_TYPES, MESSAGES.uploadTypeRequired);

const IdLikeSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));
const OptionalTextSchema = v.nullish(v.string(), '');

/** A file already sent for a requested document. */
export const RequiredDocumentAttachmentSchema = v.object({
  id: IdLikeSchema,
  name: v.string(),
  size: v.optional(v.number()),
  created_at: v.optional(v.string()),
});

/**
 * A document the provider asks for (§3). `type` is read as text: a type the provider adds later
 * is still listed, with its own name as the label.
 */
export const RequiredDocumentSchema = v.object({
  id: IdLikeSchema,
  label: v.string(),
  type: v.string(),
  title: OptionalTextSchema,
  comment: OptionalTextSchema,
  attachments: v.optional(v.array(RequiredDocumentAttachmentSchema), []),
});
export type RequiredDocument = v.InferOutput<typeof RequiredDocumentSchema>;

const TitleSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.text, MESSAGES.uploadTitleTooLong)),
  '',
);
const CommentSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(LIMITS.text, MESSAGES.textTooLong)),
  '',
);

/**
 * The upload for one requested document: its type and title, a comment and the files, checked
 * by extension (case-insensitively), size (50 MB unless the form sets another; 0 = none) and
 * count (one unless the form allows more), with the change forms' messages (§5).
 */
export function requiredDocumentUploadSchema(limits: Partial<Omit<UploadRule, 'extensions'>> = {}) {
  const rule: UploadRule = { ...REQUIRED_DOCUMENTS_UPLOAD_RULE, ...limits };
  return v.object({
    type: UploadTypeSchema,
    title: TitleSchema,
    comment: CommentSchema,
    data: v.pipe(
      v.optional(v.array(NamedFileSchema, MESSAGES.invalidFileType), []),
      filesCheck(rule, CHANGES_UPLOAD_WORDING),
    ),
  });
}

/** The multipart body of POST /policies/:id/required-documents: the files as `data[n]`. */
export const RequiredDocumentUploadBodySchema = v.object({
  type: UploadTypeSchema,
  title: TitleSchema,
  comment: CommentSchema,
  // Missing files are counted by the upload rule ('between 1 and 20 files'), not refused as a key.
  data: v.optional(v.array(v.blob(MESSAGES.invalidFileType), MESSAGES.invalidFileType), []),
});
export type RequiredDocumentUpload = v.InferInput<typeof RequiredDocumentUploadBodySchema>;

export const requiredDocumentEndpoints = {
  getRequiredDocuments: endpoint({
    method: 'GET',
    path: '/policies/:id/required-documents',
    auth: 'token',
    response: v.array(RequiredDocumentSchema),
  }),
  /** After a successful upload the list is fetched again (§4); the data is a message. */
  uploadRequiredDocuments: endpoint({
    method: 'POST',
    path: '/policies/:id/required-documents',
    auth: 'token',
    changes: ['required-documents', 'policies', 'alerts'],
    idempotent: true,
    multipart: true,
    body: RequiredDocumentUploadBodySchema,
    response: MessageSchema,
  }),
};
