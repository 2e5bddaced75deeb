import { HelpPanel, List, Text } from '@portal/ui';
import type { FormStep } from './form-steps';

// Beside the form (after it on a phone): where the person is among the steps, the current one
// marked for screen readers (aria-current) as well as by sight.

export function StepProgress({ steps, step }: { steps: readonly FormStep[]; step: number }) {
  return (
    <HelpPanel title="Your progress">
      <Text fw={600} mb="xs">
        Step {step + 1} of {steps.length}: {steps[step]?.title}
      </Text>
      <List type="ordered" spacing={2}>
        {steps.map(({ title }, index) => (
          <List.Item key={title} aria-current={index === step ? 'step' : undefined}>
            <Text span fw={index === step ? 700 : 400} c={index < step ? 'dimmed' : undefined}>
              {title}
              {index < step && ' (done)'}
            </Text>
          </List.Item>
        ))}
      </List>
    </HelpPanel>
  );
}
