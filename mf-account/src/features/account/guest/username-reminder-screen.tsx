import {
  MESSAGES,
  UsernameReminderSchema,
  validate,
  type UsernameReminder,
} from '@portal/contract';
import {
  Button,
  Form,
  FormErrorSummary,
  Group,
  PageScreen,
  schemaValidator,
  Stack,
  submitErrors,
  TextField,
  useForm,
  useUnsavedChanges,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { asNormalised } from '../components/errors';
import { StatusMessage } from '../components/status-message';
import { useUsernameReminder } from '../api/guest-calls';

// portal.md §2 "Username reminder", §5, §7, §8: a policy reference field, the button disabled
// while it is empty, the help text; a string answer shows as a success message and clears the
// field; failures show by the policy field.

type Values = Partial<UsernameReminder>;

const validateReminder = schemaValidator(UsernameReminderSchema);

export function UsernameReminderScreen({ title }: { title: string }) {
  const remind = useUsernameReminder();
  const [sent, setSent] = useState<{ message: string } | null>(null);

  async function onSubmit(values: Values) {
    setSent(null);
    const parsed = validate(UsernameReminderSchema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    try {
      setSent({ message: await remind.mutateAsync(parsed.output) });
      return undefined;
    } catch (error) {
      return submitErrors(asNormalised(error));
    }
  }

  return (
    <PageScreen title={title}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validateReminder}
        render={({ handleSubmit, submitting, values, dirty }) => (
          <ReminderFields
            onSubmit={handleSubmit}
            submitting={Boolean(submitting)}
            empty={!values.policy?.trim()}
            dirty={Boolean(dirty)}
            sent={sent}
          />
        )}
      />
    </PageScreen>
  );
}

function ReminderFields({
  onSubmit,
  submitting,
  empty,
  dirty,
  sent,
}: {
  onSubmit: () => unknown;
  submitting: boolean;
  empty: boolean;
  dirty: boolean;
  sent: { message: string } | null;
}) {
  const form = useForm<Values>();
  useUnsavedChanges(dirty);
  // A reminder sent clears the field (portal.md §7), after the submit has settled.
  useEffect(() => {
    if (sent) form.restart();
  }, [sent, form]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label="Username reminder"
    >
      <StatusMessage message={sent?.message} />
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
          <Button type="submit" disabled={empty || submitting} loading={submitting}>
            Send reminder
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
