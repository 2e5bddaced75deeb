import { ChangePasswordSchema, meetsPasswordRule, MESSAGES } from '@portal/contract';
import {
  Button,
  FormErrorSummary,
  Group,
  PasswordField,
  SchemaForm,
  Section,
  Stack,
  useFormState,
  useUnsavedChanges,
} from '@portal/ui';
import { useState } from 'react';
import { BreachWarning, useBreachGate } from '../components/breach-warning';
import { PasswordChecklist } from '../components/password-checklist';
import { StatusMessage } from '../components/status-message';
import { useChangePassword } from '../api/change-password';

// portal.md §2 Settings "Change Password", §4 "Change password", §5 "Password rule" and
// "Change password", §8 "Breached password". The button is enabled only when every criterion
// holds, so an empty new password is never sent. A new password found in the breach range
// shows the warning on the first click and the button becomes 'Continue with insecure
// password'; editing the password clears that; a second click changes it. A check that fails
// counts as not breached.

export function ChangePasswordSection() {
  const change = useChangePassword();
  const gate = useBreachGate();
  const [changed, setChanged] = useState<string | null>(null);

  return (
    <Section title="Change Password">
      <SchemaForm
        schema={ChangePasswordSchema}
        // Null: nothing sent yet, the breach warning asks for a second click first.
        submit={async (body) => {
          setChanged(null);
          if (!(await gate.mayProceed(body.new_password))) return null;
          return change.mutateAsync(body);
        }}
        onSuccess={(message, _sent, form) => {
          if (message === null) return;
          gate.clear();
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
              <BreachWarning password={values.new_password ?? ''} gate={gate} />
              <Group>
                <Button
                  type="submit"
                  disabled={!meetsPasswordRule(values.new_password ?? '')}
                  loading={Boolean(submitting)}
                  color={gate.warnedFor !== null ? 'orange' : undefined}
                >
                  {gate.warnedFor !== null
                    ? MESSAGES.continueWithInsecurePassword
                    : 'Change Password'}
                </Button>
              </Group>
            </Stack>
          </>
        )}
      </SchemaForm>
    </Section>
  );
}

/** Asks 'Unsaved changes' before leaving the half-filled form (portal.md §2). */
function HeldWhileDirty() {
  const { dirty } = useFormState({ subscription: { dirty: true } });
  useUnsavedChanges(Boolean(dirty));
  return null;
}
