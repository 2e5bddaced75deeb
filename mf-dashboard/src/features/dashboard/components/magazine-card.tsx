import type { MagazineIssue } from '@portal/contract';
import { Anchor, Group, Stack, Text } from '@portal/ui';
import { MagazineCoverIllustration } from '@portal/ui/icons';
import { useState, type ReactNode } from 'react';

// portal.md §2 "Dashboard" and §3 "Magazine issue": the latest issue's cover, label and a Read
// link (GET /influx-magazine/latest-issue); no issue yet, no card. The brand's drawing of a cover
// stands under the issue's own: it shows while the cover loads, and instead of one that is
// missing or fails to load, so the card never has a blank hole. Under the Read link, the
// subscription (subscribe / unsubscribe), which the magazine feature owns and the app hands in.

export function MagazineCard({
  issue,
  subscription,
}: {
  issue: MagazineIssue;
  /** The subscription control (features/magazine), handed in as the other cards' slots are. */
  subscription?: ReactNode;
}) {
  const cover = issue.media.cover.trim();
  const [failed, setFailed] = useState(false);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <div
        style={{
          position: 'relative',
          width: 96,
          height: 128,
          flex: 'none',
          overflow: 'hidden',
          borderRadius: 4,
          boxShadow: 'var(--mantine-shadow-sm)',
        }}
      >
        <MagazineCoverIllustration />
        {cover && !failed && (
          <img
            src={cover}
            alt={`Cover of ${issue.label}`}
            onError={() => setFailed(true)}
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            }}
          />
        )}
      </div>
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{issue.label}</Text>
        <Anchor href={issue.value} target="_blank" rel="noopener noreferrer">
          Read
        </Anchor>
        {subscription}
      </Stack>
    </Group>
  );
}
