import { accepted, declined, type Agreement, type AgreementsRequest } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@portal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useDeclineAgreement } from '../api/decline-agreement';
import { sanitiseProviderHtml } from '@portal/ui/provider-html';
import { agreementsFailure } from './agreement-messages';
import { AgreementsProgress } from './agreements-progress';

// portal.md §4 "Agreements": a stepper over one or more agreements, page by page. The confirm
// tick shows on the last page of an agreement to decide, and Accept waits for it (§5); Decline
// is offered when the agreement has a decline label; an information-only agreement has
// Continue (more follow) or Finish (the last), and makes no call. After each decision the next
// agreement shows, or the flow is done.

/** How the flow ended: the last decline's message (null when the server gave none), if any. */
export interface AgreementsOutcome {
  readonly declined: { readonly message: string | null } | null;
}

interface AgreementsStepperProps {
  agreements: readonly Agreement[];
  /** The visitor's activation code and invite id; empty when signed in. */
  credentials: AgreementsRequest;
  onDone: (outcome: AgreementsOutcome) => void;
}

export function AgreementsStepper({ agreements, credentials, onDone }: AgreementsStepperProps) {
  const { notify } = usePortal();
  const accept = useAcceptAgreement();
  const decline = useDeclineAgreement();
  const [position, setPosition] = useState({ index: 0, page: 0 });
  const [confirmed, setConfirmed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<AgreementsOutcome>({ declined: null });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const agreement = agreements[position.index];
  // A page sits under the agreement's title, an h2; its links leave the flow in a tab of their own.
  const pages = useMemo(
    () =>
      agreement?.content.map((page) =>
        sanitiseProviderHtml(page, { topLevel: 3, linksInNewTab: true }),
      ) ?? [],
    [agreement],
  );

  // A new page or agreement is announced by moving focus to its title (and into view), as a
  // new screen is; not on the first one, where the page's own title has focus.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
  }, [position]);

  if (!agreement) return null;
  const pageCount = pages.length;
  const onLastPage = position.page === pageCount - 1;
  const isLastAgreement = position.index === agreements.length - 1;

  function goToPage(page: number) {
    moved.current = true;
    setFailure(null);
    setPosition((current) => ({ ...current, page }));
  }

  function next(result: AgreementsOutcome) {
    if (isLastAgreement) {
      onDone(result);
      return;
    }
    moved.current = true;
    setOutcome(result);
    setConfirmed(false);
    setFailure(null);
    setPosition((current) => ({ index: current.index + 1, page: 0 }));
  }

  async function choose(decision: 'accept' | 'decline', current: Agreement) {
    setFailure(null);
    const body = { ID: current.ID, ...credentials };
    try {
      if (decision === 'accept') {
        const message = await accept.mutateAsync(body);
        conclude(outcome, message ?? accepted(current.title));
      } else {
        const message = await decline.mutateAsync(body);
        conclude({ declined: { message } }, declined(current.title));
      }
    } catch (error) {
      setFailure(agreementsFailure(error));
    }
  }

  // §8 says it in a toast: announced by the page's live region, and alone - the same words in
  // the page as well would say it twice.
  function conclude(result: AgreementsOutcome, said: string) {
    notify({ message: said, kind: 'success' });
    next(result);
  }

  // One decision at a time: both buttons wait while either call is in flight.
  const deciding = accept.isPending || decline.isPending;
  const confirmId = `agreement-${agreement.ID}-confirm`;

  return (
    <>
      {agreements.length > 1 && (
        <AgreementsProgress agreements={agreements} current={position.index} />
      )}
      <Paper
        component="article"
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        aria-labelledby="agreement-title"
      >
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="agreement-title" ref={heading} tabIndex={-1}>
              {agreement.title}
            </Title>
            {pageCount > 1 && (
              <Text size="sm" c="dimmed">
                Page {position.page + 1} of {pageCount}
              </Text>
            )}
          </div>
          <div
            className="agreement-page"
            // Sanitised by DOMPurify above (@portal/ui/provider-html).
            dangerouslySetInnerHTML={{ __html: pages[position.page] ?? '' }}
          />
          {failure !== null && (
            <Alert color="red" role="alert" title="Sorry, that did not work">
              {failure}
            </Alert>
          )}
          {onLastPage && !agreement.info_page && (
            <Checkbox
              id={confirmId}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              label={`I have read and agree to the ${agreement.title}`}
              disabled={deciding}
            />
          )}
          <Group gap="sm" justify="space-between" wrap="wrap-reverse">
            <Group gap="sm">
              {position.page > 0 && (
                <Button
                  variant="default"
                  onClick={() => goToPage(position.page - 1)}
                  disabled={deciding}
                >
                  Previous page
                </Button>
              )}
            </Group>
            <Group gap="sm">
              {!onLastPage && (
                <Button onClick={() => goToPage(position.page + 1)}>Next page</Button>
              )}
              {onLastPage && agreement.info_page && (
                <Button onClick={() => next(outcome)}>
                  {isLastAgreement ? 'Finish' : 'Continue'}
                </Button>
              )}
              {onLastPage && !agreement.info_page && agreement.decline_button !== null && (
                <Button
                  variant="default"
                  color="red"
                  onClick={() => void choose('decline', agreement)}
                  disabled={deciding}
                  loading={decline.isPending}
                >
                  {agreement.decline_button}
                </Button>
              )}
              {onLastPage && !agreement.info_page && (
                <Button
                  onClick={() => void choose('accept', agreement)}
                  disabled={!confirmed || deciding}
                  loading={accept.isPending}
                >
                  Accept
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
