import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * Help or a summary beside a form (PageScreen's `aside`): a tinted panel in the brand's light
 * colour with its own heading, so a screen reader lists it among the page's sections.
 */
export function HelpPanel({
  title,
  icon,
  children,
}: {
  title: string;
  /** Decorative: the title says what the panel is. */
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      className="help-panel"
      p="lg"
      radius="md"
      aria-labelledby={titleId}
      bg="var(--mantine-primary-color-light)"
    >
      <Title order={2} size="h4" className="help-panel-title" id={titleId}>
        {icon}
        {title}
      </Title>
      <div className="help-panel-body">{children}</div>
    </Paper>
  );
}
