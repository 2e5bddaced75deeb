import { usePortal } from '@portal/platform';
import { List, Paper, Title } from '@portal/ui';

// The Direct Debit Guarantee, in the wording Bacs requires with every Direct Debit Instruction,
// the collector named as the brand's legal name. It stands beside the declaration the payer
// ticks, so it is read before the instruction is given.

export function DirectDebitGuarantee() {
  const { brand } = usePortal();
  const insurer = brand.legalName;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby="direct-debit-guarantee"
    >
      <Title order={2} size="h4" id="direct-debit-guarantee" mb="xs">
        The Direct Debit Guarantee
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>
          This Guarantee is offered by all banks and building societies that accept instructions to
          pay Direct Debits.
        </List.Item>
        <List.Item>
          {`If there are any changes to the amount, date or frequency of your Direct Debit ${insurer} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${insurer} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`}
        </List.Item>
        <List.Item>
          {`If an error is made in the payment of your Direct Debit, by ${insurer} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`}
        </List.Item>
        <List.Item>
          {`If you receive a refund you are not entitled to, you must pay it back when ${insurer} asks you to.`}
        </List.Item>
        <List.Item>
          You can cancel a Direct Debit at any time by simply contacting your bank or building
          society. Written confirmation may be required. Please also notify us.
        </List.Item>
      </List>
    </Paper>
  );
}
