import { Button, Group, Text } from '@portal/ui';
import { useEffect, useSyncExternalStore } from 'react';
import {
  consentCookie,
  consentScripts,
  loadConsentScripts,
  nonEssentialCookies,
  readConsent,
  type Consent,
} from './consent';

// The cookie banner (portal.md §2 Shell, §4 Cookie consent). It shows only in the browser, once
// the page knows no answer is stored: the server cannot tell, and a banner flashing on every
// page for users who have answered would be worse than one arriving a moment late.

export interface CookieBannerProps {
  /** Reloads the page after a denial; the browser's own reload unless a test says otherwise. */
  reload?: () => void;
}

const answered = new Set<() => void>();

function subscribe(listener: () => void) {
  answered.add(listener);
  return () => answered.delete(listener);
}

export function CookieBanner({ reload = () => window.location.reload() }: CookieBannerProps) {
  const consent = useSyncExternalStore<Consent | null | 'unknown'>(
    subscribe,
    () => readConsent(document.cookie),
    () => 'unknown',
  );

  useEffect(() => {
    if (consent === 'allow') loadConsentScripts(document, consentScripts(document));
  }, [consent]);

  function answer(choice: Consent) {
    document.cookie = consentCookie(choice);
    answered.forEach((listener) => listener());
    if (choice === 'allow') return;
    for (const name of nonEssentialCookies(document.cookie)) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    reload();
  }

  if (consent !== null) return null;
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <Text component="h2" fw={700} id="cookie-banner-title">
        Cookies on this site
      </Text>
      <Text size="sm">
        We use essential cookies to make the portal work. With your permission we would also like to
        use cookies that help us understand how the portal is used, so we can improve it.
      </Text>
      <Group gap="sm">
        <Button onClick={() => answer('allow')}>Allow cookies</Button>
        <Button variant="outline" onClick={() => answer('deny')}>
          Deny cookies
        </Button>
      </Group>
    </section>
  );
}
