import { createRemoteApp, placeholderScreen } from '@portal/platform/remote-app';

// The screen for each of this app's rows of the route table (policy-changes.md §2): its page
// title alone until its feature lands.
export const App = createRemoteApp('mf-policy-changes', {
  'policy-change': placeholderScreen(),
  'policy-details-change': placeholderScreen(),
  'person-create': placeholderScreen(),
  'person-change': placeholderScreen(),
  'add-vehicle': placeholderScreen(),
  'update-vehicle': placeholderScreen(),
  'replace-vehicle': placeholderScreen(),
  avp: placeholderScreen(),
  'outstanding-actions': placeholderScreen(),
});
