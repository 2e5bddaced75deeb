import {
  defaultCallbackTime,
  optionValue,
  quickQuoteSchema,
  todayIso,
  type Option,
  type QuickQuoteRequest,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import { Button, Group, SchemaForm, SelectField, Stack, Text } from '@portal/ui';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useRequestQuoteCallback } from '../api/request-quote-callback';
import { CallbackTimeField } from './callback-time-field';
import { ScrollToFirstError } from './scroll-to-first-error';

// portal.md §4 "Quick quote modal" (ready, submitting), §5 "Quick quote": the insurance type
// from the option list, and ASAP or a slot. The contract's rule checks it here with the time
// the form opened, and again on the server with its own clock; the server's errors, keyed
// `type` and `datetime`, land on the same fields. On success the form starts again, the modal
// closes and the server's message shows.

interface QuickQuoteFormProps {
  readonly types: readonly Option[];
  /** The modal is open: the 'Unsaved changes' guard holds only then. */
  readonly opened: boolean;
  readonly onClose: () => void;
}

export function QuickQuoteForm({ types, opened, onClose }: QuickQuoteFormProps) {
  const { notify } = usePortal();
  const request = useRequestQuoteCallback();
  // Fixed when the form opens: the days and slots offered do not shift under the user's hand.
  const [when] = useState(() => ({ today: todayIso(), now: dayjs().format('YYYY-MM-DDTHH:mm') }));
  const values = useMemo(() => types.map(optionValue), [types]);
  const schema = useMemo(
    () => quickQuoteSchema({ ...when, types: values.length > 0 ? values : undefined }),
    [when, values],
  );
  // One object for the form's life: final-form starts again from it after a success.
  const [initialValues] = useState(() => ({ datetime: defaultCallbackTime(when.today) }));
  const data = useMemo(
    () => types.map((option) => ({ value: optionValue(option), label: option.label })),
    [types],
  );

  return (
    <SchemaForm
      schema={schema}
      submit={(body: QuickQuoteRequest) => request.mutateAsync(body)}
      label="Request a quote callback"
      initialValues={initialValues}
      guard={opened}
      onSuccess={(message, _sent, form) => {
        form.restart();
        onClose();
        notify({ message, kind: 'success' });
      }}
    >
      {({ submitting }) => (
        <Stack gap="md">
          <ScrollToFirstError />
          <Text size="sm">
            Tell us what you would like a quote for and when to call, and one of our team will phone
            you.
          </Text>
          <SelectField
            name="type"
            label="Type of insurance"
            required
            data={data}
            placeholder="Choose one"
            allowDeselect={false}
            disabled={submitting}
          />
          <CallbackTimeField today={when.today} now={when.now} disabled={submitting} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Back
            </Button>
            <Button type="submit" loading={submitting}>
              Request callback
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}
