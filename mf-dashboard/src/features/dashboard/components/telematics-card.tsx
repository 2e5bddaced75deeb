import { Button, Group, Stack, Text } from '@portal/ui';

// portal.md §2 "Dashboard": the telematics-app promo, hidden once dismissed; the dismissal is an
// opt-out cookie (§9: its lifetime is configured in days and the value is not given).

export const TELEMATICS_OPT_OUT_COOKIE = 'portal_optout_telematics';
/** Ours: the spec leaves the opt-out's lifetime to configuration. */
export const TELEMATICS_OPT_OUT_DAYS = 90;

export function telematicsDismissed(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${TELEMATICS_OPT_OUT_COOKIE}=`));
}

export function dismissTelematics(): void {
  const maxAge = TELEMATICS_OPT_OUT_DAYS * 24 * 60 * 60;
  document.cookie = `${TELEMATICS_OPT_OUT_COOKIE}=1; max-age=${maxAge}; path=/; SameSite=Lax`;
}

export function TelematicsCard({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text>
        Our telematics app scores your driving. Careful drivers save up to 20% at renewal.
      </Text>
      <Text size="sm" c="dimmed">
        Find it in your phone&apos;s app store: search for our name.
      </Text>
      <Group>
        <Button
          variant="default"
          size="sm"
          onClick={() => {
            dismissTelematics();
            onDismiss();
          }}
        >
          No thanks
        </Button>
      </Group>
    </Stack>
  );
}
