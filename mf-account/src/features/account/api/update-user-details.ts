import { endpoints, type UserDetailsUpdate } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userDetailsQueryKey } from './get-user-details';

/** PUT /user/details: answers with the message to show; the details are read again. */
export function useUpdateUserDetails() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserDetailsUpdate) => api.call(endpoints.updateUserDetails, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userDetailsQueryKey }),
  });
}
