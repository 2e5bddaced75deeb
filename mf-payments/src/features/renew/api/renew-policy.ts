import { ApiError, endpoints, newIdempotencyKey } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { paymentsQueryKey } from '@portal/platform/remote-app';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

// POST /policies/{id}/payments/renew (docs/decisions/007): exactly the quoted premium and the
// hosted card page's token; a premium that has changed since it was shown is refused (422),
// never charged. One Idempotency-Key per token: the same token sent again is answered once.

export interface RenewInput {
  readonly amount: number;
  readonly card_token: string;
}

export function useRenewPolicy(policyId: string) {
  const { api, queryClient } = usePortal();
  const [keys] = useState(() => new Map<string, string>());
  function keyFor(token: string): string {
    const key = keys.get(token) ?? newIdempotencyKey();
    keys.set(token, key);
    return key;
  }
  return useMutation({
    mutationFn: (body: RenewInput) =>
      api.call(
        endpoints.renewPolicy,
        { params: { id: policyId }, body },
        { idempotencyKey: keyFor(body.card_token) },
      ),
    // A refusal means the quote has changed: asked again now, so the new price shows. A renewal
    // taken refreshes it through the call's `changes`.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        void queryClient.invalidateQueries({ queryKey: paymentsQueryKey(policyId) });
      }
    },
  });
}
