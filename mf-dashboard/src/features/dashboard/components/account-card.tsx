import { href } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import { Anchor, Stack, Text } from '@portal/ui';
import { useStore } from 'zustand';

// portal.md §2 "Dashboard": the account card, with the greeting the session keeps (§3) and the
// way to the account's settings.

export function AccountCard() {
  const { session } = usePortal();
  const greeting = useStore(session, (state) => state.greeting);
  const username = useStore(session, (state) => state.user?.username);
  return (
    <Stack gap="sm" align="flex-start">
      {greeting && <Text fw={600}>{greeting}</Text>}
      {username && (
        <Text size="sm" c="dimmed">
          Signed in as {username}
        </Text>
      )}
      <Text>Your details, password, notifications and how we send your documents.</Text>
      <Anchor component={AppLink} href={href('settings')}>
        Your Account
      </Anchor>
    </Stack>
  );
}
