import { createRemoteApp } from '@portal/platform/remote-app';
import { AgreementsScreen } from '../features/agreements/components/agreements-screen';
import { AgreementsCompleteScreen } from '../features/outcomes/components/agreements-complete-screen';
import { AgreementsDeclinedScreen } from '../features/outcomes/components/agreements-declined-screen';

// The screen for each of this app's rows of the route table (portal.md §2).
export const App = createRemoteApp('mf-agreements', {
  agreements: (route) => <AgreementsScreen title={route.title} />,
  'agreements-complete': (route) => <AgreementsCompleteScreen title={route.title} />,
  'agreements-declined': (route) => <AgreementsDeclinedScreen title={route.title} />,
});
