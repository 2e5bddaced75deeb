import { href, SignUpSchema } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import {
  Button,
  FormErrorSummary,
  Group,
  HelpPanel,
  List,
  PageScreen,
  SchemaForm,
  Stack,
  Text,
  TextField,
} from '@portal/ui';
import { IconInfoCircle } from '@portal/ui/icons';
import { useSignUp } from '../api/sign-up';
import { PhoneUs } from '../components/phone-us';
import { rememberSignUpMessage } from './sign-up-message';

// portal.md §1 "Visitors", §5 "Sign-up", §7 POST /user/sign-up: a policyholder without an
// online account asks for one with the mobile number and the policy reference we hold. The
// activation code and link go by text message; the success page says so.

export function AccountCreationScreen({ title }: { title: string }) {
  const { navigate } = usePortal();
  const signUp = useSignUp();

  return (
    <PageScreen
      title={title}
      layout="form"
      aside={
        <HelpPanel
          title="What you need"
          icon={<IconInfoCircle aria-hidden size={20} stroke={1.75} />}
        >
          <List>
            <List.Item>The mobile number we hold for you</List.Item>
            <List.Item>Your policy reference number</List.Item>
          </List>
          <PhoneUs>Need help?</PhoneUs>
        </HelpPanel>
      }
    >
      <Text>
        If you have a policy with us, you can set up your online account. Enter the mobile number
        and the policy reference number we hold for you, and we&apos;ll send you a text message with
        a code to activate it.
      </Text>
      <SchemaForm
        schema={SignUpSchema}
        submit={signUp}
        onSuccess={(message) => {
          rememberSignUpMessage(message);
          navigate(href('account-creation-success'));
        }}
        label="Create an account"
        summary={false}
      >
        {({ submitting }) => (
          <Stack gap="md">
            <FormErrorSummary />
            <TextField
              name="mobile_number"
              label="Mobile number"
              required
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <TextField
              name="policy_reference"
              label="Policy reference number"
              required
              autoComplete="off"
            />
            <Group>
              <Button type="submit" loading={Boolean(submitting)}>
                Create account
              </Button>
            </Group>
          </Stack>
        )}
      </SchemaForm>
      <Text size="sm">
        Already have an account? <AppLink href={href('login')}>Login</AppLink>
      </Text>
    </PageScreen>
  );
}
