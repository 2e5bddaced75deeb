import { lightboxStatusQuery, usePortal } from '@portal/platform';
import { useQuery } from '@tanstack/react-query';

/**
 * GET /promotions/lightbox/status (portal.md §7): whether login promotions show. The page's one
 * entry for it, which the shell's promotion widget reads too.
 */
export function useLightboxStatus() {
  const { api } = usePortal();
  return useQuery(lightboxStatusQuery(api));
}
