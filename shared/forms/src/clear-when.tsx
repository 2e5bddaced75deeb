import { readKey } from '@portal/contract';
import { useForm } from 'react-final-form';
import { useEffect } from 'react';

/**
 * Empties `fields` once `when` holds: a conditional answer goes when its question is answered no
 * (policy-changes.md §5), the UK residency when 'since birth' is ticked, the relationship when
 * it is no longer asked. Nothing is sent for an answer the form no longer shows.
 */
export function ClearWhen({ when, fields }: { when: boolean; fields: readonly string[] }) {
  const form = useForm();
  const names = fields.join(' ');
  useEffect(() => {
    if (!when) return;
    form.batch(() => {
      for (const name of names.split(' ')) {
        if (readKey(form.getState().values, name) !== undefined) form.change(name, undefined);
      }
    });
  }, [form, when, names]);
  return null;
}
