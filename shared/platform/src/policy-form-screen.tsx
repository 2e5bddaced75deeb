import {
  ApiError,
  FORM_OPTIONS_CACHE_MINUTES,
  formOptionEndpoints,
  href,
  MESSAGES,
  type ApiClient,
  type FormOptions,
  type Policy,
} from '@portal/contract';
import {
  Alert,
  Anchor,
  Button,
  Loader,
  LoadFailed,
  PageScreen,
  Stack,
  Text,
  type PageLayout,
} from '@portal/ui';
import { queryOptions, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  AppLink,
  isPolicyId,
  policiesQuery,
  policyQuery,
  telephoneHref,
  usePortal,
} from '@portal/platform';
import { useParams } from '@portal/platform/router';
import { NotFoundScreen } from './not-found-screen';

// What every screen of one policy does before it shows anything of its own - a change form
// (policy-changes.md §2, §6) or a payment (portal.md §2 "Policy sidebar", §6): the policy, then
// what the screen reads besides it, with the failure and Retry; an address that names no policy
// of the user's is not found, and a policy that cannot take the screen says why, with what to do
// instead, and asks for nothing else. Once shown, the screen stays: a later refetch, failed or
// not, never takes away what was typed into it.

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

/** What a screen of a policy reads besides the policy (its payments): that query's options. */
export type PolicyRead<T, K extends QueryKey> = (
  api: ApiClient,
  policyId: string,
) => UseQueryOptions<T, Error, T, K>;

/** What a screen of a policy starts from. */
export interface PolicyScreenData<T> {
  readonly policy: Policy;
  /** What the screen's `read` answered. */
  readonly data: T;
  /** The user's policies (`withPolicies`); [] until known, and for a screen that does not ask. */
  readonly policies: readonly Policy[];
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
 * Why the policy's screens cannot be used online (§1, §6: held at another brand, an unsupported
 * type, an expired, read-only or not modifiable policy), or null when they can. Held elsewhere
 * comes first: such a policy is not modifiable here either, and is managed at its own brand. The
 * wording is ours; portal.md §2's for the brand and §8's for an unsupported type.
 */
export function changeRefusal(policy: Policy, brandLabel: string): string | null {
  if (!policy.correct_portal) return `${MESSAGES.policyHeldAt} ${policy.portal.label}.`;
  if (!policy.is_supported) {
    return `Sorry, we do not yet support this type of policy on ${brandLabel}`;
  }
  if (policy.flags.recently_expired) {
    return 'This policy has expired. You can still see its details, but it cannot be changed online.';
  }
  if (!policy.can_modify || policy.flags.read_only) return 'This policy cannot be changed online.';
  return null;
}

interface NotChangeableProps {
  /** Why: changeRefusal's, or the screen's own. */
  readonly reason: string;
  /**
   * The policy refused: the way back to its summary, and for one held at another brand, the
   * sign-in there instead of this brand's number.
   */
  readonly policy?: Policy;
  readonly title?: string;
  /** What the number is for, after it: 'to arrange how you pay'. */
  readonly about?: string;
}

