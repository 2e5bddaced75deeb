import {
  IconCar,
  IconFileText,
  IconHome,
  IconMotorbike,
  IconTruck,
  type Icon,
} from '@portal/ui/icons';

// A policy's icon (portal.md §3 `icon`): the kind of vehicle or cover, drawn small beside its
// label. Decorative: the label says what the policy is.

const ICONS: Readonly<Record<string, Icon>> = {
  car: IconCar,
  motor: IconCar,
  van: IconTruck,
  bike: IconMotorbike,
  home: IconHome,
};

export function PolicyIcon({ icon }: { icon: string }) {
  const Kind = ICONS[icon.trim().toLowerCase()] ?? IconFileText;
  return (
    <Kind
      aria-hidden="true"
      size={24}
      stroke={1.75}
      color="var(--mantine-primary-color-filled)"
      style={{ flex: 'none' }}
    />
  );
}
