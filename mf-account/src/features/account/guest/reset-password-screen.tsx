import { href, PasswordCodeRequestSchema, PasswordResetSchema } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import {
  Button,
  FormErrorSummary,
  Group,
  HelpPanel,
  List,
  PageScreen,
  PasswordField,
  SchemaForm,
  Stack,
  Text,
  TextField,
} from '@portal/ui';
import { IconShieldCheck } from '@portal/ui/icons';
import { useState } from 'react';
import { BreachAwareSubmit, BreachWarning, useBreachGate } from '../components/breach-warning';
import { PasswordChecklist } from '../components/password-checklist';
import { PhoneUs } from '../components/phone-us';
import { StatusMessage } from '../components/status-message';
import { useRequestPasswordCode } from '../api/request-password-code';
import { useResetPassword } from '../api/reset-password';

// portal.md §5 "Password reset code request" and "Password reset", §7: first a code by text
// message, asked for with the username and exactly one of landline or mobile (the one on the
// account); then the reset with that code, the number, the username and a new password that
// meets the rule, checked against the breach range first as in the settings (§4 "Change
// password", §8 "Breached password"). Done, the page says so and offers the way to log in with
// the new password.

interface CodeSent {
  message: string;
  username: string;
  number: string;
}

export function ResetPasswordScreen({ title }: { title: string }) {
  const [step, setStep] = useState<'request' | 'reset'>('request');
  const [sent, setSent] = useState<CodeSent | null>(null);

  return (
    <PageScreen
      title={title}
      layout="form"
      aside={
        <HelpPanel
          title="What happens next"
          icon={<IconShieldCheck aria-hidden size={20} stroke={1.75} />}
        >
          <List type="ordered">
            <List.Item>We send a code by text message to the number you give us.</List.Item>
            <List.Item>You enter the code and choose a new password.</List.Item>
            <List.Item>You log in with your new password.</List.Item>
          </List>
          <Text>
            Forgotten your username?{' '}
            <AppLink href={href('username-reminder')}>Get a username reminder</AppLink>
          </Text>
          <PhoneUs>Need help?</PhoneUs>
        </HelpPanel>
      }
    >
      {step === 'request' ? (
        <RequestCodeForm
          onSent={(codeSent) => {
            setSent(codeSent);
            setStep('reset');
          }}
          onHaveCode={() => {
            setSent(null);
            setStep('reset');
          }}
        />
      ) : (
        <ResetForm sent={sent} onNewCode={() => setStep('request')} />
      )}
    </PageScreen>
  );
}

function RequestCodeForm({
  onSent,
  onHaveCode,
}: {
  onSent: (sent: CodeSent) => void;
  onHaveCode: () => void;
}) {
  const request = useRequestPasswordCode();

  return (
    <SchemaForm
      schema={PasswordCodeRequestSchema}
      submit={request}
      onSuccess={(message, sent) => {
        const { username, landline_number: landline, mobile_number: mobile } = sent;
        onSent({ message, username, number: landline || mobile });
      }}
      label="Request a code"
      summary={false}
    >
      {({ submitting }) => (
        <Stack gap="md">
          <Text>
            Enter your username and the landline or the mobile number on your account - one of the
            two, not both. We&apos;ll send a code to that number by text message.
          </Text>
          <FormErrorSummary />
          <TextField name="username" label="Username" required autoComplete="username" />
          <TextField
            name="landline_number"
            label="Landline number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField
            name="mobile_number"
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <Group>
            <Button type="submit" loading={Boolean(submitting)}>
              Send code
            </Button>
            <Button variant="subtle" onClick={onHaveCode}>
              I already have a code
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}

function ResetForm({ sent, onNewCode }: { sent: CodeSent | null; onNewCode: () => void }) {
  const reset = useResetPassword();
  const breach = useBreachGate();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  if (doneMessage !== null) return <ResetDone message={doneMessage} />;

  return (
    <SchemaForm
      schema={PasswordResetSchema}
      // Null: nothing sent yet, the breach warning asks for a second click first.
      submit={async (body) =>
        (await breach.mayProceed(body.password)) ? reset.mutateAsync(body) : null
      }
      onSuccess={(message) => {
        if (message !== null) setDoneMessage(message);
      }}
      initialValues={sent ? { username: sent.username, sms_number: sent.number } : {}}
      label="Reset your password"
      summary={false}
    >
      {({ submitting, values }) => (
        <>
          <StatusMessage message={sent?.message} color="blue" />
          <Stack gap="md">
            <FormErrorSummary />
            <TextField
              name="auth_code"
              label="Authentication code"
              required
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <TextField name="username" label="Username" required autoComplete="username" />
            <TextField
              name="sms_number"
              label="Phone number the code was sent to"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <div>
              <PasswordField
                name="password"
                label="New password"
                required
                autoComplete="new-password"
              />
              <PasswordChecklist password={values.password ?? ''} />
            </div>
            <BreachWarning password={values.password ?? ''} gate={breach} />
            <Group>
              <BreachAwareSubmit
                gate={breach}
                loading={Boolean(submitting)}
                label="Reset password"
              />
              <Button variant="subtle" onClick={onNewCode}>
                Send me a new code
              </Button>
            </Group>
            <Text size="sm">
              Remembered it? <AppLink href={href('login')}>Login</AppLink>
            </Text>
          </Stack>
        </>
      )}
    </SchemaForm>
  );
}

/** The password is reset: the answer, and the way to log in with the new password. */
function ResetDone({ message }: { message: string }) {
  const { navigate } = usePortal();
  return (
    <Stack gap="md" align="flex-start">
      <StatusMessage message={message} />
      <Button onClick={() => navigate(href('login'))}>Login</Button>
    </Stack>
  );
}
