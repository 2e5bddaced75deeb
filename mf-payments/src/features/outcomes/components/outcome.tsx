import { matchRoute } from '@portal/contract';
import { useLocation } from '@portal/platform/router';
import { Alert, Group, PageScreen, Stack, Text } from '@portal/ui';
import { useEffect, type ReactNode } from 'react';
import * as v from 'valibot';

// What every payment outcome page shows (portal.md §2: payment-successful, payment-failed,
// guest-payment-successful, guest-payment-failed): the server's message and reference, handed
// over in the navigation's state by the screen that paid, and the next step. Opened without it
// (a link, a new tab) it says something true of any payment instead. The state is parsed, not
// trusted: it is whatever the history entry holds.

const LONGEST_MESSAGE = 500;

// The screens a 'Try again' may lead back to.
const RETRY_ROUTES = new Set(['payments-pay', 'payments-renew', 'payments-guest']);

const OutcomeStateSchema = v.object({
  message: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(LONGEST_MESSAGE)),
  reference: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  retry: v.optional(v.string()),
});

export interface Outcome {
  readonly message: string | null;
  readonly reference: string | null;
  /** Where the payment was made, for 'Try again'; null when not known. */
  readonly retry: string | null;
}

/** The outcome the paying screen handed over, or nothing known. */
export function useOutcome(): Outcome {
  const { state } = useLocation();
  const parsed = v.safeParse(OutcomeStateSchema, state);
  if (!parsed.success) return { message: null, reference: null, retry: null };
  const { message, reference, retry } = parsed.output;
  const back = retry !== undefined && RETRY_ROUTES.has(matchRoute(retry).route.name);
  return { message, reference: reference || null, retry: back ? (retry ?? null) : null };
}

export function OutcomeScreen({
  title,
  succeeded,
  message,
  reference,
  children,
}: {
  title: string;
  succeeded: boolean;
  message: string;
  reference: string | null;
  /** The next steps: links. */
  children: ReactNode;
}) {
  // The page has changed inside this app (no remount for the host to see): focus goes to the new
  // title, so keyboard and screen reader users start at the outcome.
  useEffect(() => {
    document.getElementById('page-title')?.focus();
  }, []);

  return (
    <PageScreen title={title} layout="prose">
      <Stack gap="md" align="flex-start">
        <Alert color={succeeded ? 'green' : 'red'} variant="light" w="100%">
          <Text>{message}</Text>
        </Alert>
        {reference ? (
          <Text>
            Payment reference: <strong>{reference}</strong>
          </Text>
        ) : null}
        <Group>{children}</Group>
      </Stack>
    </PageScreen>
  );
}
