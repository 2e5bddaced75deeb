import { ApiError, MESSAGES, metaEndpoints, type RouteDefinition } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, PageScreen, Skeleton, Stack, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { policySanitiser, type PolicySanitiser } from './sanitise-policy-html';

// portal.md §7: GET /meta/privacy-policy, no token. Fetched in the browser only (the server
// renders the skeleton, and a query never runs during a server render), through the page's
// shared query cache, and sanitised before it is put into the page. The sanitiser is fetched
// beside the policy, in the browser only too: until both are there the page shows the skeleton,
// so no markup is ever shown unsanitised.

export const PRIVACY_POLICY_QUERY_KEY = ['meta', 'privacy-policy'] as const;

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : MESSAGES.serverError;
}

type SanitiserState = { readonly sanitise: PolicySanitiser } | 'loading' | 'failed';

/** The sanitiser, loaded after the page renders (effects never run in a server render). */
function usePolicySanitiser() {
  const [state, setState] = useState<SanitiserState>(() => {
    const sanitise = policySanitiser.loaded();
    return sanitise ? { sanitise } : 'loading';
  });
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    policySanitiser.load().then(
      (sanitise) => {
        if (live) setState({ sanitise });
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [state]);
  return {
    sanitise: typeof state === 'object' ? state.sanitise : null,
    failed: state === 'failed',
    retry: () => setState('loading'),
  };
}

export function PrivacyPolicyPage({ route }: { route: RouteDefinition }) {
  const { api } = usePortal();
  const policy = useQuery({
    queryKey: PRIVACY_POLICY_QUERY_KEY,
    queryFn: ({ signal }) => api.call(metaEndpoints.getPrivacyPolicy, undefined, { signal }),
  });
  const sanitiser = usePolicySanitiser();
  const { sanitise } = sanitiser;
  const html = useMemo(
    () => (policy.data === undefined || !sanitise ? null : sanitise(policy.data, route.title)),
    [policy.data, route.title, sanitise],
  );
  const failed = policy.isError || sanitiser.failed;
  const loading = html === null && !failed;

  const retry = () => {
    if (policy.isError) void policy.refetch();
    if (sanitiser.failed) sanitiser.retry();
  };

  return (
    <PageScreen title={route.title} busy={loading} layout="prose">
      {loading && (
        <Stack gap="sm" aria-hidden="true" data-testid="privacy-policy-loading">
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="70%" />
        </Stack>
      )}
      {failed && (
        <Alert color="red" role="alert" title="The privacy policy could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text>{policy.isError ? messageOf(policy.error) : MESSAGES.serverError}</Text>
            <Button type="button" loading={policy.isFetching} onClick={retry}>
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
