import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Text } from '@portal/ui';
import type { ReactNode } from 'react';

/**
 * The last line of a screen's help: the brand's number, dialable from a phone (portal.md §1:
 * each brand has its contact number). `children` leads in, e.g. 'Need help?'.
 */
export function PhoneUs({ children }: { children: ReactNode }) {
  const { brand } = usePortal();
  return (
    <Text>
      {children} Phone us on{' '}
      <Anchor href={telephoneHref(brand.contactNumber)}>{brand.contactNumber}</Anchor>.
    </Text>
  );
}
