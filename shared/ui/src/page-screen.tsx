import type { ReactNode } from 'react';

/** A screen's frame: its page title as the one h1, then its content. */
export function PageScreen({
  title,
  busy = false,
  children,
}: {
  title: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="page-screen" aria-labelledby="page-title" aria-busy={busy || undefined}>
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </section>
  );
}
