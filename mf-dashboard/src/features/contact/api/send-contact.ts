import { endpoints, type ContactBody } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { useMutation } from '@tanstack/react-query';

/** POST /contact (portal.md §7): resolves with the server's success message. */
export function useSendContact() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: ContactBody) => api.call(endpoints.sendContact, { body }),
  });
}
