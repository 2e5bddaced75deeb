import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One section of a page under its h1: a bordered region named by its h2, so each is a landmark
 * to jump to. `beside` sits next to the heading (a help button), `actions` after it, both
 * wrapping under it on a phone.
 */
export function Section({
  title,
  beside,
  actions,
  children,
}: {
  title: string;
  beside?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = (
    <Title order={2} id={id} size="h3">
      {title}
    </Title>
  );
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        {beside || actions ? (
          <Group justify="space-between" align="center" gap="sm">
            <Group gap={4} wrap="nowrap">
              {heading}
              {beside}
            </Group>
            {actions}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
