import {
  CONDITION_PART_NAMES,
  CONDITION_PARTS,
  CONDITION_RATINGS,
  type ConditionRating,
} from '@portal/contract';
import { ChoiceCardsField } from '@portal/forms';
import { Stack, Text } from '@portal/ui';

// Step 2 (policy-changes.md §3 'condition', §5 'All six condition ratings required, each poor,
// average, good or excellent'): the six parts of the vehicle, each rated with the four answers
// in order, side by side.

const LABELS: Record<ConditionRating, string> = {
  poor: 'Poor',
  average: 'Average',
  good: 'Good',
  excellent: 'Excellent',
};

const RATINGS = CONDITION_RATINGS.map((rating) => ({ value: rating, label: LABELS[rating] }));

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ConditionStep() {
  return (
    <>
      <Text>Please rate the condition of each part of the vehicle as it is today.</Text>
      <Stack gap="lg">
        {CONDITION_PARTS.map((part) => (
          <ChoiceCardsField
            key={part}
            name={`condition.${part}`}
            label={capitalised(CONDITION_PART_NAMES[part])}
            required
            layout="row"
            options={RATINGS}
          />
        ))}
      </Stack>
    </>
  );
}
