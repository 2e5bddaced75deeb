import { href, MESSAGES, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, Button, Group, Stack, Text, Title } from '@portal/ui';
import { UnsupportedPolicyText } from './unsupported-policy';
import { CoverSummary } from './cover-summary';
import { PolicyDetailSections } from './policy-detail-sections';
import { PolicyLayout } from './policy-layout';

// portal.md §2 "Policy details page", route 'policy-summary': 'Policy details' with the label,
// Request a change when the policy can be modified, then the collapsible sections. Read-only and
// unsupported policies show no change action (§6); a policy held at another brand says so, with
// how to reach that brand, and is managed there.

export function PolicySummaryScreen({ title }: { title: string }) {
  return <PolicyLayout title={title}>{(policy) => <PolicyDetails policy={policy} />}</PolicyLayout>;
}

function PolicyDetails({ policy }: { policy: Policy }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Policy details</Title>
          <Text size="lg">{policy.label}</Text>
        </div>
        {policy.can_modify && (
          <Button
            component={AppLink}
            href={href('policy-change', { policyId: String(policy.id) })}
            variant="light"
          >
            Request a change
          </Button>
        )}
      </Group>
      {!policy.correct_portal ? (
        <HeldElsewhere policy={policy} />
      ) : !policy.is_supported ? (
        <Alert color="yellow">
          <Stack gap={4}>
            <UnsupportedPolicyText policy={policy} />
          </Stack>
        </Alert>
      ) : (
        policy.flags.read_only && (
          <Alert color="blue">
            {policy.flags.recently_expired
              ? 'This policy has expired. You can still see its details, but it cannot be changed online.'
              : 'This policy cannot be changed online. Please phone us if you need to change it.'}
          </Alert>
        )
      )}
      <PolicyDetailSections policy={policy} cover={<CoverSummary policy={policy} />} />
    </Stack>
  );
}

/** portal.md §2: 'This policy is held at' the other brand, and how to reach it. */
function HeldElsewhere({ policy }: { policy: Policy }) {
  const brand = policy.portal.label;
  const phone = policy.portal.contact_number;
  return (
    <Alert color="yellow" title={`${MESSAGES.policyHeldAt} ${brand}`}>
      {`To make a change, a payment or an upload for this policy, please sign in to ${brand}'s customer portal${phone ? ` or phone ${brand} on ${phone}` : ''}. You can still see its details here.`}
    </Alert>
  );
}
