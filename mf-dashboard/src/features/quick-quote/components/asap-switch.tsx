import { OFF_SCREEN_INPUT } from '@portal/ui';
import { useId, useState } from 'react';

// The ASAP toggle of the quick quote (portal.md §4). @portal/ui has no switch, so this is a
// native checkbox with the switch role (read as 'switch, on/off'), kept focusable off screen,
// and a track and thumb drawn beside it; the whole label toggles it, as Space does.

export function AsapSwitch({
  label,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  return (
    <label
      htmlFor={id}
      style={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 12,
        minHeight: 44,
        cursor: disabled ? 'not-allowed' : 'pointer',
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        style={OFF_SCREEN_INPUT}
      />
      <span
        aria-hidden="true"
        style={{
          flex: 'none',
          position: 'relative',
          width: 44,
          height: 24,
          borderRadius: 12,
          background: checked
            ? 'var(--mantine-primary-color-filled)'
            : 'var(--mantine-color-gray-5)',
          outline: focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
          outlineOffset: 2,
          transition: 'background 150ms',
        }}
      >
        <span
          style={{
            position: 'absolute',
            top: 3,
            left: checked ? 23 : 3,
            width: 18,
            height: 18,
            borderRadius: '50%',
            background: 'var(--mantine-color-white)',
            transition: 'left 150ms',
          }}
        />
      </span>
      <span>{label}</span>
    </label>
  );
}
