import { useId } from 'react';

// The example photos of 'Tips for uploading your photos' (policy-changes.md §2): a car drawn as
// a phone would photograph it - well, behind a hedge, in the dark, or shaken. Drawn inline, so
// the dialog costs no image requests and scales to any screen; each names what it shows.

export type ExampleKind = 'clear' | 'obstructed' | 'dark' | 'blurred';

function Car() {
  return (
    <g>
      <path d="M50 49 L63 32 H101 L116 49 Z" fill="#1d5fa8" />
      <path d="M58 48 L67 36 H81 V48 Z M85 36 H99 L108 48 H85 Z" fill="#e0f2fe" />
      <rect x="26" y="47" width="110" height="23" rx="7" fill="#1d5fa8" />
      <rect x="128" y="53" width="7" height="5" rx="1" fill="#fde68a" />
      <rect x="27" y="54" width="5" height="5" rx="1" fill="#f87171" />
      <rect x="70" y="60" width="22" height="6" rx="1" fill="#fefce8" />
      {[52, 110].map((x) => (
        <g key={x}>
          <circle cx={x} cy="71" r="10" fill="#1f2937" />
          <circle cx={x} cy="71" r="4" fill="#9ca3af" />
        </g>
      ))}
    </g>
  );
}

export function ExamplePhoto({ kind, alt }: { kind: ExampleKind; alt: string }) {
  // Only letters, digits and dashes: React's ids hold characters a url(#...) reference may not.
  const blurId = `blur-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  return (
    <svg
      role="img"
      aria-label={alt}
      viewBox="0 0 160 100"
      width="100%"
      style={{ display: 'block', maxWidth: 200, borderRadius: 8 }}
    >
      {kind === 'blurred' ? (
        <filter id={blurId}>
          <feGaussianBlur stdDeviation="2.6" />
        </filter>
      ) : null}
      <g filter={kind === 'blurred' ? `url(#${blurId})` : undefined}>
        <rect width="160" height="100" fill="#dbeafe" />
        <rect y="78" width="160" height="22" fill="#cbd5e1" />
        {kind === 'clear' ? <circle cx="140" cy="16" r="8" fill="#fbbf24" /> : null}
        <Car />
        {kind === 'obstructed' ? (
          <g fill="#2f7d3a">
            <ellipse cx="72" cy="72" rx="34" ry="20" />
            <ellipse cx="102" cy="80" rx="26" ry="16" />
            <rect x="124" y="30" width="6" height="60" fill="#78716c" />
          </g>
        ) : null}
      </g>
      {kind === 'dark' ? <rect width="160" height="100" fill="#0b1220" opacity="0.8" /> : null}
    </svg>
  );
}
