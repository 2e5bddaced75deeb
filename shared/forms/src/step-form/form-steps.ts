// The steps of a long form and the answers each asks, by dotted key (policy-changes.md §2: the
// driver form's seven steps, the policy details form's four). A step names its answers by
// prefix: 'meta' holds 'meta.first_name'; '*' stands for one part of a key, so the policy
// details form can ask 'vehicles.*.same_address' on its first step and the rest of each vehicle
// on its second. A key no step names belongs to the last (the server's own checks, the date).

export interface FormStep {
  /** 'Employment information': the step's heading and its place in the progress list. */
  readonly title: string;
  /** The dotted keys (or prefixes) of the answers the step asks. */
  readonly keys: readonly string[];
}

function holds(prefix: string, key: string): boolean {
  const wanted = prefix.split('.');
  const parts = key.split('.');
  if (parts.length < wanted.length) return false;
  return wanted.every((part, index) => part === '*' || part === parts[index]);
}

/** The step (0-based) that asks the answer at a dotted key; anything else is the last one's. */
export function stepOf(steps: readonly FormStep[], key: string): number {
  const index = steps.findIndex(({ keys }) => keys.some((prefix) => holds(prefix, key)));
  return index === -1 ? steps.length - 1 : index;
}

/** The earliest step among these dotted keys, or undefined when there are none (§4). */
export function earliestStep(
  steps: readonly FormStep[],
  keys: readonly string[],
): number | undefined {
  return keys.length === 0 ? undefined : Math.min(...keys.map((key) => stepOf(steps, key)));
}
