import { getRoute, href, type SignInResponse } from '@portal/contract';
import { AppLink, usePortal } from '@portal/platform';
import { Group, PageScreen, Paper } from '@portal/ui';
import { afterSignInPath } from '../session/redirects';
import { LoginForm } from './login-form';

// portal.md §2 Login: Username, Password, Login, and the three links for visitors. The page is
// guest-only; the guard sends a signed-in user on (session/route-guard.ts).

const VISITOR_LINKS = [
  { label: 'Forgot username', to: href('username-reminder') },
  { label: 'Reset password', to: href('reset-password') },
  { label: "I don't have an account", to: href('account-creation') },
];

export function LoginPage() {
  const { navigate } = usePortal();

  function goOn(response: SignInResponse) {
    // The target of the query, else the to-do list or the promotions; the login page is left
    // out of the history, as Back would only bounce off it now.
    navigate(afterSignInPath(window.location.search, response.todo_count), { replace: true });
  }

  return (
    <PageScreen title={getRoute('login').title}>
      <Paper withBorder p="lg" maw={420}>
        <LoginForm onSignedIn={goOn} />
        <Group component="ul" gap="md" mt="lg" p={0} style={{ listStyle: 'none' }}>
          {VISITOR_LINKS.map((link) => (
            <li key={link.to}>
              <AppLink href={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </Group>
      </Paper>
    </PageScreen>
  );
}
