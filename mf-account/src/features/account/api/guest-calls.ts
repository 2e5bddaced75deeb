import {
  endpoints,
  type Activation,
  type PasswordCodeRequest,
  type PasswordReset,
  type SignUp,
  type UsernameReminder,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// The visitors' calls (portal.md §6: made without a token; §7 for each payload).

/** POST /username-reminder: answers with the message to show. */
export function useUsernameReminder() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: UsernameReminder) => api.call(endpoints.requestUsernameReminder, { body }),
  });
}

/** POST /user/sign-up: the activation code and link go by SMS. */
export function useSignUp() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: SignUp) => api.call(endpoints.signUp, { body }),
  });
}

/** POST /password/auth-code: a code by SMS to the number given, if it is on the account. */
export function useRequestPasswordCode() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PasswordCodeRequest) => api.call(endpoints.requestPasswordCode, { body }),
  });
}

/** POST /password/reset */
export function useResetPassword() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PasswordReset) => api.call(endpoints.resetPassword, { body }),
  });
}

/** POST /user/invitation/validate: who the invitation is for, or a 422 on invite_id. */
export function useValidateInvitation() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.call(endpoints.validateInvitation, { body: { invite_id: inviteId } }),
  });
}

/** POST /user/activation-code: a fresh code for the invitation. */
export function useRequestActivationCode() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.call(endpoints.requestActivationCode, { body: { invite_id: inviteId } }),
  });
}

/** POST /user/activate: answers with a new session. */
export function useActivateAccount() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: Activation) => api.call(endpoints.activateAccount, { body }),
  });
}
