import { CASHBACK_AMOUNT, formatMoney } from '@portal/contract';
import { Button, Group, List, Modal, Stack, Text } from '@portal/ui';
import { useCallback, useState, type UIEvent } from 'react';

// portal.md §4 "Cashback": Upload opens the terms; 'Agree and upload' and Cancel stay disabled
// until the terms have been scrolled to the bottom. The terms are the offer's (§9, §6). Closing
// the dialog another way (Escape, the close button) answers as Cancel does, so a keyboard user is
// never held in it.

export const TERMS_TITLE = 'Cashback terms and conditions';

/** Within a pixel of the end: browsers round scroll positions. */
function atBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= 1;
}

export function CashbackTermsModal({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (agreed: boolean) => void;
}) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title={TERMS_TITLE} centered>
      <TermsBody onAnswer={onAnswer} />
    </Modal>
  );
}

function TermsBody({ onAnswer }: { onAnswer: (agreed: boolean) => void }) {
  const [read, setRead] = useState(false);
  // Terms short enough to show whole (a tall screen) are read as soon as they are shown.
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (element && atBottom(element)) setRead(true);
  }, []);

  return (
    <Stack gap="md">
      <div
        ref={measure}
        role="region"
        aria-label={TERMS_TITLE}
        // Focusable, so the keyboard scrolls it too.
        tabIndex={0}
        onScroll={(event: UIEvent<HTMLDivElement>) => {
          if (atBottom(event.currentTarget)) setRead(true);
        }}
        style={{
          maxHeight: '50vh',
          overflowY: 'auto',
          padding: '0 12px 0 0',
          border: 0,
        }}
      >
        <Stack gap="sm">
          <Text>
            {`The offer is ${formatMoney(CASHBACK_AMOUNT)} cashback, refunded to the card you used to pay for your policy or sent to you by cheque.`}
          </Text>
          <Text>The offer can be taken once only.</Text>
          <Text>
            The home insurance schedule you send must be from a policy for a property in the UK, and
            not from a policy that we administer.
          </Text>
          <Text>The offer is not open to our employees or their relatives.</Text>
          <Text>Processing your claim can take more than 28 days.</Text>
          <Text>We may withhold the payment, for example if:</Text>
          <List size="sm" spacing={4}>
            <List.Item>you have breached these terms;</List.Item>
            <List.Item>you no longer have an active policy with us;</List.Item>
            <List.Item>you have made a claim;</List.Item>
            <List.Item>we have sent you a cancellation letter;</List.Item>
            <List.Item>you owe us money;</List.Item>
            <List.Item>you have defaulted on a credit agreement;</List.Item>
            <List.Item>your app account has been suspended;</List.Item>
            <List.Item>you have driven more than your policy's mileage;</List.Item>
            <List.Item>
              your app has been uninstalled or your device's battery has run low.
            </List.Item>
          </List>
        </Stack>
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {read
          ? 'You have read the terms.'
          : 'Please scroll to the end of the terms to agree or cancel.'}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!read} onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button disabled={!read} onClick={() => onAnswer(true)}>
          Agree and upload
        </Button>
      </Group>
    </Stack>
  );
}
