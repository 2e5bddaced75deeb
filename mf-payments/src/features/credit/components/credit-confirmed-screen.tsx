import { CreditOutcome } from './credit-outcome';

// Route 'credit-confirmed' (portal.md §2): the agreement is signed.

export function CreditConfirmedScreen({ title }: { title: string }) {
  return (
    <CreditOutcome
      title={title}
      general="Thank you. Your credit agreement is signed. A copy will be in your policy inbox."
    />
  );
}
