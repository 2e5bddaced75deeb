// Half of a cycle on purpose (lint-rules.test.ts): first.ts and second.ts import each other.
import { second } from './second';

export function first(): string {
  return `first, then ${second()}`;
}
