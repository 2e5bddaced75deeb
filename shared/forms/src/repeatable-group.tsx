import { Box, Button, Group, Paper, Stack, Text } from '@portal/ui';
import { useForm } from 'react-final-form';
import { useId, useRef, type ReactNode } from 'react';
import { listNow, useListLength } from './form-values';
import { useGroupError } from './group-error';

// policy-changes.md §2: health conditions, jobs, qualifications, convictions and claims can be
// added and removed; the first job cannot be removed. Items are kept in the form as a list, each
// field named by its index ('claims.1.cost').

interface RepeatableGroupProps {
  /** The list's key: 'claims'. */
  readonly name: string;
  readonly legend: string;
  readonly description?: ReactNode;
  /** What one item is called: 'claim' gives 'Claim 1', 'Remove claim 1' and 'Add a claim'. */
  readonly noun: string;
  /** The first item is always there and cannot be removed. */
  readonly keepFirst?: boolean;
  readonly children: (prefix: string, index: number) => ReactNode;
}

export function RepeatableGroup({
  name,
  legend,
  description,
  noun,
  keepFirst = false,
  children,
}: RepeatableGroupProps) {
  const form = useForm();
  const length = useListLength(name);
  const error = useGroupError(name);
  const errorId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const count = Math.max(length, keepFirst ? 1 : 0);
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  const article = /^[aeiou]/i.test(noun) ? 'an' : 'a';

  function remove(index: number) {
    const list = listNow(form.getState().values, name);
    form.change(
      name,
      list.filter((_, at) => at !== index),
    );
    addButton.current?.focus();
  }

  // A first item shown before any was entered is added along with the new one.
  function add() {
    const list = listNow(form.getState().values, name);
    form.change(name, [...list, ...(count > list.length ? [{}] : []), {}]);
  }

  return (
    <Box
      component="fieldset"
      aria-describedby={error ? errorId : undefined}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <Text component="legend" fw={700} size="lg" mb="xs">
        {legend}
      </Text>
      <Stack gap="md">
        {description ? <Text size="sm">{description}</Text> : null}
        {Array.from({ length: count }, (_, index) => (
          <Paper key={index} component="fieldset" withBorder radius="md" p="md" m={0}>
            <Text component="legend" fw={600} px={4}>
              {title} {index + 1}
            </Text>
            <Stack gap="sm">
              {children(`${name}.${index}`, index)}
              {keepFirst && index === 0 ? null : (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${noun} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
        {error ? (
          <Text id={errorId} size="sm" c="var(--mantine-color-error)">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button ref={addButton} variant="light" onClick={add}>
            {keepFirst ? `Add another ${noun}` : `Add ${article} ${noun}`}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
