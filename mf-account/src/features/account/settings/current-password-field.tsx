import { changedSignInDetails, type SignInDetails } from '@portal/contract';
import { PasswordField, useForm, useFormState } from '@portal/ui';
import { useEffect } from 'react';

// A token alone cannot change what the account is reached and signed in by: once the email, a
// phone number or the username differs from what is held, the form asks for the current password
// (the contract's userDetailsUpdateFor requires it then, and the API checks it).

export const CURRENT_PASSWORD_HELP =
  'To change your email, phone numbers or username, please enter your current password.';

interface Values {
  email?: string;
  username?: string;
  landline_number?: string | null;
  mobile_number?: string | null;
  current_password?: string;
}

/** The Current password field, shown while a sign-in detail is changed (or the API asks for it). */
export function CurrentPasswordField({ held }: { held: SignInDetails }) {
  const form = useForm<Values>();
  const { values, submitErrors } = useFormState<Values>({
    subscription: { values: true, submitErrors: true },
  });
  const changed =
    changedSignInDetails(held, {
      email: values.email ?? '',
      username: values.username ?? '',
      landline_number: values.landline_number ?? '',
      mobile_number: values.mobile_number ?? '',
    }).length > 0;
  const asked = changed || Boolean(submitErrors?.['current_password']);
  const typed = values.current_password !== undefined;

  // Changed back: a password nobody can see is not sent.
  useEffect(() => {
    if (!asked && typed) form.change('current_password', undefined);
  }, [asked, typed, form]);

  if (!asked) return null;
  return (
    <PasswordField
      name="current_password"
      label="Current password"
      description={CURRENT_PASSWORD_HELP}
      required
      autoComplete="current-password"
      maw={360}
    />
  );
}
