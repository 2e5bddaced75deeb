import { ChangePasswordSchema, meetsPasswordRule, MESSAGES } from '@portal/contract';
import {
  Alert,
  Anchor,
  Button,
  FormErrorSummary,
  Group,
  PasswordField,
  SchemaForm,
  Stack,
  Text,
  useFormState,
  useUnsavedChanges,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { PasswordChecklist } from '../components/password-checklist';
import { StatusMessage } from '../components/status-message';
import { BREACH_SEARCH_URL, checkBreached } from '../api/breach-check';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

// portal.md §2 Settings "Change Password", §4 "Change password", §5 "Password rule" and
// "Change password", §8 "Breached password". The button is enabled only when every criterion
// holds, so an empty new password is never sent. A new password found in the breach range
// shows the warning on the first click and the button becomes 'Continue with insecure
// password'; editing the password clears that; a second click changes it. A check that fails
// counts as not breached.

export function ChangePasswordSection() {
  const change = useChangePassword();
  /** The new password the breach warning was shown for. */
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const [changed, setChanged] = useState<string | null>(null);

  return (
    <SettingsSection title="Change Password">
      <SchemaForm
        schema={ChangePasswordSchema}
        // Null: nothing sent yet, the breach warning asks for a second click first.
        submit={async (body) => {
          setChanged(null);
          const { new_password: newPassword } = body;
          if (warnedFor !== newPassword && (await checkBreached(newPassword))) {
            setWarnedFor(newPassword);
            return null;
          }
          return change.mutateAsync(body);
        }}
        onSuccess={(message, _sent, form) => {
          if (message === null) return;
          setWarnedFor(null);
          setChanged(message);
          // The form starts afresh once the password is changed.
          form.restart();
        }}
        label="Change Password"
        // A warning waiting for its second click is not a change saved: the form keeps asking
        // 'Unsaved changes' for as long as it is dirty (HeldWhileDirty).
        guard={false}
        summary={false}
      >
        {({ submitting, values }) => (
          <>
            <StatusMessage message={changed} />
            <Stack gap="md">
              <HeldWhileDirty />
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
          </>
        )}
      </SchemaForm>
    </SettingsSection>
  );
}

/** Asks 'Unsaved changes' before leaving the half-filled form (portal.md §2). */
function HeldWhileDirty() {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useUnsavedChanges(Boolean(dirty));
  return null;
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
