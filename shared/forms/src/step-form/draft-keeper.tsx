import { useForm } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { clearFormDraft, writeFormDraft } from './form-draft';

/**
 * Keeps the form's draft (form-draft.ts) in step with its answers and its step, and removes it
 * when the form goes: sent, or left for another page. A reload unmounts nothing, so the draft
 * is there for the page that comes back.
 */
export function DraftKeeper({
  form: key,
  step,
  furthest,
}: {
  form: string;
  step: number;
  furthest: number;
}) {
  const form = useForm();
  const where = useRef({ step, furthest });

  // Every change of the answers, and the move to another step, rewrites the draft.
  useEffect(() => {
    where.current = { step, furthest };
    writeFormDraft(key, { values: form.getState().values, step, furthest });
  }, [form, key, step, furthest]);
  useEffect(
    () =>
      form.subscribe(({ values }) => writeFormDraft(key, { values, ...where.current }), {
        values: true,
      }),
    [form, key],
  );
  // Sent or left: nothing of the form stays in the tab.
  useEffect(() => () => clearFormDraft(key), [key]);
  return null;
}
