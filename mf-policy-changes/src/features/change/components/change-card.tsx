import { Group, Paper, Stack, Title } from '@portal/ui';
import { useId, type ReactNode } from 'react';

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
