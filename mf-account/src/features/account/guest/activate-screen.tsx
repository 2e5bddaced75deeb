import {
  ActivationSchema,
  href,
  InvitationRequestSchema,
  validate,
  type Invitation,
} from '@portal/contract';
import { AppLink, startSession, usePortal } from '@portal/platform';
import {
  Alert,
  asNormalisedError,
  Button,
  FormErrorSummary,
  Group,
  HelpPanel,
  PageScreen,
  PasswordField,
  SchemaForm,
  Skeleton,
  Stack,
  Text,
  TextField,
  useForm,
  type FormValuesOf,
} from '@portal/ui';
import { IconShieldCheck } from '@portal/ui/icons';
import { useEffect, useState } from 'react';
import { BreachAwareSubmit, BreachWarning, useBreachGate } from '../components/breach-warning';
import { messageOf } from '../components/errors';
import { PasswordChecklist } from '../components/password-checklist';
import { PhoneUs } from '../components/phone-us';
import { USERNAME_HELP } from '../components/username-help';
import { useActivateAccount } from '../api/activate-account';
import { useRequestActivationCode } from '../api/request-activation-code';
import { useValidateInvitation } from '../api/validate-invitation';

// portal.md §1 "Visitors", §5 "Activation", §7: an invited policyholder opens the link in the
// invitation (/user/activate?invite_id=...), which is checked first; then enters the activation
// code, the phone number we hold, a username and a password. Activating signs them in and they
// go on as after a login (§2 Login): to the to-do list when there is something to do, else to
// the promotions. The password is checked against the breach range first, as in the settings
// (§4 "Change password", §8 "Breached password").

type Values = FormValuesOf<typeof ActivationSchema>;

type InvitationState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'valid'; invitation: Invitation }
  | { status: 'invalid'; message: string };

function inviteIdInLink(): string | null {
  const inviteId = new URLSearchParams(window.location.search).get('invite_id')?.trim();
  return inviteId ? inviteId : null;
}

export function ActivateScreen({ title }: { title: string }) {
  const [linkInviteId] = useState(inviteIdInLink);
  const check = useValidateInvitation();
  const { mutate } = check;
  const [invitation, setInvitation] = useState<InvitationState>(
    linkInviteId ? { status: 'checking' } : { status: 'none' },
  );

  useEffect(() => {
    if (!linkInviteId) return;
    mutate(linkInviteId, {
      onSuccess: (valid) => setInvitation({ status: 'valid', invitation: valid }),
      onError: (error) => {
        const fields = asNormalisedError(error).fields;
        setInvitation({ status: 'invalid', message: fields['invite_id']?.[0] ?? messageOf(error) });
      },
    });
  }, [linkInviteId, mutate]);

  return (
    <PageScreen
      title={title}
      busy={invitation.status === 'checking'}
      layout="form"
      aside={
        <HelpPanel
          title="What happens next"
          icon={<IconShieldCheck aria-hidden size={20} stroke={1.75} />}
        >
          <Text>Once your account is activated, you are logged in straight away.</Text>
          <Text>No activation code? Choose &apos;Send me a new code&apos;.</Text>
          <PhoneUs>Need help?</PhoneUs>
        </HelpPanel>
      }
    >
      {invitation.status === 'checking' ? (
        <Stack gap="md" role="status" aria-label="Checking your invitation">
          <Skeleton height={24} width="60%" />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} width={145} />
        </Stack>
      ) : (
        <>
          {invitation.status === 'invalid' && (
            <Alert color="red" variant="light" role="alert">
              {invitation.message}
            </Alert>
          )}
          <ActivationForm invitation={invitation} linkInviteId={linkInviteId} />
        </>
      )}
    </PageScreen>
  );
}

function ActivationForm({
  invitation,
  linkInviteId,
}: {
  invitation: InvitationState;
  linkInviteId: string | null;
}) {
  const portal = usePortal();
  const activate = useActivateAccount();
  const breach = useBreachGate();
  const valid = invitation.status === 'valid' ? invitation.invitation : null;

  const initialValues: Values = {
    invite_id: valid?.invite_id ?? linkInviteId ?? undefined,
    username: valid?.suggested_username ?? undefined,
  };
  // A link that did not check out shows its message under the invitation field.
  const initialErrors = invitation.status === 'invalid' ? invitation.message : undefined;

  return (
    <SchemaForm
      schema={ActivationSchema}
      // Null: nothing sent yet, the breach warning asks for a second click first.
      submit={async (body) =>
        (await breach.mayProceed(body.password)) ? activate.mutateAsync(body) : null
      }
      onSuccess={(session, sent) => {
        if (session === null) return;
        startSession(portal, {
          token: session.token,
          greeting: session.greeting,
          username: sent.username,
        });
        // As after a login (portal.md §2 Login).
        portal.navigate(href(session.todo_count > 0 ? 'todo-list' : 'promotions'));
      }}
      initialValues={initialValues}
      label="Activate your account"
      summary={false}
    >
      {({ submitting, values }) => (
        <Stack gap="md">
          <Text>
            {valid?.first_name ? `Hello ${valid.first_name}. ` : ''}
            Enter the activation code we sent you and the phone number we hold for you, then choose
            a username and a password for your online account.
          </Text>
          <FormErrorSummary />
          {!valid && (
            <TextField
              name="invite_id"
              label="Invitation id"
              required
              autoComplete="off"
              description="The long code at the end of the link in your invitation."
              validate={(value: unknown) =>
                initialErrors && value === linkInviteId ? initialErrors : undefined
              }
            />
          )}
          <TextField
            name="activation_code"
            label="Activation code"
            required
            autoComplete="one-time-code"
          />
          <NewCodeButton />
          <TextField
            name="phone"
            label="Phone number"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <TextField
            name="username"
            label="Username"
            required
            autoComplete="username"
            description={USERNAME_HELP}
          />
          <div>
            <PasswordField name="password" label="Password" required autoComplete="new-password" />
            <PasswordChecklist password={values.password ?? ''} />
          </div>
          <BreachWarning password={values.password ?? ''} gate={breach} />
          <Group>
            <BreachAwareSubmit
              gate={breach}
              loading={Boolean(submitting)}
              label="Activate account"
            />
          </Group>
          <Text size="sm">
            Already activated? <AppLink href={href('login')}>Login</AppLink>
          </Text>
        </Stack>
      )}
    </SchemaForm>
  );
}

/** Sends a fresh activation code for the invitation in the form (decision 007). */
function NewCodeButton() {
  const form = useForm<Values>();
  const request = useRequestActivationCode();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  function send() {
    const inviteId = form.getState().values.invite_id ?? '';
    const checked = validate(InvitationRequestSchema, { invite_id: inviteId });
    if (!checked.success) {
      const { fields, message } = checked.error;
      setAnswer({ ok: false, message: fields['invite_id']?.[0] ?? message });
      return;
    }
    setAnswer(null);
    request.mutate(checked.output.invite_id, {
      onSuccess: (message) => setAnswer({ ok: true, message }),
      onError: (error) => {
        const fields = asNormalisedError(error).fields;
        setAnswer({ ok: false, message: fields['invite_id']?.[0] ?? messageOf(error) });
      },
    });
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="subtle" size="compact-sm" onClick={send} loading={request.isPending}>
        Send me a new code
      </Button>
      <div role="status">
        {answer && (
          <Text size="sm" c={answer.ok ? 'green.9' : 'red.8'}>
            {answer.message}
          </Text>
        )}
      </div>
    </Stack>
  );
}
