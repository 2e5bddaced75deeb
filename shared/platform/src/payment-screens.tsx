import { endpoints, type ApiClient } from '@portal/contract';
import { Text } from '@portal/ui';
import { queryOptions } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { dataKey } from '@portal/platform';

// What the payment screens share (pay, renew, the guest's, refunds, Direct Debit). Each is a
// feature of its own, and features do not import each other, so it lives in the kit - here, not
// in @portal/platform's index, which is on every page.

export function paymentsQueryKey(policyId: string) {
  return dataKey('payments', policyId);
}

/**
 * What every payment screen of a policy reads (GET /policies/{id}/payments, decision 007): what
 * is due and by when, the renewal quote, the refunds offered and the Direct Debit, under one key
 * per policy, so a payment made on one screen refreshes them all.
 */
export function paymentsQuery(api: ApiClient, policyId: string) {
  return queryOptions({
    queryKey: paymentsQueryKey(policyId),
    queryFn: ({ signal }) =>
      api.call(endpoints.getPayments, { params: { id: policyId } }, { signal }),
  });
}

/**
 * The card step (mf-payments' card-payment feature) as the pay, renew and guest screens take it
 * from their app, which composes them.
 */
export type CardStepComponent = ComponentType<{
  amount: number;
  guard?: boolean;
  children?: ReactNode;
}>;

/** Labelled values, label beside value even on a phone (they are short): 'Amount due £86.40'. */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '4px 16px',
        margin: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
