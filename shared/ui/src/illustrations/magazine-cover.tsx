import { Illustration, shade, type IllustrationProps } from './illustration';

/** A magazine's cover: masthead, a sun over the hills and a road. */
export function MagazineCoverIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 90 120" {...props}>
      <rect width="90" height="120" rx="4" style={shade(1)} />
      <circle cx="64" cy="48" r="12" style={shade(3)} />
      <path d="M0 80c18-12 34-14 50-6s28 6 40-2v48H0z" style={shade(5)} />
      <path d="M0 94c24-10 48-8 90 4v22H0z" style={shade(7)} />
      <path d="M26 120l26-30h5l-3 30z" style={shade(2)} />
      <rect x="8" y="8" width="48" height="11" rx="2" style={shade(8)} />
      <rect x="8" y="24" width="30" height="4" rx="2" style={shade(6)} />
      <rect x="8" y="108" width="22" height="4" rx="2" style={shade(1)} />
    </Illustration>
  );
}
