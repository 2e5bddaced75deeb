import { ApiError, endpoints, MESSAGES, type RouteDefinition } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, PageScreen, Skeleton, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sanitisePolicyHtml } from './sanitise-policy-html';

// portal.md §7: GET /meta/privacy-policy, no token. Fetched in the browser only (the server
// renders the skeleton, and a query never runs during a server render), through the page's
// shared query cache, and sanitised before it is put into the page.

export const PRIVACY_POLICY_QUERY_KEY = ['meta', 'privacy-policy'] as const;

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : MESSAGES.serverError;
}

export function PrivacyPolicyPage({ route }: { route: RouteDefinition }) {
  const { api } = usePortal();
  const policy = useQuery({
    queryKey: PRIVACY_POLICY_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getPrivacyPolicy, undefined, { signal }),
  });
  const html = useMemo(
    () => (policy.data === undefined ? null : sanitisePolicyHtml(policy.data, route.title)),
    [policy.data, route.title],
  );

  return (
    <PageScreen title={route.title} busy={policy.isPending}>
      {policy.isPending && (
        <Stack gap="sm" aria-hidden="true" data-testid="privacy-policy-loading">
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      )}
      {policy.isError && (
        <Alert color="red" role="alert" title="The privacy policy could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text>{messageOf(policy.error)}</Text>
            <Button type="button" loading={policy.isFetching} onClick={() => void policy.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      )}
      {html !== null && (
        // Sanitised by DOMPurify just above (sanitise-policy-html.ts).
        <div className="privacy-policy" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </PageScreen>
  );
}
