import { useEffect, useRef, useState } from 'react';

// Each step of a long form is an entry of the browser's history, on the form's own address: the
// phone's Back key goes to the previous step and Forward returns, and only Back from the first
// step leaves the form (where the host asks 'Unsaved changes'). The step rides in the entry's
// state, next to whatever the router keeps there, so the address never changes and nothing
// else on the page hears of a move; a reload keeps the entry, and so the step.

const STATE_KEY = 'portalFormStep';

interface StepEntry {
  /** The form's address: an entry of another form (or page) is not this form's. */
  readonly form: string;
  readonly step: number;
  /** Pushed by Continue from the step before: Previous can go back to that entry. */
  readonly next: boolean;
}

function entryOf(state: unknown, form: string): StepEntry | null {
  if (state === null || typeof state !== 'object' || !(STATE_KEY in state)) return null;
  const entry: unknown = (state as Record<string, unknown>)[STATE_KEY];
  if (entry === null || typeof entry !== 'object') return null;
  const { form: of, step, next } = entry as Record<string, unknown>;
  if (of !== form || !Number.isInteger(step) || typeof next !== 'boolean') return null;
  return { form, step: step as number, next };
}

/** The current entry's state (whatever the router keeps there) with this form's step. */
function entryState(form: string, step: number, next: boolean): object {
  const state: unknown = window.history.state;
  const kept = state !== null && typeof state === 'object' ? state : {};
  return { ...kept, [STATE_KEY]: { form, step, next } satisfies StepEntry };
}

/** The step the current history entry holds for this form, if it holds one. */
export function stepInHistory(form: string): number | undefined {
  return entryOf(window.history.state, form)?.step;
}

export interface StepHistory {
  /** Shows `step` as a new entry; `next` when Continue moved there from the step before. */
  push(step: number, next: boolean): void;
  /** Previous: back to the entry of the step before when it is right behind, else a new one. */
  previous(current: number): void;
}

/**
 * Follows Back and Forward between this form's entries: `show` is called with the step of the
 * entry returned to (the first step for the entry the form was opened on).
 */
export function useStepHistory(
  form: string,
  start: number,
  show: (step: number) => void,
): StepHistory {
  const shown = useRef(show);
  useEffect(() => {
    shown.current = show;
  });

  // The entry the form opens on says the step it opens at, and that it is this form's: a reload
  // or a Back to it finds the mark (stepInHistory), a new visit does not.
  const [opening] = useState(start);
  useEffect(() => {
    if (entryOf(window.history.state, form)?.step !== opening) {
      window.history.replaceState(entryState(form, opening, false), '');
    }
  }, [form, opening]);

  // Moving between steps, the form puts focus on the step's heading, which brings it into view;
  // the browser's own restoring of the entry's scroll would then move the page again.
  useEffect(() => {
    const restoring = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = restoring;
    };
  }, []);

  useEffect(() => {
    function onPop() {
      // Back out of the form: the page changes, and the form with it.
      if (window.location.pathname !== form) return;
      shown.current(entryOf(window.history.state, form)?.step ?? 0);
    }
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [form]);

  const [history] = useState<StepHistory>(() => {
    const push = (step: number, next: boolean) => {
      window.history.pushState(entryState(form, step, next), '');
    };
    return {
      push,
      previous(current) {
        const entry = entryOf(window.history.state, form);
        if (entry?.next && entry.step === current) window.history.back();
        else {
          push(current - 1, false);
          shown.current(current - 1);
        }
      },
    };
  });
  return history;
}
