import { CONDITION_PART_NAMES, CONDITION_PARTS } from '@portal/contract';
import { Stack, Text } from '@portal/ui';
import { RatingField } from '../components/rating-field';

// Step 2 (policy-changes.md §3 'condition', §5 'All six condition ratings required, each poor,
// average, good or excellent'): the six parts of the vehicle, each rated.

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ConditionStep() {
  return (
    <>
      <Text>Please rate the condition of each part of the vehicle as it is today.</Text>
      <Stack gap="lg">
        {CONDITION_PARTS.map((part) => (
          <RatingField
            key={part}
            name={`condition.${part}`}
            label={capitalised(CONDITION_PART_NAMES[part])}
          />
        ))}
      </Stack>
    </>
  );
}
