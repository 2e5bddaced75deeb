import { endpoints, type UserDetailsUpdate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** PUT /user/details: answers with the message to show; the details are read again (the
 * call's `changes`). */
export function useUpdateUserDetails() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: UserDetailsUpdate) => api.call(endpoints.updateUserDetails, { body }),
  });
}
