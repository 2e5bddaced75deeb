import { addressLines, formatDate, href, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Button, Section } from '@portal/ui';
import { DetailsList } from './details-list';

// policy-changes.md §2 'Make-a-change screen': a cover summary and the policy address (its lines
// joined, blank ones skipped), with 'Update address' to the address and details form when the
// policy can be changed.

function endDate(policy: Policy): string {
  const { renewal_date_text: text, renewal_date: date } = policy.summary;
  if (text?.trim()) return text;
  return date ? formatDate(date) : 'Not known';
}

export function PolicySection({ policy, changeable }: { policy: Policy; changeable: boolean }) {
  return (
    <Section
      title="Your policy"
      actions={
        changeable && (
          <Button
            component={AppLink}
            href={href('policy-details-change', { policyId: String(policy.id) })}
            variant="light"
          >
            Update address
          </Button>
        )
      }
    >
      <DetailsList
        rows={[
          ['Policy', policy.label],
          ['Policy reference', policy.reference.toUpperCase()],
          ['Cover type', policy.summary.cover],
          ['Insurer', policy.summary.insurer],
          ['Effective date', formatDate(policy.summary.start_date)],
          ['End date', endDate(policy)],
          ['Address', addressLines(policy.address).join(', ')],
        ]}
      />
    </Section>
  );
}
