import {
  href,
  INBOX_GROUP_LABELS,
  INBOX_GROUPS,
  sortNewestFirst,
  type InboxItem,
  type Policy,
} from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, Button, EmptyState, Skeleton, Stack, Text, Title } from '@portal/ui';
import { EmptyInboxIllustration } from '@portal/ui/icons';
import { useInbox } from '../api/get-inbox';
import { useMarkInboxItemRead } from '../api/mark-inbox-item-read';
import { PolicyLayout } from './policy-layout';
import { InboxEntry } from './inbox-entry';

// portal.md §2, §3 "Inbox item", route 'policy-inbox': the four groups in order (actions,
// pinned, extra benefits, correspondence), each newest first. Opening an item marks it read.

export function InboxScreen({ title }: { title: string }) {
  return <PolicyLayout title={title}>{(policy) => <Inbox policy={policy} />}</PolicyLayout>;
}

function Inbox({ policy }: { policy: Policy }) {
  const policyId = String(policy.id);
  const inbox = useInbox(policyId);
  const markRead = useMarkInboxItemRead(policyId);

  if (inbox.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your inbox">
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );
  }
  if (inbox.isError) {
    return (
      <Alert color="red" title="Your inbox could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text>{inbox.error.message}</Text>
          <Button onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }

  const groups = INBOX_GROUPS.map((group) => ({
    group,
    items: sortNewestFirst(inbox.data.filter((item) => item.group === group)),
  })).filter(({ items }) => items.length > 0);

  function open(item: InboxItem) {
    if (!item.read) markRead.mutate(item.id);
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{policy.label}</Title>
        <Text c="dimmed">{policy.reference.toUpperCase()}</Text>
      </div>
      {groups.length === 0 && (
        <EmptyState
          illustration={<EmptyInboxIllustration />}
          title="Your inbox is empty"
          order={3}
          action={
            <Button component={AppLink} href={href('policy-summary', { policyId })} variant="light">
              View policy details
            </Button>
          }
        >
          There is nothing in this policy&apos;s inbox yet.
        </EmptyState>
      )}
      {groups.map(({ group, items }) => (
        <section key={group} aria-labelledby={`inbox-${group}`}>
          <Title order={3} size="h4" id={`inbox-${group}`} mb="xs">
            {INBOX_GROUP_LABELS[group]}
          </Title>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {items.map((item) => (
              <li key={item.id}>
                <InboxEntry item={item} onOpen={() => open(item)} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Stack>
  );
}
