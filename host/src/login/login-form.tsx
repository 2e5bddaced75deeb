import { href, SignInSchema, type SignInResponse } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import {
  asNormalisedError,
  Button,
  Form,
  FormErrorSummary,
  PasswordField,
  schemaValidator,
  Stack,
  TextField,
  useSchemaSubmit,
  type FormValuesOf,
} from '@portal/ui';
import { useState } from 'react';
import { signIn, type CaptchaTokenSource } from './sign-in';

// The sign-in form of the login page and the login modal (portal.md §2 Login, §4 Login: idle,
// submitting, then error or success). Rules and messages are the contract's sign-in schema
// (§5). A failure (§8) shows the field errors under the fields, a summary alert announced to
// screen readers, records a 'login.error' event, and offers a Reset Password link.

export interface LoginFormProps {
  /** After the session has started: the page or the modal decides what happens next. */
  onSignedIn: (response: SignInResponse) => void;
  /** The username to start with: the modal offers the one whose session lapsed. */
  initialUsername?: string;
  /** Only when a captcha key is configured (none is by default). */
  captcha?: CaptchaTokenSource;
  /**
   * Once a sign-in has failed: the form's Reset Password link is then shown, so the page or the
   * modal around it stops showing its own - one link, not two.
   */
  onFailure?: () => void;
}

const validateSignIn = schemaValidator(SignInSchema);

export function LoginForm({
  onSignedIn,
  initialUsername = '',
  captcha,
  onFailure,
}: LoginFormProps) {
  const portal = usePortal();
  const [failed, setFailed] = useState(false);

  // The schema checks the values and the refusal lands on the fields (useSchemaSubmit); the Reset
  // Password link and the 'login.error' event are this form's own answer to a failure.
  const submit = useSchemaSubmit(
    SignInSchema,
    async (sent) => {
      try {
        return await signIn(portal, sent, captcha);
      } catch (caught) {
        setFailed(true);
        onFailure?.();
        portal.bus.emit({ type: 'login.error', message: asNormalisedError(caught).message });
        throw caught;
      }
    },
    { onSuccess: (response) => onSignedIn(response) },
  );

  return (
    <Form<FormValuesOf<typeof SignInSchema>>
      onSubmit={submit}
      validate={validateSignIn}
      initialValues={{ username: initialUsername, password: '' }}
      render={({ handleSubmit, submitting }) => (
        // Posted, should it be sent before the script has taken it over: never in the address.
        <form method="post" onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormErrorSummary />
            <TextField name="username" label="Username" autoComplete="username" required />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" loading={submitting}>
              Login
            </Button>
            {failed && <AppLink href={href('reset-password')}>Reset Password</AppLink>}
          </Stack>
        </form>
      )}
    />
  );
}