/** Why a screen of a policy is not available online, and what to do instead. */
export function NotChangeable({
  reason,
  policy,
  title = 'You cannot make this change online',
  about = 'if you need to make it',
}: NotChangeableProps) {
  const { brand } = usePortal();
  // Only this brand's number is ours to give: the other brand is reached through its own portal.
  const heldAt = policy && !policy.correct_portal ? policy.portal.label : null;
  return (
    <Alert color="yellow" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text>{reason}</Text>
        {heldAt ? (
          <Text>{`Please sign in to the ${heldAt} portal to manage it.`}</Text>
        ) : (
          <Text>
            Please phone us on{' '}
            <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
              {brand.contactNumber}
            </Anchor>{' '}
            {about}.
          </Text>
        )}
        {policy && (
          <Button
            component={AppLink}
            href={href('policy-summary', { policyId: String(policy.id) })}
            variant="light"
          >
            Back to your policy
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

interface PolicyScreenOptions {
  readonly title: string;
  /** The route's :policyId unless given. */
  readonly policyId?: string;
  /** Frames the screen under its title (PageScreen's layouts); a change form brings its own. */
  readonly layout?: PageLayout;
  /**
   * A refusal of this screen in particular, after the policy's own (changeRefusal): the flag a
   * payment needs, a vehicle added to a single-vehicle policy.
   */
  readonly refuse?: (policy: Policy) => string | null;
  /** The refusal's title and what the number is for; a change form's unless given. */
  readonly refused?: { readonly title: string; readonly about: string };
  /** The screen offers the same change to the user's other policies: it needs their list. */
  readonly withPolicies?: boolean;
  /** What a failure to load is titled; 'The form could not be loaded' unless given. */
  readonly failedTitle?: string;
  /** What shows while it loads; 'Fetching policy details.' unless given. */
  readonly loading?: ReactNode;
}

export interface PolicyFormScreenProps extends PolicyScreenOptions {
  readonly read?: undefined;
  readonly children: (loaded: PolicyFormData) => ReactNode;
}

export interface PolicyReadScreenProps<T, K extends QueryKey> extends PolicyScreenOptions {
  /** What the screen reads besides the policy, asked for once the policy can take the screen. */
  readonly read: PolicyRead<T, K>;
  readonly children: (loaded: PolicyScreenData<T>) => ReactNode;
}

/** A change form: the policy and its option lists (§7). */
export function PolicyFormScreen(props: PolicyFormScreenProps): ReactNode;
/** Any other screen of a policy: the policy and what `read` asks for. */
export function PolicyFormScreen<T, K extends QueryKey>(
  props: PolicyReadScreenProps<T, K>,
): ReactNode;
export function PolicyFormScreen<T, K extends QueryKey>(
  props: PolicyFormScreenProps | PolicyReadScreenProps<T, K>,
) {
  if (props.read) return <PolicyScreen {...props} read={props.read} />;
  const { children, ...options } = props;
  return (
    <PolicyScreen {...options} read={formOptionsQuery}>
      {({ data, ...loaded }) => children({ ...loaded, options: data })}
    </PolicyScreen>
  );
}

function PolicyScreen<T, K extends QueryKey>({
  title,
  policyId: given,
  layout,
  refuse,
  refused,
  withPolicies = false,
  read,
  failedTitle,
  loading,
  children,
}: PolicyReadScreenProps<T, K>) {
  const { api, queryClient, brand } = usePortal();
  const route = useParams();
  const policyId = given ?? route.policyId ?? '';
  const named = isPolicyId(policyId);
  const policy = useQuery({ ...policyQuery(api, policyId, queryClient), enabled: named });
  const refusal = policy.data
    ? (changeRefusal(policy.data, brand.label) ?? refuse?.(policy.data) ?? null)
    : null;
  const own = useQuery({
    ...read(api, policyId),
    enabled: Boolean(policy.data) && refusal === null,
  });
  const policies = useQuery({ ...policiesQuery(api), enabled: withPolicies });

  // An id that can name no policy is not asked for; GET /policies/{id} answers 404 for one that
  // is not the user's.
  if (!named || (policy.error instanceof ApiError && policy.error.status === 404)) {
    return <NotFoundScreen title={title} heading="This policy could not be found" />;
  }
  if (policy.data && refusal) {
    return (
      <PageScreen title={title} layout="form">
        <NotChangeable policy={policy.data} reason={refusal} {...refused} />
      </PageScreen>
    );
  }
  if (policy.data && own.data !== undefined) {
    const screen = children({ policy: policy.data, data: own.data, policies: policies.data ?? [] });
    return layout ? (
      <PageScreen title={title} layout={layout}>
        {screen}
      </PageScreen>
    ) : (
      screen
    );
  }
  return (
    <PolicyFormPending
      title={title}
      failed={policy.isError ? policy : own.isError ? own : null}
      failedTitle={failedTitle}
      loading={loading}
    />
  );
}

/** A query a screen waits for, as far as the pending view needs it. */
interface PendingQuery {
  readonly error: Error | null;
  readonly isFetching: boolean;
  readonly refetch: () => unknown;
}

/**
 * A screen of a policy still loading ('Fetching policy details.' unless `loading` is given), or
 * the first of its queries that failed, with Retry: for a form that reads more than
 * `PolicyFormScreen` does.
 */
export function PolicyFormPending({
  title,
  failed,
  failedTitle = 'The form could not be loaded',
  loading,
}: {
  title: string;
  failed: PendingQuery | null;
  failedTitle?: string;
  loading?: ReactNode;
}) {
  return (
    <PageScreen title={title} layout="form" busy={!failed}>
      {failed ? (
        <LoadFailed
          title={failedTitle}
          message={failed.error?.message ?? MESSAGES.serverError}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      ) : (
        (loading ?? (
          <Stack gap="sm" align="center" role="status">
            <Loader aria-hidden="true" />
            <Text>{MESSAGES.fetchingPolicy}</Text>
          </Stack>
        ))
      )}
    </PageScreen>
  );
}
