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

// The cookie banner (portal.md §2 Shell, §4 Cookie consent). The server reads the answer from
// the request's cookies and renders the banner into the page when there is none, so it paints
// with the page instead of arriving (and shifting the largest paint) after the scripts; the
// browser hydrates from the same cookie.

export interface CookieBannerProps {
  /** On the server: the answer the request's cookies carry. */
  serverConsent?: Consent | null;
  /** Reloads the page after a denial; the browser's own reload unless a test says otherwise. */
  reload?: () => void;
}

const answered = new Set<() => void>();

function subscribe(listener: () => void) {
  answered.add(listener);
  return () => answered.delete(listener);
}

export function CookieBanner({
  serverConsent = null,
  reload = () => window.location.reload(),
}: CookieBannerProps) {
  const consent = useSyncExternalStore<Consent | null>(
    subscribe,
    () => readConsent(document.cookie),
    // Hydrating, the browser has the cookie the server read.
    () => (typeof document === 'undefined' ? serverConsent : readConsent(document.cookie)),
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
