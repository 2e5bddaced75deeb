import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { useLocation, useParams } from '@portal/platform/router';
import { Button, Group, PageScreen, Text } from '@portal/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { messageOf } from './credit-outcome-state';

// What the three outcome pages of a credit agreement share (portal.md §2 credit-confirmed,
// credit-declined, credit-error): the route's title, focused on arrival as a new screen is
// (the move here is inside this app, so the host does not do it), the server's message from
// the navigation state or a general sentence, and where to go next.

export function CreditOutcome({
  title,
  general,
  children,
}: {
  title: string;
  /** Said when the page was opened without the server's message. */
  general: string;
  /** More to say, after the message. */
  children?: ReactNode;
}) {
  const { policyId = '' } = useParams();
  const { state } = useLocation();
  const message = messageOf(state) ?? general;
  const marker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    marker.current?.closest('section')?.querySelector<HTMLElement>('h1')?.focus();
  }, []);

  return (
    <PageScreen title={title} layout="prose">
      <div ref={marker} hidden />
      <Text size="lg" fw={600}>
        {message}
      </Text>
      {children}
      <Group gap="sm">
        {/^\d+$/.test(policyId) && (
          <Button component={AppLink} href={href('policy-summary', { policyId })}>
            Back to your policy
          </Button>
        )}
        <Button component={AppLink} href={href('home')} variant="default">
          Go to dashboard
        </Button>
      </Group>
    </PageScreen>
  );
}
