import { Illustration, shade, WHITE, type IllustrationProps } from './illustration';

/** Nothing coming up: a calendar page with its days free. */
export function CalendarIllustration(props: IllustrationProps) {
  return (
    <Illustration viewBox="0 0 160 120" {...props}>
      <circle cx="80" cy="62" r="52" style={shade(0)} />
      <rect x="38" y="28" width="84" height="72" rx="9" style={shade(6)} />
      <rect x="42" y="46" width="76" height="50" rx="6" style={WHITE} />
      <path d="M56 20h6v16h-6zM98 20h6v16h-6z" style={shade(8)} />
      <path
        d="M52 55h10v8H52zM68 55h10v8H68zM84 55h10v8H84zM52 69h10v8H52zM84 69h10v8H84zM100 69h10v8h-10zM52 83h10v8H52zM68 83h10v8H68z"
        style={shade(2)}
      />
      <rect x="68" y="69" width="10" height="8" style={shade(5)} />
    </Illustration>
  );
}
