import { MESSAGES, passwordCriteria } from '@portal/contract';
import { Box, Text, VisuallyHidden } from '@portal/ui';
import { useId } from 'react';

// portal.md §5 "Password rule": the hint text, and each criterion ticked off live as the new
// password is typed. The list is polite to screen readers: it says which criteria are met
// without interrupting the typing.

export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const generated = useId();
  const listId = id ?? generated;
  const criteria = passwordCriteria(password);
  return (
    <Box mt={4}>
      <Text size="sm" c="dimmed" id={`${listId}-hint`}>
        {MESSAGES.passwordHint}
      </Text>
      <ul
        id={listId}
        aria-label="Your new password has"
        style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}
      >
        {criteria.map((criterion) => (
          <li
            key={criterion.id}
            data-met={criterion.met}
            style={{
              display: 'flex',
              gap: 6,
              alignItems: 'baseline',
              color: criterion.met ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-gray-7)',
              fontSize: 'var(--mantine-font-size-sm)',
            }}
          >
            <span aria-hidden="true">{criterion.met ? '✓' : '○'}</span>
            <span>
              {criterion.label}
              <VisuallyHidden>{criterion.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
    </Box>
  );
}
