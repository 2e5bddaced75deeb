import { href } from '@portal/contract';
import { AppLink } from '@portal/platform';
import { Alert, PageScreen, Text } from '@portal/ui';
import { signUpMessage } from './sign-up-message';

// portal.md §2 'account-creation-success': what happens after a sign-up - the text message with
// the activation code and link - and the way on to activation.

export function AccountCreationSuccessScreen({ title }: { title: string }) {
  return (
    <PageScreen title={title} layout="prose">
      <Alert color="green" variant="light">
        {signUpMessage()}
      </Alert>
      <Text>
        Open the link in the text message, or go to{' '}
        <AppLink href={href('register')}>Activate your account</AppLink> and enter the code with the
        invitation id from the link.
      </Text>
      <Text size="sm">
        Didn&apos;t get a text message? Check the mobile number and{' '}
        <AppLink href={href('account-creation')}>try again</AppLink>.
      </Text>
    </PageScreen>
  );
}
