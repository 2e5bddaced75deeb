import { optionValue, type Option } from '@portal/contract';
import { Badge, CloseButton, Group, Select, shownFieldError } from '@portal/ui';
import { useField } from 'react-final-form';
import { useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';

// Several choices from one of the lists of GET /meta/form-options, with a search box: the
// vehicle's security features (policy-changes.md §5: optional, multiple select with search,
// a search cap of 10000). The form holds the chosen values as a list; none chosen is [].
//
// Built from the searchable Select and a list of the chosen ones, each with its own Remove
// button, rather than Mantine's MultiSelect: the page's one Mantine (the shared @portal/ui
// chunk, on every page's first paint) need not carry pills and a pills input for one field.

/** §9: the security feature search looks through up to this many options. */
export const OPTION_SEARCH_CAP = 10_000;

type Owned =
  | 'name'
  | 'label'
  | 'required'
  | 'withAsterisk'
  | 'description'
  | 'error'
  | 'value'
  | 'defaultValue'
  | 'data'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'searchValue'
  | 'onSearchChange';

export type MultiSelectFieldProps = Omit<ComponentProps<typeof Select>, Owned> & {
  readonly name: string;
  readonly label: string;
  readonly options: readonly Option[];
  /** Shows the asterisk and tells assistive technology; the schema enforces the rule. */
  readonly required?: boolean;
  readonly description?: ReactNode;
};

function listOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function MultiSelectField({
  name,
  label,
  options,
  required = false,
  description,
  id,
  ...rest
}: MultiSelectFieldProps) {
  const { input, meta } = useField<string[]>(name);
  const generatedId = useId();
  const chosenId = useId();
  const [search, setSearch] = useState('');
  const select = useRef<HTMLInputElement>(null);
  const chosen = listOf(input.value);
  const labels = new Map(options.map((option) => [optionValue(option), option.label]));
  // What is not chosen yet; a choice on the policy that the list no longer offers shows as it is.
  const data = options
    .map((option) => ({ value: optionValue(option), label: option.label }))
    .filter(({ value }) => !chosen.includes(value));
  const error = shownFieldError(meta);

  function remove(value: string) {
    input.onChange(chosen.filter((item) => item !== value));
    select.current?.focus();
  }

  return (
    <div>
      <Select
        searchable
        limit={OPTION_SEARCH_CAP}
        nothingFoundMessage="Nothing found"
        {...rest}
        ref={select}
        id={id ?? generatedId}
        name={input.name}
        label={label}
        description={description}
        withAsterisk={required}
        aria-required={required || undefined}
        data={data}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => {
          const picked = value === null ? '' : String(value);
          if (picked && !chosen.includes(picked)) input.onChange([...chosen, picked]);
          setSearch('');
        }}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        error={error}
      />
      {chosen.length > 0 ? (
        <Group
          component="ul"
          id={chosenId}
          aria-label={`${label} chosen`}
          gap={6}
          mt={8}
          p={0}
          style={{ listStyle: 'none', margin: 0 }}
        >
          {chosen.map((value) => {
            const text = labels.get(value) ?? value;
            return (
              <li key={value}>
                <Badge
                  variant="light"
                  size="lg"
                  tt="none"
                  fw={500}
                  pr={2}
                  rightSection={
                    <CloseButton
                      size="sm"
                      aria-label={`Remove ${text}`}
                      onClick={() => remove(value)}
                    />
                  }
                >
                  {text}
                </Badge>
              </li>
            );
          })}
        </Group>
      ) : null}
    </div>
  );
}
