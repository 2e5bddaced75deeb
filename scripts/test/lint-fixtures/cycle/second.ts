// The other half of the cycle in first.ts.
import { first } from './first';

export function second(): string {
  return typeof first;
}
