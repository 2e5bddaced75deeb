import { href, SignUpSchema, validate, type SignUp } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import {
  Button,
  Form,
  FormErrorSummary,
  Group,
  PageScreen,
  schemaValidator,
  Stack,
  submitErrors,
  Text,
  TextField,
  useUnsavedChanges,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { asNormalised } from '../components/errors';
import { useSignUp } from '../api/guest-calls';
import { rememberSignUpMessage } from './sign-up-message';

// portal.md §1 "Visitors", §5 "Sign-up", §7 POST /user/sign-up: a policyholder without an
// online account asks for one with the mobile number and the policy reference we hold. The
// activation code and link go by text message; the success page says so.

type Values = Partial<SignUp>;

const validateSignUp = schemaValidator(SignUpSchema);

export function AccountCreationScreen({ title }: { title: string }) {
  const { navigate } = usePortal();
  const signUp = useSignUp();
  const [done, setDone] = useState(false);

  // After the commit that released the unsaved-changes hold, so leaving asks nothing.
  useEffect(() => {
    if (done) navigate(href('account-creation-success'));
  }, [done, navigate]);

  async function onSubmit(values: Values) {
    const parsed = validate(SignUpSchema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    try {
      rememberSignUpMessage(await signUp.mutateAsync(parsed.output));
      setDone(true);
      return undefined;
    } catch (error) {
      return submitErrors(asNormalised(error));
    }
  }

  return (
    <PageScreen title={title}>
      <Stack gap="md" maw={480}>
        <Text>
          If you have a policy with us, you can set up your online account. Enter the mobile number
          and the policy reference number we hold for you, and we&apos;ll send you a text message
          with a code to activate it.
        </Text>
        <Form<Values>
          onSubmit={onSubmit}
          validate={validateSignUp}
          render={({ handleSubmit, submitting, dirty }) => (
            <SignUpFields
              onSubmit={handleSubmit}
              submitting={Boolean(submitting)}
              unsaved={Boolean(dirty) && !done}
            />
          )}
        />
        <Text size="sm">
          Already have an account? <AppLink href={href('login')}>Login</AppLink>
        </Text>
      </Stack>
    </PageScreen>
  );
}

function SignUpFields({
  onSubmit,
  submitting,
  unsaved,
}: {
  onSubmit: () => unknown;
  submitting: boolean;
  unsaved: boolean;
}) {
  useUnsavedChanges(unsaved);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-label="Create an account"
    >
      <Stack gap="md">
        <FormErrorSummary />
        <TextField
          name="mobile_number"
          label="Mobile number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          name="policy_reference"
          label="Policy reference number"
          required
          autoComplete="off"
        />
        <Group>
          <Button type="submit" loading={submitting}>
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
