import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a list shows when it has nothing in it: a brand illustration, a short heading, one
 * sentence and the next step, so the screen is never a dead end (docs/decisions/020).
 */
export function EmptyState({
  illustration,
  title,
  order,
  children,
  action,
  compact = false,
}: {
  /** Decorative (an illustration from `@portal/ui/icons`): hidden from assistive technology. */
  illustration: ReactNode;
  title: string;
  /** The heading's level where it stands: 2 on a page, 3 in a card or a section. */
  order: 2 | 3 | 4;
  /** One sentence: why there is nothing here, or what will come. */
  children?: ReactNode;
  /** The next step: a link or a button. */
  action?: ReactNode;
  /** Smaller art and type, for a dashboard card. */
  compact?: boolean;
}) {
  return (
    <Stack className="empty-state" align="center" ta="center" gap="xs" py={compact ? 0 : 'lg'}>
      <div aria-hidden="true" style={{ width: compact ? 88 : 160, maxWidth: '60%' }}>
        {illustration}
      </div>
      <Title order={order} size={compact ? 'h5' : 'h3'}>
        {title}
      </Title>
      {children && (
        <Text size={compact ? 'sm' : 'md'} maw="32rem">
          {children}
        </Text>
      )}
      {action && <div style={{ marginTop: compact ? 0 : 8 }}>{action}</div>}
    </Stack>
  );
}
