import { Box, Button, OFF_SCREEN_INPUT } from '@portal/ui';
import { useState, type ComponentProps, type ReactNode } from 'react';

// The button that opens the browser's file picker, for the multi-file and the one-file fields:
// a native file input off screen but focusable, so the keyboard reaches it (Enter or Space opens
// the picker), and a button-styled label beside it that a pointer sees and clicks. The label
// shows the input's focus, which the input itself cannot.

const FOCUS_RING = {
  outline: '2px solid var(--mantine-primary-color-filled)',
  outlineOffset: 2,
} as const;

export type FilePickerProps = Omit<ComponentProps<'input'>, 'type' | 'style' | 'children'> & {
  /** The input's id, which the button's label points at. */
  readonly id: string;
  /** The button's text. */
  readonly button: ReactNode;
  /** The button's id, for an input named by it (aria-labelledby). */
  readonly buttonId?: string;
};

export function FilePicker({ button, buttonId, onFocus, onBlur, ...input }: FilePickerProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Box pos="relative">
      <input
        {...input}
        type="file"
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        style={OFF_SCREEN_INPUT}
      />
      <Button
        component="label"
        htmlFor={input.id}
        id={buttonId}
        variant="default"
        disabled={input.disabled}
        style={focused ? FOCUS_RING : undefined}
      >
        {button}
      </Button>
    </Box>
  );
}
