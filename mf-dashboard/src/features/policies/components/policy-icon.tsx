// A policy's icon (portal.md §3 `icon`): the kind of vehicle or cover, drawn small beside its
// label. Decorative: the label says what the policy is.
const SYMBOLS: Readonly<Record<string, string>> = {
  car: '🚗',
  van: '🚐',
  motor: '🚗',
  bike: '🏍️',
  home: '🏠',
};

export function PolicyIcon({ icon }: { icon: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ fontSize: 20, lineHeight: 1, width: 24, textAlign: 'center' }}
    >
      {SYMBOLS[icon.trim().toLowerCase()] ?? '📄'}
    </span>
  );
}
