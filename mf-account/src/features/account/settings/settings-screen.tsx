import { PageScreen } from '@portal/ui';
import { AccountDetailsSection } from './account-details-section';
import { AppInstallSection } from './app-install-section';
import { ChangePasswordSection } from './change-password-section';
import { LoginPromotionsSection } from './login-promotions-section';
import { PaperlessSection } from './paperless-section';
import { PushNotificationsSection } from './push-notifications-section';

// portal.md §2 "Settings page", in the spec's order: Account Details; Change Password; app
// install (only if the browser can install and it is not installed); Push Notifications (only
// if supported); Login Promotions; Paperless Preference (only when the correspondence feature
// is on). Each section loads and fails on its own; errors show in an alert (§8).

export function SettingsScreen({ title }: { title: string }) {
  return (
    <PageScreen title={title} layout="form">
      <AccountDetailsSection />
      <ChangePasswordSection />
      <AppInstallSection />
      <PushNotificationsSection />
      <LoginPromotionsSection />
      <PaperlessSection />
    </PageScreen>
  );
}
