import {
  ApiError,
  ContactSchema,
  href,
  MESSAGES,
  validate,
  type NormalisedError,
  type Policy,
} from '@portal/contract';
import { usePortal } from '@portal/platform';
import {
  Button,
  Form,
  FormErrorSummary,
  Group,
  schemaValidator,
  SelectField,
  Stack,
  submitErrors,
  TextareaField,
  TextField,
  useUnsavedChanges,
} from '@portal/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSendContact } from '../api/send-contact';

// portal.md §2 "Contact form" and §4: idle, sending ('Sending' on the button), then sent (home,
// with the server's success message) or error (server messages by the fields they name).

export interface ContactValues {
  policy?: string;
  subject?: string;
  enquiry?: string;
}

const validateContact = schemaValidator(ContactSchema);

/** "Mazda MX-5 (NWM-CAR-204815)": the reference is shown upper-case (portal.md §3). */
export function policyOption(policy: Policy) {
  return { value: String(policy.id), label: `${policy.label} (${policy.reference.toUpperCase()})` };
}

function asNormalised(error: unknown): ApiError | NormalisedError {
  return error instanceof ApiError ? error : { message: MESSAGES.serverError, fields: {} };
}

export function ContactForm({ policies }: { policies: readonly Policy[] }) {
  const { navigate, notify } = usePortal();
  const send = useSendContact();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const options = useMemo(() => policies.map(policyOption), [policies]);
  // With one policy there is nothing to choose (ours: the spec is silent).
  const initialValues = useMemo<ContactValues>(
    () => (policies.length === 1 && policies[0] ? { policy: String(policies[0].id) } : {}),
    [policies],
  );

  // Runs after the commit that released the unsaved-changes hold, so leaving asks nothing.
  useEffect(() => {
    if (sentMessage === null) return;
    notify({ message: sentMessage, kind: 'success' });
    navigate(href('home'));
  }, [sentMessage, navigate, notify]);

  async function onSubmit(values: ContactValues) {
    const parsed = validate(ContactSchema, values);
    if (!parsed.success) return submitErrors(parsed.error);
    try {
      setSentMessage(await send.mutateAsync(parsed.output));
      return undefined;
    } catch (error) {
      return submitErrors(asNormalised(error));
    }
  }

  return (
    <Form<ContactValues>
      onSubmit={onSubmit}
      validate={validateContact}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, dirty }) => (
        <ContactFields
          options={options}
          onSubmit={handleSubmit}
          sending={Boolean(submitting)}
          unsaved={Boolean(dirty) && sentMessage === null}
        />
      )}
    />
  );
}

interface ContactFieldsProps {
  options: readonly { value: string; label: string }[];
  onSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  sending: boolean;
  unsaved: boolean;
}

function ContactFields({ options, onSubmit, sending, unsaved }: ContactFieldsProps) {
  // portal.md §2: leaving with unsaved changes asks first; released once the message is sent.
  useUnsavedChanges(unsaved);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact us">
      <Stack gap="md">
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
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending' : 'Send'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
