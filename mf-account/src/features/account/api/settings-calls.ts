import {
  endpoints,
  type ChangePassword,
  type Correspondence,
  type PushSubscriptionBody,
  type UserDetailsUpdate,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@portal/contract';

// The settings page's calls (portal.md §7), and the cache keys its sections read.

export const USER_DETAILS_KEY = ['user', 'details'] as const;
export const CORRESPONDENCE_KEY = ['user', 'correspondence'] as const;
export const LIGHTBOX_STATUS_KEY = ['promotions', 'lightbox', 'status'] as const;

export function userDetailsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: USER_DETAILS_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getUserDetails, undefined, { signal }),
  });
}

export function correspondenceQuery(api: ApiClient) {
  return queryOptions({
    queryKey: CORRESPONDENCE_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getCorrespondence, undefined, { signal }),
  });
}

export function lightboxStatusQuery(api: ApiClient) {
  return queryOptions({
    queryKey: LIGHTBOX_STATUS_KEY,
    queryFn: ({ signal }) => api.call(endpoints.getLightboxStatus, undefined, { signal }),
  });
}

/** PUT /user/details: answers with the message to show; the details are read again. */
export function useUpdateDetails() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserDetailsUpdate) => api.call(endpoints.updateUserDetails, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_DETAILS_KEY }),
  });
}

/** POST /user/password */
export function useChangePassword() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: ChangePassword) => api.call(endpoints.changePassword, { body }),
  });
}

/** PATCH /user/correspondence: online ('email') or post ('written'). */
export function useUpdateCorrespondence() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (correspondence: Correspondence) =>
      api.call(endpoints.updateCorrespondence, { body: { correspondence } }),
    onSuccess: (_message, correspondence) => {
      queryClient.setQueryData(CORRESPONDENCE_KEY, { correspondence });
      void queryClient.invalidateQueries({ queryKey: USER_DETAILS_KEY });
    },
  });
}

/** POST or DELETE /promotions/lightbox: 'Show Promotions' or 'Hide Promotions'. */
export function useLoginPromotions() {
  const { api } = usePortal();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (show: boolean) =>
      api.call(show ? endpoints.optInLightbox : endpoints.optOutLightbox),
    onSuccess: (status) => queryClient.setQueryData(LIGHTBOX_STATUS_KEY, status),
  });
}

/** POST /push/subscribe with what `PushSubscription.toJSON()` gives. */
export function useSubscribePush() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (body: PushSubscriptionBody) => api.call(endpoints.subscribePush, { body }),
  });
}

/** POST /push/unsubscribe */
export function useUnsubscribePush() {
  const { api } = usePortal();
  return useMutation({
    mutationFn: (endpoint: string) => api.call(endpoints.unsubscribePush, { body: { endpoint } }),
  });
}
