import { Illustration, shade, type IllustrationProps } from './illustration';

/** An offer: a wrapped gift among confetti. */
export function OfferIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 160 100" {...props}>
      <path d="M26 30l6-3 2 6-6 3zM130 22l6 2-2 6-6-2zM120 72l5-4 4 5-5 4z" style={shade(5)} />
      <path
        d="M40 66a4 4 0 1 0 0 .1zM122 46a3 3 0 1 0 0 .1zM34 18a3 3 0 1 0 0 .1z"
        style={shade(3)}
      />
      <rect x="54" y="46" width="52" height="44" rx="4" style={shade(6)} />
      <rect x="48" y="34" width="64" height="15" rx="3" style={shade(7)} />
      <path d="M74 34h12v56H74z" style={shade(2)} />
      <path
        d="M80 34c-6-14-24-16-22-4 1 5 12 5 22 4zm0 0c6-14 24-16 22-4-1 5-12 5-22 4z"
        style={shade(3)}
      />
    </Illustration>
  );
}
