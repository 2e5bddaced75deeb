import {
  CHANGES_UPLOAD_WORDING,
  formatDate,
  REQUIRED_DOCUMENTS_UPLOAD_RULE,
  requiredDocumentUploadSchema,
  uploadTypeLabel,
  UploadTypeSchema,
  type RequiredDocument,
  type UploadRule,
} from '@portal/contract';
import { FilesField, formatFileSize, UploadProgress } from '@portal/forms';
import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Button, Group, Paper, SchemaForm, Stack, Text, Title } from '@portal/ui';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useUploadRequiredDocuments } from '../api/upload-required-documents';

// One requested document of 'Send your documents' (policy-changes.md §2 outstanding-actions, §3
// 'Required document', §4, §5 'File uploads'): what is asked for, the files it has received, and
// its own uploader and Upload button. The upload's progress shows while it goes; success shows
// the server's message and empties the uploader, a failure keeps the files to send again.

/**
 * The files one upload may carry: the API takes up to 20 for a document (several pages of one
 * document), each under the 50 MB of §5, with the required-documents extensions in any case.
 */
const DOCUMENT_UPLOAD_RULE: UploadRule = { ...REQUIRED_DOCUMENTS_UPLOAD_RULE, max: 20 };

const UploadSchema = requiredDocumentUploadSchema({ max: DOCUMENT_UPLOAD_RULE.max });

export function DocumentUpload({
  policyId,
  document,
}: {
  policyId: string;
  document: RequiredDocument;
}) {
  const headingId = useId();
  const sentOn = document.attachments.at(-1)?.created_at;
  const typeLabel = uploadTypeLabel(document.type);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {document.label}
          </Title>
          {typeLabel !== document.label ? (
            <Text size="sm" c="dimmed">
              {typeLabel}
            </Text>
          ) : null}
        </div>
        {document.comment ? <Text size="sm">{document.comment}</Text> : null}
        {document.attachments.length > 0 ? (
          <div>
            <Text size="sm" fw={600} id={`${headingId}-sent`}>
              Files you have sent
            </Text>
            {sentOn ? (
              <Text
                size="sm"
                c="dimmed"
              >{`Sent for review on ${formatDate(sentOn.slice(0, 10))}`}</Text>
            ) : null}
            <ul aria-labelledby={`${headingId}-sent`} style={{ margin: 0, paddingLeft: 20 }}>
              {document.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <Text size="sm" component="span" style={{ overflowWrap: 'anywhere' }}>
                    {attachment.name}
                    {attachment.size !== undefined ? ` (${formatFileSize(attachment.size)})` : ''}
                  </Text>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {v.is(UploadTypeSchema, document.type) ? (
          <UploadForm policyId={policyId} document={{ ...document, type: document.type }} />
        ) : (
          <PhoneUs />
        )}
      </Stack>
    </Paper>
  );
}

type UploadValues = v.InferInput<typeof UploadSchema>;

function UploadForm({
  policyId,
  document,
}: {
  policyId: string;
  document: RequiredDocument & { type: UploadValues['type'] };
}) {
  const { notify } = usePortal();
  const upload = useUploadRequiredDocuments(policyId);
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  // One object for the form's life: a new one on a refetch of the list would reset the form and
  // lose the files chosen (final-form compares initial values shallowly). The title and comment
  // go back as they are: this screen asks only for the files.
  const [initialValues] = useState<UploadValues>(() => ({
    type: document.type,
    title: document.title,
    comment: document.comment,
    data: [],
  }));

  function send({ data, ...rest }: v.InferOutput<typeof UploadSchema>) {
    setProgress({ sent: 0, total: 0 });
    // The uploader holds File objects; the schema knows them only by name and size.
    const files = data.filter((file): file is File => file instanceof File);
    return upload.mutateAsync({
      body: { ...rest, data: files },
      onProgress: (sent, total) => setProgress({ sent, total }),
    });
  }

  return (
    <SchemaForm
      schema={UploadSchema}
      submit={send}
      label={`Upload ${document.label}`}
      initialValues={initialValues}
      onSuccess={(message, _sent, form) => {
        notify({ message, kind: 'success' });
        form.restart();
      }}
    >
      {({ submitting }) => (
        <Stack gap="sm">
          <FilesField
            name="data"
            rule={DOCUMENT_UPLOAD_RULE}
            wording={CHANGES_UPLOAD_WORDING}
            disabled={submitting}
          />
          {submitting ? (
            <UploadProgress
              sent={progress.sent}
              total={progress.total}
              label={`Uploading ${document.label}`}
            />
          ) : null}
          <Group>
            <Button type="submit" loading={submitting}>
              Upload
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}

/** A type the provider added after this portal was built: its upload is not one we can send. */
function PhoneUs() {
  const { brand } = usePortal();
  return (
    <Text size="sm">
      This document cannot be sent online. Please phone us on{' '}
      <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
        {brand.contactNumber}
      </Anchor>
      .
    </Text>
  );
}
