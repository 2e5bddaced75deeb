import { telephoneHref, usePortal } from '@portal/platform';
import { Anchor, HelpPanel, Text } from '@portal/ui';
import { IconPhone } from '@portal/ui/icons';
import { useReportPhoneClick } from '../api/report-phone-click';

// Beside the contact form (below it on a phone), whatever the form's state: the brand's number
// (portal.md §9: a brand setting). The brand data has no opening hours, so none are shown. A
// signed-in user's click on it is reported with the policy it is about (§7 POST /contact/phone).

export function ContactHelp({ policyId }: { policyId?: number | undefined }) {
  const { brand } = usePortal();
  const report = useReportPhoneClick();
  return (
    <HelpPanel
      title="Other ways to reach us"
      icon={<IconPhone aria-hidden="true" size={22} stroke={1.75} />}
    >
      <Text>
        Phone us on{' '}
        <Anchor
          href={telephoneHref(brand.contactNumber)}
          onClick={() => {
            if (policyId !== undefined) report(policyId);
          }}
        >
          {brand.contactNumber}
        </Anchor>
        .
      </Text>
      <Text size="sm">Please have your policy reference to hand when you call.</Text>
    </HelpPanel>
  );
}
