import type { ComponentType, ReactNode } from 'react';

/**
 * The card step (the card-payment feature) as the pay, renew and guest screens take it from
 * app.tsx: features do not import each other.
 */
export type CardStepComponent = ComponentType<{
  amount: number;
  guard?: boolean;
  children?: ReactNode;
}>;
