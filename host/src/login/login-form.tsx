import {
  ApiError,
  href,
  MESSAGES,
  SignInSchema,
  type NormalisedError,
  type SignInResponse,
} from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import {
  Button,
  Form,
  FormErrorSummary,
  PasswordField,
  schemaValidator,
  Stack,
  submitErrors,
  TextField,
} from '@portal/ui';
import { useState } from 'react';
import { signIn, type CaptchaTokenSource, type SignInValues } from './sign-in';

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
}

const validateSignIn = schemaValidator(SignInSchema);

function normalised(error: unknown): NormalisedError {
  return error instanceof ApiError ? error : { message: MESSAGES.serverError, fields: {} };
}

export function LoginForm({ onSignedIn, initialUsername = '', captcha }: LoginFormProps) {
  const portal = usePortal();
  const [failed, setFailed] = useState(false);

  async function submit(values: SignInValues) {
    try {
      onSignedIn(await signIn(portal, values, captcha));
      return undefined;
    } catch (caught) {
      const error = normalised(caught);
      setFailed(true);
      portal.bus.emit({ type: 'login.error', message: error.message });
      return submitErrors(error);
    }
  }

  return (
    <Form<SignInValues>
      onSubmit={submit}
      validate={validateSignIn}
      initialValues={{ username: initialUsername, password: '' }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
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
