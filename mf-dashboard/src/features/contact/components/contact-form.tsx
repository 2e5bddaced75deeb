import { ContactSchema, href, type Policy } from '@portal/contract';
import { usePortal } from '@portal/platform';
import {
  Button,
  FormErrorSummary,
  Group,
  SchemaForm,
  SelectField,
  useFormState,
  Stack,
  TextareaField,
  TextField,
} from '@portal/ui';
import { useEffect, useMemo } from 'react';
import { useSendContact } from '../api/send-contact';

// portal.md §2 "Contact form" and §4: idle, sending ('Sending' on the button), then sent (home,
// with the server's success message) or error (server messages by the fields they name).

/** "Mazda MX-5 (NWM-CAR-204815)": the reference is shown upper-case (portal.md §3). */
export function policyOption(policy: Policy) {
  return { value: String(policy.id), label: `${policy.label} (${policy.reference.toUpperCase()})` };
}

export function ContactForm({
  policies,
  onPolicy,
}: {
  policies: readonly Policy[];
  /** Told the policy the message is about: the one chosen, else the first offered. */
  onPolicy?: (policyId: number | undefined) => void;
}) {
  const { navigate, notify } = usePortal();
  const send = useSendContact();
  const options = useMemo(() => policies.map(policyOption), [policies]);
  // With one policy there is nothing to choose (ours: the spec is silent).
  const initialValues = useMemo(
    () => (policies.length === 1 && policies[0] ? { policy: String(policies[0].id) } : {}),
    [policies],
  );

  // portal.md §2: leaving with unsaved changes asks first; the form lets go once the message is
  // sent, so going home asks nothing. The summary stands in the fields' stack, above them.
  return (
    <SchemaForm
      schema={ContactSchema}
      submit={send}
      label="Contact us"
      initialValues={initialValues}
      summary={false}
      onSuccess={(message) => {
        notify({ message, kind: 'success' });
        navigate(href('home'));
      }}
    >
      {({ submitting }) => (
        <Stack gap="md">
          {onPolicy ? <ChosenPolicy policies={policies} onPolicy={onPolicy} /> : null}
          <FormErrorSummary />
          <SelectField
            name="policy"
            label="Policy"
            required
            data={options}
            placeholder="Choose a policy"
          />
          <TextField name="subject" label="Subject" required />
          <TextareaField name="enquiry" label="Your Message" required rows={4} />
          <Group>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Sending' : 'Send'}
            </Button>
          </Group>
        </Stack>
      )}
    </SchemaForm>
  );
}

function ChosenPolicy({
  policies,
  onPolicy,
}: {
  policies: readonly Policy[];
  onPolicy: (policyId: number | undefined) => void;
}) {
  const { values } = useFormState<{ policy?: string }>({ subscription: { values: true } });
  const chosen = Number(values.policy) || policies[0]?.id;
  useEffect(() => onPolicy(chosen), [chosen, onPolicy]);
  return null;
}
