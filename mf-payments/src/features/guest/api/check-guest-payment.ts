import { endpoints, type GuestPaymentCheckBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

// POST /payments/guest/check (portal.md §1 visitors, §6: no token): the policy named by its
// reference and postcode, and the amount against what is due, checked before the card step so
// a mistyped detail is put right before any card is typed. It counts against the guest payment's
// limits, as the payment does.

export function useCheckGuestPayment() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: GuestPaymentCheckBody) => api.call(endpoints.checkGuestPayment, { body }),
  });
}
