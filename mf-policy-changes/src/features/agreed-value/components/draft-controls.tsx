import { usePortal } from '@portal/platform';
import { Button, Checkbox, Group, useForm } from '@portal/ui';
import { useEffect, useState } from 'react';
import { readDraft, saveDraft } from '../agreed-value-draft';

// policy-changes.md §2 'an Auto Save toggle and a "Retrieved Saved Values" button', §4: while
// Auto Save is on, every change of the answers is kept as the draft of this policy and vehicle
// (never the files); the button puts a kept draft back into the questions shown. Off until
// turned on, so an old draft is never overwritten before the person chooses to bring it back.
// A draft that cannot be read is an error notice (§8); none at all is said plainly.

/** Said when there is no draft to bring back (ours). */
export const NO_DRAFT = 'There are no saved values for this vehicle yet.';
/** Said when a draft was brought back (ours). */
export const DRAFT_RESTORED = 'Your saved values have been filled in.';

export function DraftControls({
  draftKey,
  groups,
}: {
  draftKey: string;
  /** The answers the steps shown ask (a single step takes only its own from the draft). */
  groups: readonly string[];
}) {
  const form = useForm();
  const { notify } = usePortal();
  const [autoSave, setAutoSave] = useState(false);

  // final-form calls a new subscriber at once: turning it on keeps the answers as they are now.
  useEffect(() => {
    if (!autoSave) return undefined;
    return form.subscribe(({ values }) => saveDraft(draftKey, values), { values: true });
  }, [autoSave, form, draftKey]);

  function retrieve() {
    const draft = readDraft(draftKey);
    if (!draft.found) {
      notify({ message: NO_DRAFT, kind: 'info' });
    } else if ('error' in draft) {
      notify({ message: draft.error, kind: 'error' });
    } else {
      const { answers } = draft;
      const now: Record<string, unknown> = form.getState().values;
      // Over the answers as they are: what the draft does not hold (the use of the vehicle,
      // which is the main user's and never typed) stays.
      form.batch(() => {
        for (const [group, saved] of Object.entries(answers)) {
          const current = now[group];
          if (!groups.includes(group) || saved === undefined) continue;
          form.change(group, typeof current === 'object' ? { ...current, ...saved } : saved);
        }
      });
      notify({ message: DRAFT_RESTORED, kind: 'success' });
    }
  }

  return (
    <Group justify="space-between" align="center" gap="sm">
      <Checkbox
        label="Auto Save"
        description="Keeps your answers, not your files, on this device"
        checked={autoSave}
        onChange={(event) => setAutoSave(event.currentTarget.checked)}
      />
      <Button variant="default" onClick={retrieve}>
        Retrieved Saved Values
      </Button>
    </Group>
  );
}
