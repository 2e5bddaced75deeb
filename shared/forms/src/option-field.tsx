import { optionValue, readKey, type Option } from '@portal/contract';
import { useForm } from 'react-final-form';
import { SelectField, type SelectFieldProps } from '@portal/ui';

// A choice from one of the lists of GET /meta/form-options (policy-changes.md §3 'Option lists').
// An answer on the policy that the list no longer offers is still shown as it is.

type OptionFieldProps = Omit<SelectFieldProps, 'data'> & { options: readonly Option[] };

export function OptionField({ options, ...props }: OptionFieldProps) {
  // Read once, not watched: only an answer the form started with can be missing from the list.
  const current = readKey(useForm().getState().initialValues, props.name);
  const data = options.map((option) => ({ value: optionValue(option), label: option.label }));
  if (typeof current === 'string' && current && !data.some(({ value }) => value === current)) {
    data.unshift({ value: current, label: current });
  }
  return (
    <SelectField
      placeholder="Choose one"
      allowDeselect={false}
      searchable={data.length > 12}
      {...props}
      data={data}
    />
  );
}
