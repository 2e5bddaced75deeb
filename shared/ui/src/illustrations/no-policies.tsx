import { Illustration, shade, WHITE, type IllustrationProps } from './illustration';

/** No policies to show: a blank policy document and an empty shield. */
export function NoPoliciesIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 160 120" {...props}>
      <circle cx="80" cy="62" r="52" style={shade(0)} />
      <rect x="60" y="20" width="50" height="66" rx="4" style={shade(2)} />
      <rect x="48" y="28" width="50" height="66" rx="4" style={WHITE} />
      <path d="M56 40h30v4H56zM56 50h34v4H56zM56 60h22v4H56z" style={shade(2)} />
      <path d="M104 60l20 7v14c0 13-9 21-20 25-11-4-20-12-20-25V67z" style={shade(6)} />
      <rect x="96" y="80" width="16" height="5" rx="2.5" style={WHITE} />
    </Illustration>
  );
}
