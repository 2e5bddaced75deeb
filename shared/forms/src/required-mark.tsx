import { Text } from '@portal/ui';

/**
 * The asterisk after a required field's label, as the @portal/ui fields show it. Hidden from
 * assistive technology: the field itself says it is required.
 */
export function RequiredMark() {
  return (
    <>
      {' '}
      <Text span c="var(--mantine-color-error)" aria-hidden="true">
        *
      </Text>
    </>
  );
}
