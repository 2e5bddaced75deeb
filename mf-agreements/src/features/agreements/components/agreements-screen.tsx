import {
  AgreementsRequestSchema,
  ApiError,
  href,
  validate,
  type AgreementsRequest,
} from '@portal/contract';
import { takeAfterAgreementsPath, telephoneHref, usePortal } from '@portal/platform';
import { useSearchParams } from '@portal/platform/router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  HelpPanel,
  List,
  PageScreen,
  Skeleton,
  Stack,
  Text,
} from '@portal/ui';
import { IconHelpCircle } from '@portal/ui/icons';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { AGREEMENTS_QUERY_KEY, useAgreements } from '../api/get-agreements';
import { agreementsFailure } from './agreement-messages';
import { AgreementsStepper, type AgreementsOutcome } from './agreements-stepper';

// Route 'agreements' (portal.md §2, §4): the outstanding agreements of the signed-in user (sent
// here by a 499, §8), or of an invited visitor without a session, who arrives with the
// activation code and invite id in the query (§1, §6).

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visitor's credentials from the query: none when signed in (the session speaks for them). */
function credentialsOf(query: URLSearchParams, signedOut: boolean): Record<string, string> {
  if (!signedOut) return {};
  const credentials: Record<string, string> = {};
  for (const name of ['activation_code', 'invite_id']) {
    const value = query.get(name);
    if (value) credentials[name] = value;
  }
  return credentials;
}

export function AgreementsScreen({ title }: { title: string }) {
  const { brand, session } = usePortal();
  const signedOut = useStore(session, (state) => state.status === 'signed-out');
  const [query] = useSearchParams();
  const raw = useMemo(() => credentialsOf(query, signedOut), [query, signedOut]);
  // The query is checked with the contract's own schema before anything is sent (§5, §9).
  const parsed = useMemo(() => validate(AgreementsRequestSchema, raw), [raw]);

  return (
    <PageScreen
      title={title}
      layout="form"
      aside={
        <HelpPanel title="Need help?" icon={<IconHelpCircle aria-hidden size={20} stroke={1.75} />}>
          <Text>
            Read each agreement to its last page. To accept it, tick the box to confirm you have
            read it, then choose Accept.
          </Text>
          <Text>
            Questions about an agreement? Phone us on{' '}
            <Anchor href={telephoneHref(brand.contactNumber)}>{brand.contactNumber}</Anchor>.
          </Text>
        </HelpPanel>
      }
    >
      {parsed.success ? (
        <OutstandingAgreements credentials={parsed.output} visitor={signedOut} />
      ) : (
        <Alert color="red" role="alert" title="This invitation link is not complete">
          <List>
            {Object.values(parsed.error.fields)
              .flat()
              .map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
          </List>
        </Alert>
      )}
    </PageScreen>
  );
}

function OutstandingAgreements({
  credentials,
  visitor,
}: {
  credentials: AgreementsRequest;
  visitor: boolean;
}) {
  const { navigate, queryClient, session } = usePortal();
  const agreements = useAgreements(credentials);

  function finish({ declined }: AgreementsOutcome) {
    // The way back from the 499 is used once, whichever way the flow ends.
    const afterAgreements = takeAfterAgreementsPath(sessionStorageOrNull());
    queryClient.removeQueries({ queryKey: AGREEMENTS_QUERY_KEY });
    // Each agreement is decided or read: the API lifts the 499 (portal.md §4), and what waited
    // on it (the notifications) may ask now.
    if (!visitor) session.getState().setAgreements('none');
    if (declined) {
      const message = declined.message ? { message: declined.message } : undefined;
      navigate(href('agreements-declined', undefined, message));
    } else if (visitor) {
      navigate(href('agreements-complete'));
    } else {
      // What the 499 stopped can be asked again now.
      void queryClient.invalidateQueries({ predicate: (entry) => entry.state.status === 'error' });
      navigate(afterAgreements);
    }
  }

  if (agreements.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading your agreements">
        <Skeleton height={28} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={36} width={145} />
      </Stack>
    );
  }
  if (agreements.isError) {
    // A refused invitation (wrong code, unknown invite) will not change by asking again.
    const { error } = agreements;
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return (
      <Alert color="red" role="alert" title="Your agreements could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text>{agreementsFailure(error)}</Text>
          {!refused && (
            <Button onClick={() => void agreements.refetch()} loading={agreements.isFetching}>
              Retry
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  if (agreements.data.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>You have no agreements to review.</Text>
        <Group>
          <Button onClick={() => finish({ declined: null })}>Continue</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <AgreementsStepper agreements={agreements.data} credentials={credentials} onDone={finish} />
  );
}
