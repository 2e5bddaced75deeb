import { Text, Title, VisuallyHidden } from '@portal/ui';
import type { Ref } from 'react';
import type { FormStep } from './form-steps';

/** 'Step 3 of 7: Employment information': focused on every move, so it is read out. */
export function StepHeading({
  steps,
  step,
  ref,
}: {
  steps: readonly FormStep[];
  step: number;
  ref: Ref<HTMLHeadingElement>;
}) {
  return (
    <Title order={2} size="h3" ref={ref} tabIndex={-1}>
      <Text span display="block" size="sm" c="dimmed" fw={400}>
        Step {step + 1} of {steps.length}
        <VisuallyHidden>:</VisuallyHidden>
      </Text>{' '}
      {steps[step]?.title}
    </Title>
  );
}
