import type { AgreedValueDocumentSlot } from '@portal/contract';
import { Text } from '@portal/ui';
import { DocumentSlotField } from '../components/document-slot-field';
import { PhotoTipsDialog } from '../components/photo-tips-dialog';

// Step 3, the photos (policy-changes.md §2, §3 'documents: id, label, file', §5 'Each required
// document must be supplied and accepted'): one photo for each slot the provider asks for this
// vehicle, with the slot's own tips, and the dialog of general tips.

export function DocumentsStep({ slots }: { slots: readonly AgreedValueDocumentSlot[] }) {
  if (slots.length === 0) return <Text>No photos are needed for this vehicle.</Text>;
  return (
    <>
      <Text>
        Please add a photo for each of the views below. Each photo must be smaller than 50MB.
      </Text>
      <PhotoTipsDialog />
      {slots.map((slot, index) => (
        <DocumentSlotField key={slot.id} index={index} slot={slot} />
      ))}
    </>
  );
}
