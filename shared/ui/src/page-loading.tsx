import { PageScreen } from './page-screen';

/** A screen on its way: its title at once, and the shape of its content until it arrives. */
export function PageLoading({ title }: { title: string }) {
  return (
    <PageScreen title={title} busy>
      <div className="skeleton" aria-hidden="true">
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line-short" />
      </div>
    </PageScreen>
  );
}
