import {
  ApiError,
  cashbackEntries,
  cashbackFormSchema,
  cashbackUploadState,
  DOCUMENT_EXTENSIONS,
  href,
  MESSAGES,
  type CashbackDocument,
} from '@portal/contract';
import { SingleFileField, UploadProgress } from '@portal/forms';
import { usePortal } from '@portal/platform';
import {
  Button,
  CheckboxField,
  Group,
  Paper,
  SchemaForm,
  Stack,
  Text,
  Title,
  type FormValuesOf,
} from '@portal/ui';
import { useId, useState } from 'react';
import type * as v from 'valibot';
import { useUploadCashback } from '../api/upload-cashback';
import { CashbackTermsModal } from './cashback-terms-modal';

// portal.md §4, §5 "Cashback", §8: a file and the evidence tick for each document (§3 "Cashback
// document": one file, as several pieces of evidence go in one .ZIP). Upload shows once a file
// is attached and is enabled once every document is ticked; it checks the files, then asks for
// the terms. 'Agree and upload' sends them, with the upload's progress; Cancel says the terms
// must be accepted. Success goes to the policy summary with the server's message; a failure
// shows the server's errors and keeps every file chosen.

const schema = cashbackFormSchema();
type Sent = v.InferOutput<typeof schema>;

export function CashbackForm({
  policyId,
  documents,
}: {
  policyId: string;
  documents: readonly CashbackDocument[];
}) {
  const { navigate, notify } = usePortal();
  const upload = useUploadCashback();
  // One object for the form's life: a new one would reset the form and lose the files chosen. It
  // starts where the schema refuses it (no file, no tick), so its type is the entries', not the
  // schema's output.
  const [initialValues] = useState(
    () => ({ documents: cashbackEntries(documents) }) as unknown as FormValuesOf<typeof schema>,
  );
  const [answerTerms, setAnswerTerms] = useState<((agreed: boolean) => void) | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);

  async function send({ documents: entries }: Sent) {
    const agreed = await new Promise<boolean>((resolve) => setAnswerTerms(() => resolve));
    setAnswerTerms(null);
    // No call is made (status 0): the message shows above the form as a refusal would.
    if (!agreed) throw new ApiError(MESSAGES.cashbackTermsDeclined, 0);
    setProgress({ sent: 0, total: 0 });
    try {
      return await upload.mutateAsync({
        files: entries.map((entry) => entry.file),
        onProgress: (sent, total) => setProgress({ sent, total }),
      });
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <SchemaForm
        schema={schema}
        submit={send}
        label="Upload your cashback documents"
        initialValues={initialValues}
        onSuccess={(message) => {
          notify({ message, kind: 'success' });
          navigate(href('policy-summary', { policyId }));
        }}
      >
        {({ submitting, values }) => {
          const { visible, enabled } = cashbackUploadState(
            (values.documents ?? []).map((entry, index) => ({
              id: documents[index]?.id ?? index,
              file: entry?.file instanceof File ? entry.file : null,
              confirmed: entry?.confirmed === true,
            })),
          );
          return (
            <Stack gap="lg">
              {documents.map((document, index) => (
                <DocumentEntry
                  key={document.id}
                  index={index}
                  document={document}
                  disabled={Boolean(submitting)}
                />
              ))}
              {progress ? (
                <UploadProgress
                  sent={progress.sent}
                  total={progress.total}
                  label="Uploading your documents"
                />
              ) : null}
              {visible ? (
                <Group>
                  <Button type="submit" disabled={!enabled} loading={submitting}>
                    Upload
                  </Button>
                </Group>
              ) : null}
            </Stack>
          );
        }}
      </SchemaForm>
      <CashbackTermsModal
        opened={answerTerms !== null}
        onAnswer={(agreed) => answerTerms?.(agreed)}
      />
    </>
  );
}

function DocumentEntry({
  index,
  document,
  disabled,
}: {
  index: number;
  document: CashbackDocument;
  disabled: boolean;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {document.label}
          </Title>
          <Text size="sm">{document.value}</Text>
        </div>
        <SingleFileField
          name={`documents.${index}.file`}
          label={document.label}
          labelHidden
          extensions={DOCUMENT_EXTENSIONS}
          disabled={disabled}
        />
        <CheckboxField
          name={`documents.${index}.confirmed`}
          label={MESSAGES.cashbackConfirm}
          required
          disabled={disabled}
        />
      </Stack>
    </Paper>
  );
}
