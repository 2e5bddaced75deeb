import { href, type Policy } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, Button, Group, Stack, Text, Title } from '@portal/ui';
import { UnsupportedPolicyText } from './unsupported-policy';
import { CoverSummary } from './cover-summary';
import { PolicyDetailSections } from './policy-detail-sections';
import { PolicyLayout } from './policy-layout';

// portal.md §2 "Policy details page", route 'policy-summary': 'Policy details' with the label,
// Request a change when the policy can be modified, then the collapsible sections. Read-only and
// unsupported policies show no change action (§6).

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
      {!policy.is_supported ? (
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
