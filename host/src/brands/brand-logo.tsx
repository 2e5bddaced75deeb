import type { Brand } from '@portal/platform';

// Each brand's mark beside its name in the header (portal.md §1: several brands). Drawn inline
// so the header paints complete with the server's markup, with no image request.

export function BrandLogo({ brand }: { brand: Brand }) {
  return (
    <svg
      className="brand-logo"
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="15" fill="#ffffff" />
      {brand.id === 'ridgeline' ? (
        // A mountain ridge.
        <path d="M4 23 11 12l4 6 5-9 8 14Z" fill="var(--mantine-color-brand-7)" />
      ) : (
        // A compass needle pointing north.
        <>
          <path d="M16 4 21 16h-10Z" fill="var(--mantine-color-brand-7)" />
          <path d="M16 28 11 16h10Z" fill="var(--mantine-color-brand-3)" />
        </>
      )}
    </svg>
  );
}
