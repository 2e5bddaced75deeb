import { MESSAGES, UsernameReminderSchema } from '@portal/contract';
import {
  Button,
  FormErrorSummary,
  Group,
  PageScreen,
  SchemaForm,
  Stack,
  TextField,
} from '@portal/ui';
import { useState } from 'react';
import { StatusMessage } from '../components/status-message';
import { useRequestUsernameReminder } from '../api/request-username-reminder';

// portal.md §2 "Username reminder", §5, §7, §8: a policy reference field, the button disabled
// while it is empty, the help text; a string answer shows as a success message and clears the
// field; failures show by the policy field.

export function UsernameReminderScreen({ title }: { title: string }) {
  const remind = useRequestUsernameReminder();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <PageScreen title={title}>
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
            <Stack gap="md" maw={480}>
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
