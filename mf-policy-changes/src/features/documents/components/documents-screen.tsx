import { href, type Policy, type RequiredDocument } from '@portal/contract';
import { AppLink, policyQuery, usePortal } from '@portal/platform';
import { changeRefusal, NotChangeable, PolicyRoute } from '@portal/platform/remote-app';
import { Button, EmptyState, LoadFailed, PageLoading, PageScreen, Stack, Text } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useRequiredDocuments } from '../api/get-required-documents';
import { DocumentUpload } from './document-upload';

// Route 'outstanding-actions' (/policies/{policyId}/outstanding-actions), 'Send your documents'
// (policy-changes.md §2, §4 'Required documents'): the documents the provider asks for on the
// policy, each with its own uploader. Sending documents is a change to the policy, so a policy
// that cannot be changed (§6, portal.md §2: can_modify) says so instead.

export function DocumentsScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <DocumentsLoader title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function DocumentsLoader({ title, policyId }: { title: string; policyId: string }) {
  const { api, queryClient } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const documents = useRequiredDocuments(policyId);

  // Once shown, the list stays through a refetch (after an upload), failed or not: the files
  // chosen for the other documents are not taken away.
  if (policy.data && documents.data) {
    return (
      <PageScreen title={title} layout="form">
        <SendDocuments policy={policy.data} documents={documents.data} />
      </PageScreen>
    );
  }
  const failed = policy.isError ? policy : documents.isError ? documents : null;
  if (failed) {
    return (
      <PageScreen title={title} layout="form">
        <LoadFailed
          title="Your documents could not be loaded"
          message={failed.error.message}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </PageScreen>
    );
  }
  return <PageLoading title={title} />;
}

function SendDocuments({
  policy,
  documents,
}: {
  policy: Policy;
  documents: readonly RequiredDocument[];
}) {
  const { brand } = usePortal();
  const policyId = String(policy.id);
  const reference = policy.reference.toUpperCase();
  // The server takes documents only for a policy that can be changed online (§6).
  const refusal = changeRefusal(policy, brand.label);
  if (refusal) return <NotChangeable policy={policy} reason={refusal} />;
  if (documents.length === 0) {
    return (
      <EmptyState
        illustration={<AllDoneIllustration />}
        title="We do not need any documents"
        order={2}
        action={
          <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
            View policy details
          </Button>
        }
      >
        {`We have not asked for any documents for policy ${reference}. If we need one, it will be listed here.`}
      </EmptyState>
    );
  }
  return (
    <Stack gap="lg">
      <Text>
        {`We need the documents below for policy ${reference}. Choose the files for each one, then select Upload.`}
      </Text>
      {documents.map((document) => (
        <DocumentUpload key={document.id} policyId={policyId} document={document} />
      ))}
    </Stack>
  );
}
