import { Illustration, shade, WHITE, type IllustrationProps } from './illustration';

/** Nothing left to do: a clipboard with its tasks ticked off. */
export function AllDoneIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 160 120" {...props}>
      <circle cx="80" cy="62" r="52" style={shade(0)} />
      <path
        d="M38 28a4 4 0 1 0 0 .1zM126 24a5 5 0 1 0 0 .1zM28 86a3 3 0 1 0 0 .1z"
        style={shade(3)}
      />
      <rect x="48" y="22" width="62" height="82" rx="8" style={shade(4)} />
      <rect x="54" y="30" width="50" height="68" rx="3" style={WHITE} />
      <rect x="66" y="15" width="26" height="13" rx="4" style={shade(7)} />
      <path d="M62 44h28v5H62zM62 57h34v5H62zM62 70h20v5H62z" style={shade(2)} />
      <circle cx="108" cy="88" r="19" style={shade(6)} />
      <path
        d="M99 88l6 6 12-12"
        style={{ fill: 'none', stroke: WHITE.fill, strokeWidth: 5, strokeLinecap: 'round' }}
      />
    </Illustration>
  );
}
