/**
 * A native control kept off screen but focusable and read out: the keyboard and screen readers
 * use the real input (a file input, a switch's checkbox) while a drawn control beside it is what
 * a pointer sees. VisuallyHidden renders a span, so it cannot hide an input.
 */
export const OFF_SCREEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
