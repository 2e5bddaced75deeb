import { MESSAGES } from '@portal/contract';
import { Button, Group, Modal, Paper, Text, Transition } from '@portal/ui';
import { useEffect, useId, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { SLIDE_MS, type ScreenshotFlow } from './screenshot-flow';

// portal.md §4 "Screenshot flow": request, screen not selected or unsupported, controls, preview.
// Each shows only while the others do not, and slides in and out in 400 ms (§9). The request
// modal's wording is ours: the spec gives none.

const SLIDE = { transition: 'slide-up', duration: SLIDE_MS } as const;

export const SCREENSHOT_TEXT = {
  requestTitle: 'Screenshot request',
  request: 'Our support team would like a screenshot of your screen to help with your enquiry.',
  requestPrivacy: 'You choose what to share, and you see the screenshot before it is sent.',
  decline: 'Decline',
  chooseScreen: 'Choose a screen',
  close: 'Close',
  tryAgain: 'Try again',
  controls: 'Screenshot',
  controlsHint: 'Show what you want our support team to see, then take the screenshot.',
  back: 'Back',
  take: 'Take Screenshot',
  previewTitle: 'Check your screenshot',
  previewHint: 'This is what our support team will see.',
  previewAlt: 'Your screenshot',
  send: 'Send Screenshot',
} as const;

function StepModal({
  opened,
  title,
  onClose,
  children,
  busy = false,
  size,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  busy?: boolean;
  size?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      // Every step names its own way out (Decline, Close, Back); Escape takes that way.
      withCloseButton={false}
      transitionProps={SLIDE}
    >
      {children}
    </Modal>
  );
}

/** The captured image, from an object URL that is revoked when the image changes or leaves. */
function PreviewImage({ image }: { image: Blob }) {
  const url = useMemo(() => URL.createObjectURL(image), [image]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt={SCREENSHOT_TEXT.previewAlt}
      style={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', margin: '0 auto' }}
    />
  );
}

function ScreenshotControls({ flow, shown }: { flow: ScreenshotFlow; shown: boolean }) {
  const take = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  return (
    <Transition mounted={shown} {...SLIDE} onEntered={() => take.current?.focus()}>
      {(styles) => (
        <Paper
          component="section"
          aria-label={SCREENSHOT_TEXT.controls}
          shadow="lg"
          withBorder
          p="md"
          style={{
            ...styles,
            position: 'fixed',
            insetInline: 0,
            marginInline: 'auto',
            bottom: 'max(1rem, env(safe-area-inset-bottom))',
            width: 'min(32rem, calc(100% - 2rem))',
            zIndex: 300,
          }}
        >
          <Text mb="sm" id={hintId}>
            {SCREENSHOT_TEXT.controlsHint}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => flow.back()}>
              {SCREENSHOT_TEXT.back}
            </Button>
            <Button ref={take} aria-describedby={hintId} onClick={() => void flow.takeScreenshot()}>
              {SCREENSHOT_TEXT.take}
            </Button>
          </Group>
        </Paper>
      )}
    </Transition>
  );
}

export function ScreenshotDialogs({ flow }: { flow: ScreenshotFlow }) {
  const state = useSyncExternalStore(flow.subscribe, flow.getState, () => null);
  const step = state?.step ?? null;
  const sending = state?.request === 'upload';

  return (
    <>
      <StepModal
        opened={step === 'request'}
        title={SCREENSHOT_TEXT.requestTitle}
        onClose={() => flow.decline()}
      >
        <Text>{SCREENSHOT_TEXT.request}</Text>
        <Text mt="sm">{SCREENSHOT_TEXT.requestPrivacy}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => flow.decline()}>
            {SCREENSHOT_TEXT.decline}
          </Button>
          <Button onClick={() => void flow.chooseScreen()} data-autofocus>
            {SCREENSHOT_TEXT.chooseScreen}
          </Button>
        </Group>
      </StepModal>

      <StepModal
        opened={step === 'unsupported'}
        title={SCREENSHOT_TEXT.requestTitle}
        onClose={() => flow.decline()}
      >
        <Text>{MESSAGES.screenshotUnsupported}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => flow.decline()} data-autofocus>
            {SCREENSHOT_TEXT.close}
          </Button>
        </Group>
      </StepModal>

      <StepModal
        opened={step === 'not-selected'}
        title={MESSAGES.screenNotSelectedTitle}
        onClose={() => flow.decline()}
      >
        <Text>{MESSAGES.screenNotSelected}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => flow.decline()}>
            {SCREENSHOT_TEXT.close}
          </Button>
          <Button onClick={() => void flow.chooseScreen()} data-autofocus>
            {SCREENSHOT_TEXT.tryAgain}
          </Button>
        </Group>
      </StepModal>

      <ScreenshotControls flow={flow} shown={step === 'controls'} />

      <StepModal
        opened={step === 'preview'}
        title={SCREENSHOT_TEXT.previewTitle}
        onClose={() => flow.back()}
        busy={sending}
        size="xl"
      >
        <Text mb="sm">{SCREENSHOT_TEXT.previewHint}</Text>
        {state?.image && <PreviewImage image={state.image} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => flow.back()} disabled={sending}>
            {SCREENSHOT_TEXT.back}
          </Button>
          <Button onClick={() => void flow.send()} loading={sending} data-autofocus>
            {SCREENSHOT_TEXT.send}
          </Button>
        </Group>
      </StepModal>
    </>
  );
}
