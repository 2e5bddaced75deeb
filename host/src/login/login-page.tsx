import { getRoute, href, type SignInResponse } from '@portal/contract';
import { AppLink, telephoneHref, usePortal } from '@portal/platform';
import { Anchor, Group, HelpPanel, PageScreen, Paper, Text } from '@portal/ui';
import { IconShieldCheck } from '@portal/ui/icons';
import { useState } from 'react';
import { afterSignInPath } from '../session/redirects';
import { LoginForm } from './login-form';

// portal.md §2 Login: Username, Password, Login, and the three links for visitors. The page is
// guest-only; the guard sends a signed-in user on (session/route-guard.ts).

const RESET_PASSWORD = href('reset-password');
const VISITOR_LINKS = [
  { label: 'Forgot username', to: href('username-reminder') },
  { label: 'Reset password', to: RESET_PASSWORD },
  { label: "I don't have an account", to: href('account-creation') },
];

/** Beside the form on a desktop, after it on a phone: what the account is for, and who to call. */
function LoginHelp() {
  const { brand } = usePortal();
  return (
    <HelpPanel
      title="Your policy online"
      icon={<IconShieldCheck size={22} stroke={1.75} aria-hidden />}
    >
      <Text>
        See your cover and documents, ask us for a change and make payments, whenever it suits you.
      </Text>
      <Text>
        Trouble logging in? Phone us on{' '}
        <Anchor href={telephoneHref(brand.contactNumber)} underline="always">
          {brand.contactNumber}
        </Anchor>
        .
      </Text>
    </HelpPanel>
  );
}

export function LoginPage() {
  const { navigate } = usePortal();
  // §8: after a failed sign-in the form offers Reset Password by its error; this list's own
  // would be a second link to the same place.
  const [failed, setFailed] = useState(false);
  const links = failed ? VISITOR_LINKS.filter((link) => link.to !== RESET_PASSWORD) : VISITOR_LINKS;

  function goOn(response: SignInResponse) {
    // The target of the query, else the to-do list or the promotions; the login page is left
    // out of the history, as Back would only bounce off it now.
    navigate(afterSignInPath(window.location.search, response.todo_count), { replace: true });
  }

  return (
    <PageScreen title={getRoute('login').title} layout="form" aside={<LoginHelp />}>
      <Paper withBorder p="lg" radius="md">
        <LoginForm onSignedIn={goOn} onFailure={() => setFailed(true)} />
        <Group component="ul" gap="md" mt="lg" p={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <li key={link.to}>
              <AppLink href={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </Group>
      </Paper>
    </PageScreen>
  );
}
