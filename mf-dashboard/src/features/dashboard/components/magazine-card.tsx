import type { MagazineIssue } from '@portal/contract';
import { Anchor, Group, Stack, Text } from '@portal/ui';

// portal.md §2 "Dashboard" and §3 "Magazine issue": the latest issue's cover, label and a Read
// link (GET /influx-magazine/latest-issue); no issue yet, no card.

export function MagazineCard({ issue }: { issue: MagazineIssue }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <img
        src={issue.media.cover}
        alt={`Cover of ${issue.label}`}
        style={{ width: 96, height: 128, objectFit: 'cover', borderRadius: 4, flex: 'none' }}
      />
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{issue.label}</Text>
        <Anchor href={issue.value} target="_blank" rel="noopener noreferrer">
          Read
        </Anchor>
      </Stack>
    </Group>
  );
}
