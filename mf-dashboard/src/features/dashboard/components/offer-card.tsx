import type { Promotion } from '@portal/contract';
import { CashbackOfferLink } from '@portal/platform/remote-app';
import { Anchor, Stack, Text, VisuallyHidden } from '@portal/ui';
import { OfferIllustration } from '@portal/ui/icons';

// portal.md §2 "Dashboard": the two offer slots, each showing the promotion placed in it
// (§3 Promotion; GET /promotions/ui). An empty slot shows no card at all. The banner is the
// brand's offer art, in its palette, rather than the promotion's image, which (a full-screen
// slide's picture) showed as a flat band of colour when cropped to a strip this small. The
// holder's own cashback offer is claimed from here too, while it can be.

export function OfferCard({ promotion }: { promotion: Promotion }) {
  const link = promotion.location?.trim();
  return (
    <Stack gap="sm" align="flex-start">
      <div
        style={{
          display: 'grid',
          placeItems: 'center',
          width: '100%',
          height: 96,
          borderRadius: 6,
          background: 'var(--mantine-color-brand-0)',
        }}
      >
        <OfferIllustration width={144} />
      </div>
      <Text>{promotion.value}</Text>
      {link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer">
          Find out more
          <VisuallyHidden> about {promotion.label} (opens in a new tab)</VisuallyHidden>
        </Anchor>
      )}
      <CashbackOfferLink />
    </Stack>
  );
}
