import { endpoints, type SignUp } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /user/sign-up (portal.md §6: without a token): the activation code and link go by SMS. */
export function useSignUp() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: SignUp) => api.call(endpoints.signUp, { body }),
  });
}
