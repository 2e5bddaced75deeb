// A policy's icon (portal.md §3 `icon`): the kind of vehicle or cover, drawn small beside its
// label. Decorative: the label says what the policy is.

const PATHS: Readonly<Record<string, string>> = {
  // A car from the side: body, cabin and two wheels.
  car: 'M3 13l2-5h10l3 5h3v4h-2a2 2 0 1 1-4 0H9a2 2 0 1 1-4 0H3v-4zm4-4l-1.3 4H10V9H7zm5 0v4h5l-2.3-4H12z',
  van: 'M2 7h12v3h4l4 4v3h-2a2 2 0 1 1-4 0H8a2 2 0 1 1-4 0H2V7zm12 5v2h6l-2-2h-4z',
  bike: 'M5 19a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm14 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM10 7h4l3 5h-2.2l-1.3-2.2L11 14H8l3-4-.6-1H8V7h2z',
  home: 'M12 3l9 8h-3v9h-5v-6h-2v6H6v-9H3l9-8z',
  other: 'M6 2h9l5 5v15H6V2zm8 1v5h5',
};
const KINDS: Readonly<Record<string, keyof typeof PATHS>> = {
  car: 'car',
  motor: 'car',
  van: 'van',
  bike: 'bike',
  home: 'home',
};

export function PolicyIcon({ icon }: { icon: string }) {
  const kind = KINDS[icon.trim().toLowerCase()] ?? 'other';
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      style={{ flex: 'none', fill: 'var(--mantine-primary-color-filled)' }}
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
