import { AGREED_VALUE_DOCUMENT_RULE, type AgreedValueDocumentSlot } from '@portal/contract';
import { SingleFileField } from '@portal/forms';
import { List, Paper, Text } from '@portal/ui';
import { PhotoTipsDialog } from '../components/photo-tips-dialog';

// Step 3, the photos (policy-changes.md §2, §3 'Document slots fetched for a vehicle: id, label,
// tooltips', §5 'Each required document must be supplied and accepted: "{label} is required"',
// 'File uploads'): one photo for each slot the provider asks for this vehicle, at
// `documents.{index}.file`, with the slot's own tips and the contract's messages (required, type,
// 50 MB) under it; and the dialog of general tips.

export function DocumentsStep({ slots }: { slots: readonly AgreedValueDocumentSlot[] }) {
  if (slots.length === 0) return <Text>No photos are needed for this vehicle.</Text>;
  return (
    <>
      <Text>
        Please add a photo for each of the views below. Each photo must be smaller than 50MB.
      </Text>
      <PhotoTipsDialog />
      {slots.map((slot, index) => (
        <Paper key={slot.id} withBorder radius="md" p="sm">
          <SingleFileField
            name={`documents.${index}.file`}
            label={slot.label}
            noun="photo"
            extensions={AGREED_VALUE_DOCUMENT_RULE.extensions}
            required
            description={
              slot.tooltips.length ? (
                <List size="sm" spacing={2}>
                  {slot.tooltips.map((tip) => (
                    <List.Item key={tip}>{tip}</List.Item>
                  ))}
                </List>
              ) : undefined
            }
          />
        </Paper>
      ))}
    </>
  );
}
