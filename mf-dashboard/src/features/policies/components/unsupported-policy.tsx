import type { Policy } from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Anchor, Text } from '@portal/ui';

// portal.md §8 "Unsupported policy warning": the brand's label and number, except for home
// policies, which a separate team answers on a fixed number of its own.

/** Ours: the spec fixes a number for home policies without giving it. */
export const HOME_POLICY_PHONE_NUMBER = '0306 999 0789';

/** portal.md §9: the warning shows for 6 seconds. */
export const UNSUPPORTED_NOTICE_MS = 6000;

/** The number as a dialable `tel:` address. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

export function unsupportedPhoneNumber(policy: Pick<Policy, 'value'>, brandNumber: string) {
  return policy.value.trim().toLowerCase() === 'home' ? HOME_POLICY_PHONE_NUMBER : brandNumber;
}

/** The warning's words, for the policies card's notice and the policy's own page. */
export function UnsupportedPolicyText({ policy }: { policy: Pick<Policy, 'value'> }) {
  const { brand } = usePortal();
  const number = unsupportedPhoneNumber(policy, brand.contactNumber);
  return (
    <>
      <Text>Sorry, we do not yet support this type of policy on {brand.label}</Text>
      <Text>
        Please phone us on <Anchor href={telHref(number)}>{number}</Anchor> if you need to speak
        about your policy.
      </Text>
    </>
  );
}
