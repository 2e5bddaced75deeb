import type { ReactNode } from 'react';

/**
 * How a screen lays out its content under its title:
 * - `full`: the whole width of the page (the dashboard, a policy with its sidebar);
 * - `form`: one readable column, the same for every form, with `aside` (help or a summary)
 *   beside it on a desktop and after it on a phone;
 * - `prose`: a readable column of paragraphs spaced apart (about, error, not found, maintenance).
 */
export type PageLayout = 'full' | 'form' | 'prose';

/** A screen's frame: its page title as the one h1, then its content. */
export function PageScreen({
  title,
  busy = false,
  layout = 'full',
  aside,
  children,
}: {
  title: string;
  busy?: boolean;
  layout?: PageLayout;
  /** Help or a summary beside a form (only with `layout="form"`). */
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section
      className={`page-screen page-screen--${layout}`}
      aria-labelledby="page-title"
      aria-busy={busy || undefined}
    >
      <h1 id="page-title" tabIndex={-1}>
        {title}
      </h1>
      {layout === 'full' ? (
        children
      ) : (
        <div className="page-columns">
          <div className="page-body">{children}</div>
          {layout === 'form' && aside ? <aside className="page-aside">{aside}</aside> : null}
        </div>
      )}
    </section>
  );
}
