// @vitest-environment jsdom
import * as mantine from '@mantine/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import * as ui from './index';
import { renderWithUi } from './test-support';

// mantine-styles.css carries only the stylesheets of the components @portal/ui offers. Every
// re-exported component is rendered here in its fuller states (open, loading, with errors) and
// each Mantine class on the page must be styled by that file.

const require = createRequire(import.meta.url);

function classesIn(css: string): Set<string> {
  return new Set(css.match(/m_[0-9a-f]+/g));
}

function importedCss(): string {
  const own = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'mantine-styles.css'),
    'utf8',
  );
  const files = [...own.matchAll(/@import '([^']+)';/g)].map((match) => match[1] ?? '');
  return files.map((file) => readFileSync(require.resolve(file), 'utf8')).join('\n');
}

const EXAMPLES: Record<string, ReactNode> = {
  ActionIcon: <ui.ActionIcon aria-label="Close">x</ui.ActionIcon>,
  Accordion: (
    <ui.Accordion defaultValue="one">
      <ui.Accordion.Item value="one">
        <ui.Accordion.Control>Section</ui.Accordion.Control>
        <ui.Accordion.Panel>Content</ui.Accordion.Panel>
      </ui.Accordion.Item>
    </ui.Accordion>
  ),
  Alert: (
    <ui.Alert title="Alert" withCloseButton>
      Text
    </ui.Alert>
  ),
  Anchor: <ui.Anchor href="/about">About</ui.Anchor>,
  Badge: <ui.Badge color="yellow">3</ui.Badge>,
  Box: <ui.Box>Box</ui.Box>,
  Burger: <ui.Burger opened aria-label="Menu" />,
  Button: <ui.Button loading>Save</ui.Button>,
  Checkbox: <ui.Checkbox label="Yes" description="Described" error="Wrong" defaultChecked />,
  CloseButton: <ui.CloseButton aria-label="Dismiss" />,
  Collapse: <ui.Collapse expanded>Collapsed content</ui.Collapse>,
  Container: <ui.Container>Contained</ui.Container>,
  Divider: <ui.Divider label="or" />,
  Drawer: (
    <ui.Drawer opened onClose={() => {}} title="Drawer">
      Body
    </ui.Drawer>
  ),
  Group: <ui.Group>Grouped</ui.Group>,
  Indicator: (
    <ui.Indicator label={3} size={16}>
      <span>Bell</span>
    </ui.Indicator>
  ),
  List: (
    <ui.List>
      <ui.List.Item>Item</ui.List.Item>
    </ui.List>
  ),
  Loader: <ui.Loader />,
  Modal: (
    <ui.Modal opened onClose={() => {}} title="Modal">
      Body
    </ui.Modal>
  ),
  Notification: (
    <ui.Notification title="Sent" withBorder onClose={() => {}}>
      Screenshot sent
    </ui.Notification>
  ),
  NavLink: <ui.NavLink href="/inbox" label="Inbox" rightSection={<ui.Badge>2</ui.Badge>} active />,
  Paper: <ui.Paper withBorder>Paper</ui.Paper>,
  Popover: (
    <ui.Popover opened>
      <ui.Popover.Target>
        <button type="button">Open</button>
      </ui.Popover.Target>
      <ui.Popover.Dropdown>Dropdown</ui.Popover.Dropdown>
    </ui.Popover>
  ),
  PasswordInput: <ui.PasswordInput label="Password" description="Described" error="Wrong" />,
  Select: <ui.Select label="Pick" data={['a', 'b']} dropdownOpened clearable defaultValue="a" />,
  Skeleton: <ui.Skeleton height={8} />,
  Stack: <ui.Stack>Stacked</ui.Stack>,
  Text: <ui.Text c="dimmed">Text</ui.Text>,
  Textarea: <ui.Textarea label="Message" error="Wrong" />,
  TextInput: <ui.TextInput label="Name" description="Described" error="Wrong" withAsterisk />,
  Title: <ui.Title order={2}>Title</ui.Title>,
  UnstyledButton: <ui.UnstyledButton>Plain</ui.UnstyledButton>,
  VisuallyHidden: <ui.VisuallyHidden>For screen readers</ui.VisuallyHidden>,
  Transition: (
    <ui.Transition mounted transition="slide-up" duration={0}>
      {(styles) => <div style={styles}>Sliding</div>}
    </ui.Transition>
  ),
};

test('every Mantine component @portal/ui re-exports has an example here', () => {
  const reexported = Object.entries(ui)
    .filter(([name, value]) => Object.entries(mantine).some(([n, m]) => n === name && m === value))
    .map(([name]) => name)
    .sort();
  expect(reexported).toEqual(Object.keys(EXAMPLES).sort());
});

test('every Mantine class the components use is styled by mantine-styles.css', () => {
  renderWithUi(
    <>
      {Object.entries(EXAMPLES).map(([name, example]) => (
        <ui.Box key={name}>{example}</ui.Box>
      ))}
    </>,
  );
  const used = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
  }
  // Only classes Mantine styles at all: some are hooks for JavaScript alone.
  const styledByMantine = classesIn(
    readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8'),
  );
  const ours = classesIn(importedCss());
  const missing = [...used].filter((name) => styledByMantine.has(name) && !ours.has(name));
  expect(used.size).toBeGreaterThan(40);
  expect(missing).toEqual([]);
});
