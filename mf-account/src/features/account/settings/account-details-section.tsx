import { userDetailsFormValues, userDetailsUpdateFor, type UserDetails } from '@portal/contract';
import { usePortal } from '@portal/platform';
import {
  Box,
  Button,
  FormErrorSummary,
  Group,
  SchemaForm,
  Section,
  SelectField,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@portal/ui';
import { useState, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import { StatusMessage } from '../components/status-message';
import { USERNAME_HELP } from '../components/username-help';
import { useUserDetails } from '../api/get-user-details';
import { useUpdateUserDetails } from '../api/update-user-details';
import { CurrentPasswordField } from './current-password-field';
import { LoadFailed } from './load-failed';

// portal.md §2 Settings "Account Details", §3 "User details", §5 "User details", §7
// PUT /user/details (returns a message). Landline and mobile: each required only when the other
// is empty, with the spec's messages - all from the contract's schema. A change to the email, a
// phone number or the username asks for the current password (current-password-field.tsx).

/** Two fields side by side where there is room, one above the other on a phone. */
const PAIR: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: 'var(--mantine-spacing-md)',
};

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'];

export function AccountDetailsSection() {
  const details = useUserDetails();

  let content;
  if (details.isPending) {
    content = (
      <Stack gap="md" role="status" aria-label="Loading your account details">
        <Skeleton height={36} width={160} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} width={145} />
      </Stack>
    );
  } else if (details.isError) {
    content = (
      <LoadFailed
        title="Your account details could not be loaded"
        message={details.error.message}
        retrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  } else {
    content = <AccountDetailsForm details={details.data} />;
  }
  return <Section title="Account Details">{content}</Section>;
}

function AccountDetailsForm({ details }: { details: UserDetails }) {
  const { features } = usePortal();
  const paperless = useStore(features, (state) => state.correspondence);
  const update = useUpdateUserDetails();
  const [saved, setSaved] = useState<string | null>(null);
  const initialValues = userDetailsFormValues(details);
  const schema = userDetailsUpdateFor(details);
  const titles =
    TITLES.includes(initialValues.title ?? '') || !initialValues.title
      ? TITLES
      : [initialValues.title, ...TITLES];

  return (
    <SchemaForm
      schema={schema}
      submit={(body) => {
        setSaved(null);
        return update.mutateAsync(body);
      }}
      onSuccess={(message) => setSaved(message)}
      initialValues={initialValues}
      label="Account Details"
      summary={false}
    >
      {({ submitting }) => (
        <>
          <StatusMessage message={saved} />
          <Stack gap="md">
            <FormErrorSummary />
            <SelectField
              name="title"
              label="Title"
              data={titles}
              clearable
              placeholder="Choose a title"
              maw={200}
            />
            <Box style={PAIR}>
              <TextField name="first_name" label="First name" required autoComplete="given-name" />
              <TextField name="last_name" label="Last name" required autoComplete="family-name" />
            </Box>
            <TextField name="email" label="Email" required type="email" autoComplete="email" />
            <TextField
              name="username"
              label="Username"
              required
              autoComplete="username"
              description={USERNAME_HELP}
            />
            <Text size="sm" c="dimmed">
              Please give us at least one phone number: a landline, a mobile, or both.
            </Text>
            <Box style={PAIR}>
              <TextField
                name="landline_number"
                label="Landline number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
              <TextField
                name="mobile_number"
                label="Mobile number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
              />
            </Box>
            <CurrentPasswordField held={details} />
            {!paperless && (
              <Text size="sm">
                You receive your documents{' '}
                {details.correspondence === 'email' ? 'online' : 'by post'}.
              </Text>
            )}
            <Group>
              <Button type="submit" loading={Boolean(submitting)}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </>
      )}
    </SchemaForm>
  );
}
