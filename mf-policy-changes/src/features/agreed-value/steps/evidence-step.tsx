import { AGREED_VALUE_EVIDENCE_RULE, CHANGES_UPLOAD_WORDING } from '@portal/contract';
import { FilesField } from '@portal/forms';

// Step 4 (policy-changes.md §3 'evidence files', §5 'Evidence: at most 20 files, each under 50
// MB', 'File uploads'): anything that supports the value asked for. None is needed; the
// contract's rule words each refusal.

export function EvidenceStep() {
  return (
    <FilesField
      name="evidence"
      rule={AGREED_VALUE_EVIDENCE_RULE}
      wording={CHANGES_UPLOAD_WORDING}
      label="Choose files"
      description="Optional: receipts, invoices, valuations or anything else that supports the value you would like agreed. Up to 20 files, each smaller than 50MB."
    />
  );
}
