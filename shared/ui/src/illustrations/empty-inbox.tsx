import { Illustration, shade, WHITE, type IllustrationProps } from './illustration';

/** An inbox with nothing in it yet: an open tray, one blank sheet waiting. */
export function EmptyInboxIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 160 120" {...props}>
      <circle cx="80" cy="62" r="52" style={shade(0)} />
      <path d="M34 34a4 4 0 1 0 0 .1zM128 30a3 3 0 1 0 0 .1z" style={shade(3)} />
      <path d="M50 46h60l16 26v22H34V72z" style={shade(4)} />
      <rect x="58" y="26" width="44" height="44" rx="3" style={WHITE} />
      <path d="M66 36h28v4H66zM66 46h20v4H66z" style={shade(2)} />
      <path d="M34 72h30a16 16 0 0 0 32 0h30v24a6 6 0 0 1-6 6H40a6 6 0 0 1-6-6z" style={shade(6)} />
    </Illustration>
  );
}
