import type { Promotion } from '@portal/contract';
import { Anchor, Stack, Text, VisuallyHidden } from '@portal/ui';

// portal.md §2 "Dashboard": the two offer slots, each showing the promotion placed in it
// (§3 Promotion; GET /promotions/ui). An empty slot shows no card at all.

export function OfferCard({ promotion }: { promotion: Promotion }) {
  const link = promotion.location?.trim();
  return (
    <Stack gap="sm" align="flex-start">
      <img
        src={promotion.media.small}
        alt=""
        style={{ width: '100%', height: 96, objectFit: 'cover', borderRadius: 6 }}
      />
      <Text>{promotion.value}</Text>
      {link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer">
          Find out more
          <VisuallyHidden> about {promotion.label} (opens in a new tab)</VisuallyHidden>
        </Anchor>
      )}
    </Stack>
  );
}
