import type { CSSProperties, ReactNode } from 'react';

// The brand illustrations (empty states, the offer and magazine cards): small inline SVGs painted
// with the brand palette's CSS variables (theme.ts), so each brand's colours fill the same
// drawing. Decorative: the words beside one say what it means, so it is hidden from assistive
// technology. Exported from `@portal/ui/icons`, not the shared chunk: an app bundles those it draws.

export interface IllustrationProps {
  /** CSS width; the height follows the drawing. The container's width when left out. */
  readonly width?: number | string;
}

/** A fill in the brand's shade `n`, 0 (lightest) to 9. */
export function shade(n: number): CSSProperties {
  return { fill: `var(--mantine-color-brand-${n})` };
}

export const WHITE: CSSProperties = { fill: 'var(--mantine-color-white)' };

export function Illustration({
  viewBox,
  width = '100%',
  children,
}: IllustrationProps & { viewBox: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', width, height: 'auto' }}
    >
      {children}
    </svg>
  );
}
