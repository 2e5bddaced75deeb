import {
  ChangePasswordSchema,
  meetsPasswordRule,
  MESSAGES,
  validate,
  type ChangePassword,
} from '@portal/contract';
import {
  Alert,
  Anchor,
  Button,
  Form,
  FormErrorSummary,
  Group,
  PasswordField,
  schemaValidator,
  Stack,
  submitErrors,
  Text,
  useForm,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { asNormalised } from '../components/errors';
import { PasswordChecklist } from '../components/password-checklist';
import { StatusMessage } from '../components/status-message';
import { UnsavedGuard } from '../components/unsaved-guard';
import { BREACH_SEARCH_URL, checkBreached } from '../api/breach-check';
import { useChangePassword } from '../api/settings-calls';
import { SettingsSection } from './settings-section';

// portal.md §2 Settings "Change Password", §4 "Change password", §5 "Password rule" and
// "Change password", §8 "Breached password". The button is enabled only when every criterion
// holds, so an empty new password is never sent. A new password found in the breach range
// shows the warning on the first click and the button becomes 'Continue with insecure
// password'; editing the password clears that; a second click changes it. A check that fails
// counts as not breached.

type Values = Partial<ChangePassword>;

const validateChange = schemaValidator(ChangePasswordSchema);

export function ChangePasswordSection() {
  const change = useChangePassword();
  /** The new password the breach warning was shown for. */
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ message: string } | null>(null);

  async function onSubmit(values: Values) {
    setChanged(null);
    const parsed = validate(ChangePasswordSchema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    const { new_password: newPassword } = parsed.output;
    if (warnedFor !== newPassword && (await checkBreached(newPassword))) {
      setWarnedFor(newPassword);
      return undefined;
    }
    try {
      const message = await change.mutateAsync(parsed.output);
      setWarnedFor(null);
      setChanged({ message });
      return undefined;
    } catch (error) {
      return submitErrors(asNormalised(error));
    }
  }

  return (
    <SettingsSection title="Change Password">
      <Form<Values>
        onSubmit={onSubmit}
        validate={validateChange}
        render={({ handleSubmit, submitting, values }) => (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void handleSubmit();
            }}
            noValidate
            aria-label="Change Password"
          >
            <Changed changed={changed} />
            <Stack gap="md">
              <UnsavedGuard />
              <FormErrorSummary />
              <PasswordField
                name="old_password"
                label="Old password"
                required
                autoComplete="current-password"
              />
              <div>
                <PasswordField
                  name="new_password"
                  label="New password"
                  required
                  autoComplete="new-password"
                />
                <PasswordChecklist password={values.new_password ?? ''} />
              </div>
              <BreachWarning
                newPassword={values.new_password ?? ''}
                warnedFor={warnedFor}
                onEdited={() => setWarnedFor(null)}
              />
              <Group>
                <Button
                  type="submit"
                  disabled={!meetsPasswordRule(values.new_password ?? '')}
                  loading={Boolean(submitting)}
                  color={warnedFor !== null ? 'orange' : undefined}
                >
                  {warnedFor !== null ? MESSAGES.continueWithInsecurePassword : 'Change Password'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      />
    </SettingsSection>
  );
}

/** The success message; the form starts afresh once it shows. */
function Changed({ changed }: { changed: { message: string } | null }) {
  const form = useForm<Values>();
  useEffect(() => {
    if (changed) form.restart();
  }, [changed, form]);
  return <StatusMessage message={changed?.message} />;
}

function BreachWarning({
  newPassword,
  warnedFor,
  onEdited,
}: {
  newPassword: string;
  warnedFor: string | null;
  onEdited: () => void;
}) {
  // Any edit of the new password clears the warning, even back to the same password.
  useEffect(() => {
    if (warnedFor !== null && newPassword !== warnedFor) onEdited();
  }, [newPassword, warnedFor, onEdited]);

  if (warnedFor === null || newPassword !== warnedFor) return null;
  return (
    <Alert color="orange" variant="light" role="alert" title="This password is not secure">
      <Stack gap="xs">
        <Text size="sm">{MESSAGES.breachedPassword}</Text>
        <Anchor href={BREACH_SEARCH_URL} target="_blank" rel="noopener noreferrer" size="sm">
          Search for your password on Have I Been Pwned (opens in a new tab)
        </Anchor>
      </Stack>
    </Alert>
  );
}
