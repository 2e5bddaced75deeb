import type { VehicleSearchResult } from '@portal/contract';
import { Button, Group, Paper, Stack, Text } from '@portal/ui';
import { useEffect, useId, useRef, type ReactNode } from 'react';

// policy-changes.md §4 'Vehicle finder': a found registration asks 'Is this a {label}?'. Yes
// fills in the fields; No keeps the registration and opens the fields to enter by hand. For a
// vehicle already on the policy, a Yes then asks whether only its registration changes or the
// whole vehicle is replaced, with the answer the route stands for already chosen and filled in.
// Each question takes the focus as it appears, so a keyboard or screen-reader user lands on it
// rather than on a button that has gone.

/** For a vehicle on the policy: a new registration for it, or another vehicle in its place. */
export type FinderChoice = 'registration' | 'vehicle';

function Question({ text, children }: { text: string; children: ReactNode }) {
  const id = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), [text]);
  return (
    <Paper withBorder radius="md" p="md" role="group" aria-labelledby={id}>
      <Stack gap="sm">
        <Text ref={heading} id={id} fw={700} tabIndex={-1}>
          {text}
        </Text>
        <Group gap="sm">{children}</Group>
      </Stack>
    </Paper>
  );
}

export function IsThisTheVehicle({
  found,
  onYes,
  onNo,
}: {
  found: VehicleSearchResult;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Question text={`Is this a ${found.label}?`}>
      <Button onClick={onYes}>Yes</Button>
      <Button variant="default" onClick={onNo}>
        No
      </Button>
    </Question>
  );
}

const CHOICES: readonly (readonly [FinderChoice, string])[] = [
  ['registration', 'Update the registration only'],
  ['vehicle', 'Replace the whole vehicle'],
];

export function RegistrationOrVehicle({
  vehicleName,
  chosen,
  onChoose,
}: {
  vehicleName: string;
  /** The answer already filled in: shown pressed, and kept if the question is left. */
  chosen: FinderChoice;
  onChoose: (choice: FinderChoice) => void;
}) {
  return (
    <Question
      text={`Has the ${vehicleName} only changed its registration, or is it being replaced by this vehicle?`}
    >
      {CHOICES.map(([choice, label]) => (
        <Button
          key={choice}
          variant={choice === chosen ? 'filled' : 'default'}
          aria-pressed={choice === chosen}
          onClick={() => onChoose(choice)}
        >
          {label}
        </Button>
      ))}
    </Question>
  );
}
