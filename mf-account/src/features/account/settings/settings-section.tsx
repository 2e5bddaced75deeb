import { Paper, Stack, Title } from '@portal/ui';
import { useId, type ReactNode } from 'react';

/** One section of the settings page: a titled region, so each is a landmark to jump to. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
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
        <Title order={2} id={id} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
