import { endpoints, type Correspondence } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correspondenceQueryKey } from './get-correspondence';

/** PATCH /user/correspondence: online ('email') or post ('written'); answers a message. */
export function useUpdateCorrespondence() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correspondence: Correspondence) =>
      api.call(endpoints.updateCorrespondence, { body: { correspondence } }),
    onSuccess: (_message, correspondence) => {
      queryClient.setQueryData(correspondenceQueryKey, { correspondence });
    },
  });
}
