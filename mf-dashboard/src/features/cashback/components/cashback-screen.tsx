import { CASHBACK_AMOUNT, formatMoney, href, MESSAGES } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { PolicyRoute } from '@portal/platform/remote-app';
import { Button, EmptyState, Loader, LoadFailed, PageScreen, Stack, Text } from '@portal/ui';
import { AllDoneIllustration } from '@portal/ui/icons';
import { useCashbackDocuments } from '../api/get-cashback-documents';
import { CashbackForm } from './cashback-form';

// Route 'policy-cashback' (/policies/{policyId}/cashback), portal.md §2, §4 "Cashback", §8:
// 'Fetching required documents.' while the list loads, its failure with Retry, 'You have no
// documents to upload' when there is nothing to send, else the upload. The offer is the
// customer's, not the policy's (GET /promotions/cashback takes no id): the policy is where the
// page returns to.

export function CashbackScreen({ title }: { title: string }) {
  return (
    <PolicyRoute title={title}>
      {(policyId) => <CashbackDocuments title={title} policyId={policyId} />}
    </PolicyRoute>
  );
}

function CashbackDocuments({ title, policyId }: { title: string; policyId: string }) {
  const documents = useCashbackDocuments();

  // Once shown, the form stays through a refetch, failed or not: the files chosen are kept.
  if (documents.data) {
    return (
      <PageScreen title={title} layout="form">
        {documents.data.length === 0 ? (
          <EmptyState
            illustration={<AllDoneIllustration />}
            title={MESSAGES.cashbackNoDocuments}
            order={2}
            action={
              <Button
                component={AppLink}
                href={href('policy-summary', { policyId })}
                variant="light"
              >
                View policy details
              </Button>
            }
          >
            {
              "We are not waiting for any documents for your cashback. If you have already sent them, we'll be in touch."
            }
          </EmptyState>
        ) : (
          <Stack gap="lg">
            <Text>
              {`Send us the documents below to claim ${formatMoney(CASHBACK_AMOUNT)} cashback. Choose a file for each one, tick to confirm it holds all the evidence, then select Upload.`}
            </Text>
            <CashbackForm policyId={policyId} documents={documents.data} />
          </Stack>
        )}
      </PageScreen>
    );
  }
  return (
    <PageScreen title={title} layout="form" busy={!documents.isError}>
      {documents.isError ? (
        <LoadFailed
          title="Your cashback documents could not be loaded"
          message={documents.error.message}
          retrying={documents.isFetching}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <Stack gap="sm" align="center" role="status">
          <Loader aria-hidden="true" />
          <Text>{MESSAGES.cashbackFetching}</Text>
        </Stack>
      )}
    </PageScreen>
  );
}
