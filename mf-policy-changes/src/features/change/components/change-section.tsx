import { Group, Paper, Stack, Title } from '@portal/ui';
import { useId, type ReactNode } from 'react';

// One section of the change screen: a region named by its h2, so each is a landmark to jump to.
// `beside` sits next to the heading (a help button), `actions` after it, both wrapping under it
// on a phone.

export function ChangeSection({
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
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap={4} wrap="nowrap">
            <Title order={2} id={id} size="h3">
              {title}
            </Title>
            {beside}
          </Group>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A card in a section: a vehicle or a person, named by its h3; `tag` beside the heading. */
export function ChangeCard({
  title,
  tag,
  children,
}: {
  title: string;
  tag?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="article" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={3} id={id} size="h4">
            {title}
          </Title>
          {tag}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
