import { Box, Button, Group, Modal, Stack, Text, Title } from '@portal/ui';
import { IconCircleCheck, IconX } from '@portal/ui/icons';
import { useState } from 'react';
import { ExamplePhoto, type ExampleKind } from './example-photo';

// policy-changes.md §2 'Agreed value (AVP) form': a dialog titled 'Tips for uploading your
// photos' (button 'Continue', closes on clicking outside) with a good and a bad example for each
// of three topics. Focus stays inside while it is open (the theme names its close button
// 'Close'), and returns to the button that opened it.

interface Topic {
  readonly heading: string;
  readonly advice: string;
  readonly good: string;
  readonly bad: { readonly kind: ExampleKind; readonly alt: string };
}

const TOPICS: readonly Topic[] = [
  {
    heading: 'Obstruction',
    advice: 'Avoid obstructions: nothing should stand between the camera and the vehicle.',
    good: 'Good example: the whole car in clear view',
    bad: { kind: 'obstructed', alt: 'Bad example: the car half hidden behind a hedge and a post' },
  },
  {
    heading: 'Poor lighting',
    advice: 'Take photos in a well-lit environment, such as outside in daylight.',
    good: 'Good example: the car photographed in daylight',
    bad: { kind: 'dark', alt: 'Bad example: the car too dark to make out' },
  },
  {
    heading: 'Blurring',
    advice: 'Keep photos in focus: hold the camera steady and let it focus before you take one.',
    good: 'Good example: the car sharp and in focus',
    bad: { kind: 'blurred', alt: 'Bad example: the car blurred by a moving camera' },
  },
];

function Example({ kind, alt, good }: { kind: ExampleKind; alt: string; good: boolean }) {
  const Icon = good ? IconCircleCheck : IconX;
  return (
    <Stack gap={4} component="figure" m={0}>
      <ExamplePhoto kind={kind} alt={alt} />
      <Group component="figcaption" gap={4} wrap="nowrap" aria-hidden="true">
        <Icon
          size={18}
          color={good ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)'}
        />
        <Text size="sm" fw={600}>
          {good ? 'Do' : "Don't"}
        </Text>
      </Group>
    </Stack>
  );
}

export function PhotoTipsDialog() {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Box>
        <Button variant="light" onClick={() => setOpened(true)}>
          Tips for uploading your photos
        </Button>
      </Box>
      <Modal opened={opened} onClose={close} title="Tips for uploading your photos" centered>
        <Stack gap="lg">
          {TOPICS.map((topic) => (
            <Stack key={topic.heading} gap="xs" component="section">
              <Title order={3} size="h5">
                {topic.heading}
              </Title>
              <Text size="sm">{topic.advice}</Text>
              <Box style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
                <Example kind="clear" alt={topic.good} good />
                <Example kind={topic.bad.kind} alt={topic.bad.alt} good={false} />
              </Box>
            </Stack>
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Continue</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
