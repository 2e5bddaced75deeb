import { useFormState } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';

// portal.md §8 "Quick quote failure: field errors on the form and scroll to the first error":
// after every submit that fails - the form's own check or the server's answer - the first field
// marked invalid is scrolled into view and given focus, so the message under it is read next.

export function ScrollToFirstError() {
  const { submitting, submitFailed } = useFormState({
    subscription: { submitting: true, submitFailed: true, submitErrors: true },
  });
  const marker = useRef<HTMLSpanElement>(null);
  // A second failed submit changes nothing final-form reports: the submit event itself counts.
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return undefined;
    const count = () => setAttempts((n) => n + 1);
    form.addEventListener('submit', count);
    return () => form.removeEventListener('submit', count);
  }, []);

  useEffect(() => {
    if (submitting || !submitFailed) return undefined;
    // After the fields have rendered their messages (and aria-invalid).
    const timer = setTimeout(() => {
      const first = marker.current
        ?.closest('form')
        ?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      first?.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [attempts, submitting, submitFailed]);

  return <span ref={marker} hidden />;
}
