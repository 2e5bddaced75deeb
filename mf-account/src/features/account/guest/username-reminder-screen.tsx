import { MESSAGES, UsernameReminderSchema } from '@portal/contract';
import {
  Button,
  FormErrorSummary,
  Group,
  HelpPanel,
  PageScreen,
  SchemaForm,
  Stack,
  Text,
  TextField,
} from '@portal/ui';
import { IconMail } from '@portal/ui/icons';
import { useState } from 'react';
import { PhoneUs } from '../components/phone-us';
import { StatusMessage } from '../components/status-message';
import { useRequestUsernameReminder } from '../api/request-username-reminder';

// portal.md §2 "Username reminder", §5, §7, §8: a policy reference field, the button disabled
// while it is empty, the help text; a string answer shows as a success message and clears the
// field; failures show by the policy field.

export function UsernameReminderScreen({ title }: { title: string }) {
  const remind = useRequestUsernameReminder();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <PageScreen
      title={title}
      layout="form"
      aside={
        <HelpPanel
          title="What happens next"
          icon={<IconMail aria-hidden size={20} stroke={1.75} />}
        >
          <Text>
            If the policy reference number is registered with us, we email a hint to your username
            to the email address we hold for you.
          </Text>
          <PhoneUs>No policy reference number to hand?</PhoneUs>
        </HelpPanel>
      }
    >
      <SchemaForm
        schema={UsernameReminderSchema}
        submit={(body) => {
          setSent(null);
          return remind.mutateAsync(body);
        }}
        onSuccess={(message, _sent, form) => {
          setSent(message);
          // A reminder sent clears the field (portal.md §7).
          form.restart();
        }}
        label="Username reminder"
        summary={false}
      >
        {({ submitting, values }) => (
          <>
            <StatusMessage message={sent} />
            <Stack gap="md">
              <FormErrorSummary />
              <TextField
                name="policy"
                label="Policy reference number"
                required
                autoComplete="off"
                description={MESSAGES.usernameReminderHelp}
              />
              <Group>
                <Button
                  type="submit"
                  disabled={!values.policy?.trim() || submitting}
                  loading={submitting}
                >
                  Send reminder
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </SchemaForm>
    </PageScreen>
  );
}
