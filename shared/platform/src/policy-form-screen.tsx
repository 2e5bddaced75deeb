import {
  FORM_OPTIONS_CACHE_MINUTES,
  formOptionEndpoints,
  MESSAGES,
  type ApiClient,
  type FormOptions,
  type Policy,
} from '@portal/contract';
import { Alert, Anchor, Loader, LoadFailed, PageScreen, Stack, Text } from '@portal/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { policiesQuery, policyQuery, telephoneHref, usePortal } from '@portal/platform';

// What every change form of a policy does before its first question (policy-changes.md §2, §6):
// 'Fetching policy details.' while the policy and its option lists load, the failure with Retry,
// no form at all for a policy that cannot take the change (and why, with the number to phone),
// then the form - which stays once shown: a later refetch, failed or not, never takes the
// answers away.

/**
 * A policy's option lists (GET /meta/form-options, policy-changes.md §7), cached for 1440
 * minutes (§9) under one key, so every change form of the policy asks for them once. Here, not
 * in @portal/platform's index: only the change forms use it, and that index is on every page.
 */
export function formOptionsQuery(api: ApiClient, policyId: string | number) {
  const cacheMs = FORM_OPTIONS_CACHE_MINUTES * 60 * 1000;
  const id = Number(policyId);
  return queryOptions({
    queryKey: ['form-options', String(policyId)] as const,
    queryFn: ({ signal }) =>
      api.call(formOptionEndpoints.getFormOptions, { query: { policy_id: id } }, { signal }),
    staleTime: cacheMs,
    gcTime: cacheMs,
  });
}

/** What a change form starts from. */
export interface PolicyFormData {
  readonly policy: Policy;
  readonly options: FormOptions;
  /**
   * The user's policies, for the other ones that can take the same change (`withPolicies`); []
   * until known, and for a form that does not ask.
   */
  readonly policies: readonly Policy[];
}

/**
 * Why the policy cannot be changed online (§1, §6: an unsupported type, an expired, read-only or
 * not modifiable policy), or null when it can. The wording is ours; portal.md §8's for an
 * unsupported type.
 */
export function changeRefusal(policy: Policy, brandLabel: string): string | null {
  if (!policy.is_supported) {
    return `Sorry, we do not yet support this type of policy on ${brandLabel}`;
  }
  if (policy.flags.recently_expired) {
    return 'This policy has expired. You can still see its details, but it cannot be changed online.';
  }
  if (!policy.can_modify || policy.flags.read_only) return 'This policy cannot be changed online.';
  return null;
}

/** The reason a change cannot be made online, and the brand's number to phone instead. */
export function NotChangeable({ reason }: { reason: string }) {
  const { brand } = usePortal();
  return (
    <Alert color="yellow" title="You cannot make this change online">
      <Stack gap={4}>
        <Text>{reason}</Text>
        <Text>
          Please phone us on{' '}
          <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
            {brand.contactNumber}
          </Anchor>{' '}
          if you need to make it.
        </Text>
      </Stack>
    </Alert>
  );
}

interface PolicyFormScreenProps {
  readonly title: string;
  /** A whole number already (the route's id checked by the screen). */
  readonly policyId: string;
  /** A refusal of this form in particular (a vehicle added to a single-vehicle policy). */
  readonly refuse?: (policy: Policy) => string | null;
  /** The form offers the same change to the user's other policies: it needs their list. */
  readonly withPolicies?: boolean;
  readonly children: (loaded: PolicyFormData) => ReactNode;
}

export function PolicyFormScreen({
  title,
  policyId,
  refuse,
  withPolicies = false,
  children,
}: PolicyFormScreenProps) {
  const { api, queryClient, brand } = usePortal();
  const policy = useQuery(policyQuery(api, policyId, queryClient));
  const options = useQuery(formOptionsQuery(api, policyId));
  const policies = useQuery({ ...policiesQuery(api), enabled: withPolicies });

  if (policy.data) {
    const refusal = changeRefusal(policy.data, brand.label) ?? refuse?.(policy.data) ?? null;
    if (refusal) {
      return (
        <PageScreen title={title} layout="form">
          <NotChangeable reason={refusal} />
        </PageScreen>
      );
    }
  }
  if (policy.data && options.data) {
    return children({ policy: policy.data, options: options.data, policies: policies.data ?? [] });
  }
  return (
    <PolicyFormPending
      title={title}
      failed={policy.isError ? policy : options.isError ? options : null}
    />
  );
}

/** A query a form waits for, as far as the pending view needs it. */
interface PendingQuery {
  readonly error: Error | null;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/**
 * A change form still loading ('Fetching policy details.'), or the first of its queries that
 * failed, with Retry: for a form that reads more than `PolicyFormScreen` does.
 */
export function PolicyFormPending({
  title,
  failed,
}: {
  title: string;
  failed: PendingQuery | null;
}) {
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <LoadFailed
          title="The form could not be loaded"
          message={failed.error?.message ?? MESSAGES.serverError}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        <Stack gap="sm" align="center" role="status">
          <Loader aria-hidden="true" />
          <Text>{MESSAGES.fetchingPolicy}</Text>
        </Stack>
      )}
    </PageScreen>
  );
}
