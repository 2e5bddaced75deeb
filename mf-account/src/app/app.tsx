import { createRemoteApp } from '@portal/platform/remote-app';
import { AccountCreationScreen } from '../features/account/guest/account-creation-screen';
import { AccountCreationSuccessScreen } from '../features/account/guest/account-creation-success-screen';
import { ActivateScreen } from '../features/account/guest/activate-screen';
import { ResetPasswordScreen } from '../features/account/guest/reset-password-screen';
import { UsernameReminderScreen } from '../features/account/guest/username-reminder-screen';
import { SettingsScreen } from '../features/account/settings/settings-screen';

// The screen for each of this app's rows of the route table (portal.md §2).
export const App = createRemoteApp('mf-account', {
  settings: (route) => <SettingsScreen title={route.title} />,
  register: (route) => <ActivateScreen title={route.title} />,
  'reset-password': (route) => <ResetPasswordScreen title={route.title} />,
  'username-reminder': (route) => <UsernameReminderScreen title={route.title} />,
  'account-creation': (route) => <AccountCreationScreen title={route.title} />,
  'account-creation-success': (route) => <AccountCreationSuccessScreen title={route.title} />,
});
