import { Button, Group, Text } from '@portal/ui';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { openOverPage } from '../shell/open-over-page';
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
//
// It sits below every dialog (styles.css), which dims it, and is inert while one is open: a
// modal's question comes first. The page ends above it, by its measured height, so the last
// of the page (the footer's regulator text) can be scrolled clear of it.

/** The banner's height while it shows; the page's bottom padding (styles.css). */
export const BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

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
  return <Banner answer={answer} />;
}

function Banner({ answer }: { answer: (choice: Consent) => void }) {
  const banner = useRef<HTMLElement>(null);
  const behindDialog = useSyncExternalStore(watchDialogs, () => openOverPage(document), noDialog);

  useEffect(() => {
    const element = banner.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const reserve = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${height}px`);
    };
    reserve();
    // Its height follows the width (the text wraps) and the text size the user chose.
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    resizes?.observe(element);
    return () => {
      resizes?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, []);

  return (
    <section
      ref={banner}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      inert={behindDialog}
    >
      <div>
        <Text component="h2" fw={700} id="cookie-banner-title">
          Cookies on this site
        </Text>
        <Text size="sm" className="cookie-banner-text">
          We use essential cookies to make the portal work. With your permission we would also like
          to use cookies that help us understand how the portal is used, so we can improve it.
        </Text>
      </div>
      <Group gap="sm" wrap="nowrap" className="cookie-banner-actions">
        <Button onClick={() => answer('allow')}>Allow cookies</Button>
        <Button variant="outline" onClick={() => answer('deny')}>
          Deny cookies
        </Button>
      </Group>
    </section>
  );
}

// Dialogs of every app open into the document's body, some kept mounted and only hidden.
function watchDialogs(onChange: () => void) {
  const changes = new MutationObserver(onChange);
  changes.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal', 'hidden', 'style'],
  });
  return () => changes.disconnect();
}

function noDialog() {
  return false;
}
