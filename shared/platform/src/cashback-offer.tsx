import { getRoute, href } from '@portal/contract';
import { Anchor } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { AppLink, policiesQuery, usePortal } from '@portal/platform';

// portal.md §2 policy-cashback ('Claim your £20 cashback'), §9: the holder's cashback offer,
// claimed from one of their active policies, offered where a customer looks for offers - the
// dashboard's offer card and the promotions - while it can be claimed, and gone once it is (the
// policies' `cashback_offer`, which the claim's `changes` refresh).

/** A link to claim the cashback offer from the first policy it applies to; nothing without one. */
export function CashbackOfferLink() {
  const { api, session } = usePortal();
  const signedIn = useStore(session, (state) => state.token !== null);
  const policies = useQuery({ ...policiesQuery(api), enabled: signedIn });
  const policy = policies.data?.find((each) => each.cashback_offer);
  if (!policy) return null;
  return (
    <Anchor component={AppLink} href={href('policy-cashback', { policyId: String(policy.id) })}>
      {getRoute('policy-cashback').title}
    </Anchor>
  );
}
