import { SelectField, type SelectFieldProps } from '@portal/ui';

// A yes or no question. The contract keeps most answers as booleans and a few as '1' / '0'
// (uk_resident_since_birth, has_criminal_offences, §3); `flag` chooses the second.

const CHOICES = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

type YesNoFieldProps = Omit<SelectFieldProps, 'data' | 'parse' | 'format'> & { flag?: boolean };

export function YesNoField({ flag = false, ...props }: YesNoFieldProps) {
  const yes = flag ? '1' : true;
  const no = flag ? '0' : false;
  return (
    <SelectField
      placeholder="Choose yes or no"
      allowDeselect={false}
      maw={200}
      {...props}
      data={CHOICES}
      format={(value: unknown) => (value === yes ? 'yes' : value === no ? 'no' : '')}
      parse={(choice: string) => (choice === 'yes' ? yes : choice === 'no' ? no : undefined)}
    />
  );
}
