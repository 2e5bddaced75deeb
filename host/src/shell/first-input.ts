// The page's first input: a pointer pressed or a key pressed, anywhere. What the user has not
// asked for and the page need not show as it opens (the push offer) waits for it, so a page
// opens with nothing over it and no work beyond its own (record 006).

const INPUTS = ['pointerdown', 'keydown'] as const;

let resolveFirstInput: () => void = () => undefined;

/** Resolves at the page's first input, once `watchForFirstInput` has been called. */
export const firstInput = new Promise<void>((resolve) => {
  resolveFirstInput = resolve;
});

/** Called as the page starts, before anything waits for `firstInput`. */
export function watchForFirstInput(target: EventTarget = window): void {
  function seen() {
    for (const type of INPUTS) target.removeEventListener(type, seen, true);
    resolveFirstInput();
  }
  for (const type of INPUTS) target.addEventListener(type, seen, { capture: true, passive: true });
}
