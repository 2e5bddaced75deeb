import { endpoints, newIdempotencyKey } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

// POST /payments/guest (portal.md §1 visitors, §6: no token; docs/decisions/007): the policy
// named by its reference and postcode, the amount and the hosted card page's token. The API
// limits attempts per reference and per address. One Idempotency-Key per token: the same token
// sent again is answered once, never charged twice.

export interface GuestPaymentInput {
  readonly policy_reference: string;
  readonly postcode: string;
  readonly amount: number;
  readonly card_token: string;
}

export function usePayAsGuest() {
  const { api } = usePortal();
  const [keys] = useState(() => new Map<string, string>());
  function keyFor(token: string): string {
    const key = keys.get(token) ?? newIdempotencyKey();
    keys.set(token, key);
    return key;
  }
  return useMutation({
    mutationFn: (body: GuestPaymentInput) =>
      api.call(endpoints.payAsGuest, { body }, { idempotencyKey: keyFor(body.card_token) }),
  });
}
