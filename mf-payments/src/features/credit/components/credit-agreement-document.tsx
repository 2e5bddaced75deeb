import { formatMoney, type CreditAgreement } from '@portal/contract';
import { Box, Paper, Stack, Text, Title } from '@portal/ui';
import { useMemo } from 'react';
import { sanitiseProviderHtml } from '@portal/ui/provider-html';

// The agreement as the customer reads it before signing: its title, the key figures a
// regulated credit agreement leads with, then its pages, sanitised, their headings under the
// title (as the agreements stepper shows agreements).

/** 21.9 -> '21.9%'. */
function percent(apr: number): string {
  return `${Number(apr.toFixed(2))}%`;
}

export function CreditAgreementDocument({ agreement }: { agreement: CreditAgreement }) {
  const pages = useMemo(
    () =>
      agreement.content.map((page) =>
        sanitiseProviderHtml(page, { topLevel: 3, linksInNewTab: true }),
      ),
    [agreement],
  );
  const { count, amount } = agreement.instalments;
  const figures: [string, string][] = [
    ['Amount of credit', formatMoney(agreement.amount_of_credit)],
    ['Representative APR', percent(agreement.apr)],
    ['Instalments', `${count} monthly payments of ${formatMoney(amount)}`],
    ['Total amount payable', formatMoney(agreement.total_payable)],
  ];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby="credit-agreement-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="credit-agreement-title">
          {agreement.title}
        </Title>
        <Box component="dl" m={0}>
          {figures.map(([term, value]) => (
            <Box key={term} mb={8}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} fw={700}>
                {value}
              </Text>
            </Box>
          ))}
        </Box>
        {pages.map((page, index) => (
          <div
            key={index}
            className="agreement-page"
            // Sanitised by DOMPurify above (@portal/ui/provider-html).
            dangerouslySetInnerHTML={{ __html: page }}
          />
        ))}
      </Stack>
    </Paper>
  );
}
