import type { DirectDebit } from '@portal/contract';
import { Box, Paper, Text, Title } from '@portal/ui';

// The Direct Debit instruction the policy has now, as GET /policies/{id}/payments reports it:
// only the last 4 digits of the account ever come back (decision 007).

const STATUS_LABELS: Record<Exclude<DirectDebit['status'], 'none'>, string> = {
  active: 'Active',
  pending: 'Pending: waiting for your bank to confirm it',
  cancelled: 'Cancelled',
};

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

export function CurrentInstruction({ instruction }: { instruction: DirectDebit }) {
  if (instruction.status === 'none') return null;
  const rows: [string, string][] = [['Status', STATUS_LABELS[instruction.status]]];
  if (instruction.account_holder) rows.push(['Account holder', instruction.account_holder]);
  if (instruction.account_ending) {
    rows.push(['Account', `Account ending ${instruction.account_ending}`]);
  }
  if (instruction.payment_day !== null) {
    rows.push(['Payment day', `The ${ordinal(instruction.payment_day)} of each month`]);
  }
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="current-direct-debit">
      <Title order={2} size="h4" id="current-direct-debit" mb="xs">
        Your Direct Debit
      </Title>
      <Box component="dl" m={0}>
        {rows.map(([term, value]) => (
          <Box key={term} mb={6}>
            <Text component="dt" size="sm" c="dimmed">
              {term}
            </Text>
            <Text component="dd" m={0} fw={500}>
              {value}
            </Text>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
