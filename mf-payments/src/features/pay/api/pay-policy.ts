import { endpoints, newIdempotencyKey } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

// POST /policies/{id}/payments/pay (docs/decisions/007): the amount and the hosted card page's
// token, answered `complete` with the processor's reference or `failed` with the reason. One
// Idempotency-Key per token: the same token sent again (Try again after no answer) is answered
// once, never charged twice.

export interface PayInput {
  readonly amount: number;
  readonly card_token: string;
}

export function usePayPolicy(policyId: string) {
  const { api } = usePortal();
  const [keys] = useState(() => new Map<string, string>());
  function keyFor(token: string): string {
    const key = keys.get(token) ?? newIdempotencyKey();
    keys.set(token, key);
    return key;
  }
  return useMutation({
    mutationFn: (body: PayInput) =>
      api.call(
        endpoints.payPolicy,
        { params: { id: policyId }, body },
        { idempotencyKey: keyFor(body.card_token) },
      ),
  });
}
